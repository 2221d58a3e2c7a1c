/**
 * Where a sign-in may send the browser: only a path on this site, never another origin
 * (an open redirect would let a phishing link bounce through our login page).
 */

/**
 * The redirect target for a `next` value.
 * @returns `next` when it is a relative path starting with one `/` (not `//` or `/\`, no control
 *   characters, and still on this origin once resolved), else `/`.
 */
export function safeNextPath(next: unknown): string {
  if (typeof next !== 'string' || next.length > 2000) return '/';
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return '/';
  const base = 'http://same-origin.invalid';
  try {
    const resolved = new URL(next, base);
    return resolved.origin === base ? `${resolved.pathname}${resolved.search}${resolved.hash}` : '/';
  } catch {
    return '/';
  }
}
