/** Query strings and URL checks of the http layer. */

/** Appends a query string built from the defined values of `query` (arrays repeat the key). */
export function withQuery(url: string, query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

/** Whether a URL is relative to the page (no scheme, not protocol-relative): only those get the CSRF header. */
export const isRelativeUrl = (url: string): boolean => !/^[a-z][a-z\d+.-]*:/i.test(url) && !url.startsWith('//');
