/**
 * Route matching for the route table: `/examinees/:examineeRecordId` against a pathname.
 */

/**
 * Matches a pattern with `:name` segments against a pathname (a trailing slash is ignored).
 * @returns the decoded parameters, or `null` when the pathname does not match.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const split = (path: string) => path.replace(/\/+$/, '').split('/').filter(Boolean);
  const expected = split(pattern);
  const actual = split(pathname);
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < expected.length; index += 1) {
    const want = expected[index] ?? '';
    const got = actual[index] ?? '';
    if (want.startsWith(':')) {
      try {
        params[want.slice(1)] = decodeURIComponent(got);
      } catch {
        return null;
      }
    } else if (want !== got) return null;
  }
  return params;
}

/** A positive integer route parameter, or `null`. */
export function idParam(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;
}
