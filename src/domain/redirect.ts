/**
 * The route to return to after sign-in. Spec §4: "A stored redirect value is saved base64-encoded
 * and decoded when read." UTF-8 first, so any route survives.
 */
import { decodeBase64Utf8, encodeBase64Utf8 } from './base64';

/** Encodes a route for storage. */
export const encodeRedirect = (path: string): string => encodeBase64Utf8(path);

/**
 * Decodes a stored redirect.
 * @returns the route, or `null` when the value is not base64 or not a same-origin path
 *   (a stored value must never send the user to another site).
 */
export function decodeRedirect(value: string): string | null {
  try {
    const path = decodeBase64Utf8(value);
    return path.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}
