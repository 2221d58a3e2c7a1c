/**
 * The four cookies of a signed-in browser (names in src/contract/cookies.ts):
 * - qg_oauth_token, qg_oauth_refresh_token: readable by the SPA, which sends the access token as
 *   a bearer header and exchanges the refresh token at keepAlive.token;
 * - qg_session: HttpOnly, the signed session id (legacy pages and the CSRF binding);
 * - XSRF-TOKEN: readable, copied by the SPA into the X-XSRF-TOKEN header of non-GET requests.
 * All are SameSite=Lax, path `/`, and Secure when the request came over HTTPS. Written and read
 * with @fastify/cookie (registered in app.ts).
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, OAUTH_REFRESH_TOKEN_COOKIE, OAUTH_TOKEN_COOKIE, SESSION_COOKIE } from '../../contract/cookies';
import type { SigningKeys } from './keys';
import { createCsrfToken, signSessionId } from './signedValues';

/** Secure when the request came over HTTPS (request.protocol: behind a trusted proxy, X-Forwarded-Proto). */
const baseOptions = (request: FastifyRequest) => ({ path: '/', sameSite: 'lax', secure: request.protocol === 'https' }) as const satisfies CookieSerializeOptions;

/**
 * Max-Age (whole seconds, never negative) until `expiresAt`, and the matching Expires for
 * clients that ignore Max-Age.
 */
function lifetime(expiresAt: Date, now: Date): Pick<CookieSerializeOptions, 'maxAge' | 'expires'> {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  return { maxAge, expires: new Date(Date.now() + maxAge * 1000) };
}

/** Tokens to put in the two token cookies. */
export interface TokenCookieValues {
  accessToken: string;
  accessExpiresAt: Date;
  refreshToken: string;
  sessionExpiresAt: Date;
}

/** Sets the two token cookies (after sign-in and after every refresh). */
export function setTokenCookies(request: FastifyRequest, reply: FastifyReply, values: TokenCookieValues, now: Date): void {
  const options = baseOptions(request);
  reply.setCookie(OAUTH_TOKEN_COOKIE, values.accessToken, { ...options, httpOnly: false, ...lifetime(values.accessExpiresAt, now) });
  reply.setCookie(OAUTH_REFRESH_TOKEN_COOKIE, values.refreshToken, { ...options, httpOnly: false, ...lifetime(values.sessionExpiresAt, now) });
}

/**
 * Sets all four cookies of a new session.
 * @returns the XSRF token set (tests and the login page may need it).
 */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  keys: SigningKeys,
  sessionId: string,
  values: TokenCookieValues,
  now: Date,
): string {
  setTokenCookies(request, reply, values, now);
  const options = { ...baseOptions(request), ...lifetime(values.sessionExpiresAt, now) };
  const xsrf = createCsrfToken(keys.csrf, sessionId);
  reply.setCookie(SESSION_COOKIE, signSessionId(keys.cookie, sessionId), { ...options, httpOnly: true });
  reply.setCookie(CSRF_COOKIE, xsrf, { ...options, httpOnly: false });
  return xsrf;
}

/** Clears the four cookies (sign-out): empty, Max-Age=0 and expired, with the attributes they were set with. */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const options = baseOptions(request);
  for (const name of [OAUTH_TOKEN_COOKIE, OAUTH_REFRESH_TOKEN_COOKIE, CSRF_COOKIE]) reply.clearCookie(name, { ...options, httpOnly: false });
  reply.clearCookie(SESSION_COOKIE, { ...options, httpOnly: true });
}
