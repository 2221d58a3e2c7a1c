/**
 * Values the server hands out and later checks without storing them: the XSRF token, the signed
 * session cookie and the login form token. Each is `value.HMAC-SHA256(key, bound data)`,
 * base64url, compared in constant time.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const mac = (key: Buffer, data: string): string => createHmac('sha256', key).update(data).digest('base64url');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A random value of `bytes` bytes, base64url (256 bits by default). */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** SHA-256 of a token, base64url: what is stored of refresh tokens. */
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('base64url');

/**
 * A CSRF token bound to a session: `random.HMAC(key, sessionId + random)`.
 * @param key the CSRF key of auth/keys.ts.
 */
export function createCsrfToken(key: Buffer, sessionId: string): string {
  const random = randomToken(16);
  return `${random}.${mac(key, sessionId + random)}`;
}

/** Whether `token` was made by {@link createCsrfToken} for this session. */
export function verifyCsrfToken(key: Buffer, sessionId: string, token: string): boolean {
  const [random, signature, extra] = token.split('.');
  if (!random || !signature || extra !== undefined) return false;
  return sameText(signature, mac(key, sessionId + random));
}

/** The session cookie's value: `sessionId.HMAC(key, "session:" + sessionId)`. */
export const signSessionId = (key: Buffer, sessionId: string): string => `${sessionId}.${mac(key, `session:${sessionId}`)}`;

/** The session id of a session cookie value, or `null` when the signature does not verify. */
export function readSessionCookie(key: Buffer, value: string | undefined): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const sessionId = value.slice(0, dot);
  return sameText(value.slice(dot + 1), mac(key, `session:${sessionId}`)) ? sessionId : null;
}

/** What a form token's random half looks like ({@link randomToken} of 16 bytes, base64url). */
const FORM_TOKEN_RANDOM = /^[A-Za-z0-9_-]{22}$/;

/**
 * A form token (double submit): the same random value goes in a cookie and, signed, in a hidden
 * field; a cross-site form can set neither. The browser's current cookie is kept when it has
 * one, so a form rendered in a second tab does not expire the form open in the first.
 * @param existing the form's cookie as the request sent it, if any.
 * @returns `{ cookie, field }`.
 */
export function createFormToken(key: Buffer, existing?: string): { cookie: string; field: string } {
  const random = existing !== undefined && FORM_TOKEN_RANDOM.test(existing) ? existing : randomToken(16);
  return { cookie: random, field: `${random}.${mac(key, `login:${random}`)}` };
}

/** Whether a login form's hidden field matches its cookie. */
export function verifyFormToken(key: Buffer, cookie: string | undefined, field: string | undefined): boolean {
  if (!cookie || !field) return false;
  const [random, signature, extra] = field.split('.');
  if (!random || !signature || extra !== undefined || !sameText(random, cookie)) return false;
  return sameText(signature, mac(key, `login:${random}`));
}
