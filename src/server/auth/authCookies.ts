/**
 * The four cookies of a signed-in browser (names in src/contract/cookies.ts):
 * - qg_oauth_token, qg_oauth_refresh_token: readable by the SPA, which sends the access token as
 *   a bearer header and exchanges the refresh token at keepAlive.token;
 * - qg_session: HttpOnly, the signed session id (legacy pages and the CSRF binding);
 * - XSRF-TOKEN: readable, copied by the SPA into the X-XSRF-TOKEN header of non-GET requests.
 * All are SameSite=Strict and path `/`. When the platform is served over https
 * (`request.servedOverHttps`, http/servedOverHttps.ts) they are Secure and named
 * `__Host-<name>` (contract/cookies.ts `cookieName`), so no other host of the domain and no
 * plain-http answer can set or overwrite them; over plain http (local development, tests) they
 * keep their base names. Strict: no cross-site request, top-level navigations included, carries
 * them (ASVS 5.0 V3.3.1, V3.3.2); docs/security.md says what that means for links from e-mail.
 * Written and read with @fastify/cookie (registered in app.ts).
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieName, CSRF_COOKIE, OAUTH_REFRESH_TOKEN_COOKIE, OAUTH_TOKEN_COOKIE, SESSION_COOKIE } from '../../contract/cookies';
import type { SigningKeys } from './keys';
import { createCsrfToken, signSessionId } from './signedValues';

/** Path `/`, no Domain, SameSite=Strict; Secure when served over https (required by the `__Host-` prefix). */
const baseOptions = (request: FastifyRequest) => ({ path: '/', sameSite: 'strict', secure: request.servedOverHttps }) as const satisfies CookieSerializeOptions;

/** The name a session cookie has in this request's answer and in the requests that follow it. */
export const sessionCookieName = (request: FastifyRequest, base: string): string => cookieName(base, request.servedOverHttps);

/** A session cookie's value in a request, under the name the https rule gives it (never the other name). */
export const sessionCookieValue = (request: FastifyRequest, base: string): string | undefined => request.cookies[sessionCookieName(request, base)];

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
  reply.setCookie(sessionCookieName(request, OAUTH_TOKEN_COOKIE), values.accessToken, { ...options, httpOnly: false, ...lifetime(values.accessExpiresAt, now) });
  reply.setCookie(sessionCookieName(request, OAUTH_REFRESH_TOKEN_COOKIE), values.refreshToken, { ...options, httpOnly: false, ...lifetime(values.sessionExpiresAt, now) });
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
  reply.setCookie(sessionCookieName(request, SESSION_COOKIE), signSessionId(keys.cookie, sessionId), { ...options, httpOnly: true });
  reply.setCookie(sessionCookieName(request, CSRF_COOKIE), xsrf, { ...options, httpOnly: false });
  return xsrf;
}

/**
 * Clears the four cookies (sign-out): empty, Max-Age=0 and expired, under the names and with the
 * attributes they were set with (a `__Host-` cookie is only cleared by a Secure, Path=/ answer).
 */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const options = baseOptions(request);
  for (const name of [OAUTH_TOKEN_COOKIE, OAUTH_REFRESH_TOKEN_COOKIE, CSRF_COOKIE]) reply.clearCookie(sessionCookieName(request, name), { ...options, httpOnly: false });
  reply.clearCookie(sessionCookieName(request, SESSION_COOKIE), { ...options, httpOnly: true });
}
