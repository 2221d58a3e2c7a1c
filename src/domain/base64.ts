/**
 * Base64 of UTF-8 text with the browser's btoa/atob only (no TextEncoder: older test DOMs lack it).
 */

/** Base64 of the UTF-8 bytes of `text`. */
export function encodeBase64Utf8(text: string): string {
  const binary = encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return btoa(binary);
}

/**
 * The UTF-8 text of base64 (or base64url) data.
 * @throws when the data is not base64 or not UTF-8.
 */
export function decodeBase64Utf8(data: string): string {
  const base64 = data.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(data.length / 4) * 4, '=');
  const escaped = Array.from(atob(base64), (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
  return decodeURIComponent(escaped);
}
