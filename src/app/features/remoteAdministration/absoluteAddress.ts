/**
 * A link's address as the examiner shares it. The server answers it as config.json's player URL
 * makes it, which may be relative to the site (`/osa#…`); a relative address means nothing in
 * a message or a chat, so it is resolved against the page the examiner is on.
 * @param base an absolute URL (the current page's).
 */
export function absoluteAddress(url: string, base: string): string {
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}
