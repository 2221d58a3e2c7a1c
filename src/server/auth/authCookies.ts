/**
 * The four cookies of a signed-in browser (names in src/contract/cookies.ts):
 * - qg_oauth_token, qg_oauth_refresh_token: readable by the SPA, which sends the access token as
 *   a bearer header and exchanges the refresh token at keepAlive.token;
 * - qg_session: HttpOnly, the signed session id (legacy pages and the CSRF binding);
 * - XSRF-TOKEN: readable, copied by the SPA into the X-XSRF-TOKEN header of non-GET requests.
 * All are SameSite=Lax, path `/`, and Secure when the request came over HTTPS.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, OAUTH_REFRESH_TOKEN_COOKIE, OAUTH_TOKEN_COOKIE, SESSION_COOKIE } from '../../contract/cookies';
import { clearCookie, setCookie } from '../http/cookies';
import type { SigningKeys } from './keys';
import { createCsrfToken, signSessionId } from './signedValues';

const baseOptions = (request: FastifyRequest) =>
  ({ path: '/', sameSite: 'lax', secure: request.protocol === 'https' }) as const;

const secondsUntil = (date: Date, now: Date): number => Math.max(0, Math.floor((date.getTime() - now.getTime()) / 1000));

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
  setCookie(reply, OAUTH_TOKEN_COOKIE, values.accessToken, { ...options, httpOnly: false, maxAge: secondsUntil(values.accessExpiresAt, now) });
  setCookie(reply, OAUTH_REFRESH_TOKEN_COOKIE, values.refreshToken, {
    ...options,
    httpOnly: false,
    maxAge: secondsUntil(values.sessionExpiresAt, now),
  });
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
  const options = baseOptions(request);
  const maxAge = secondsUntil(values.sessionExpiresAt, now);
  const xsrf = createCsrfToken(keys.csrf, sessionId);
  setCookie(reply, SESSION_COOKIE, signSessionId(keys.cookie, sessionId), { ...options, httpOnly: true, maxAge });
  setCookie(reply, CSRF_COOKIE, xsrf, { ...options, httpOnly: false, maxAge });
  return xsrf;
}

/** Clears the four cookies (sign-out). */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const options = baseOptions(request);
  for (const name of [OAUTH_TOKEN_COOKIE, OAUTH_REFRESH_TOKEN_COOKIE, SESSION_COOKIE, CSRF_COOKIE]) clearCookie(reply, name, options);
}
