/**
 * Who is calling: the access token (an `Authorization: Bearer` header, or, when there is no
 * header, the qg_oauth_token cookie, so a plain link can download a PDF), checked against its
 * live session. And whether a state-changing request carries a valid CSRF token. Cookies are
 * read from request.cookies (@fastify/cookie, registered in app.ts) under the names of the https
 * rule (`__Host-` over https): an unprefixed cookie is ignored there.
 */
import type { FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, OAUTH_TOKEN_COOKIE, SESSION_COOKIE } from '../../contract/cookies';
import type { AppContext } from '../context';
import { verifyAccessToken } from './accessTokens';
import { sessionCookieValue } from './authCookies';
import type { Principal } from './principal';
import { loadPrincipal, type SessionLimits } from './sessions';
import { readSessionCookie, verifyCsrfToken } from './signedValues';

/** The session limits of the server settings. */
export const sessionLimits = (context: AppContext): SessionLimits => ({
  idleMs: (context.config.sessionIdleSeconds ?? context.config.sessionIdleMinutes * 60) * 1000,
  absoluteHours: context.config.sessionAbsoluteHours,
});

/**
 * The access token a request presents: the bearer header when there is an Authorization header
 * (another scheme presents none), else the token cookie.
 */
export function presentedAccessToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match?.[1] ?? null;
  }
  return sessionCookieValue(request, OAUTH_TOKEN_COOKIE) || null;
}

/** The session id of the request's (signed) session cookie, or `null`. */
export const sessionIdFromCookie = (context: AppContext, request: FastifyRequest): string | null =>
  readSessionCookie(context.keys.cookie, sessionCookieValue(request, SESSION_COOKIE));

/** Whether the request carries a session cookie at all (signed or not). */
export const hasSessionCookie = (request: FastifyRequest): boolean => Boolean(sessionCookieValue(request, SESSION_COOKIE));

/**
 * Authenticates a request. It never records activity: a call the SPA makes in the background
 * (a poll, a reload of a list) must not keep an abandoned session alive; keepAlive.ping does that.
 * @returns the principal, or `null` when there is no valid token or its session is not live.
 */
export async function authenticate(context: AppContext, request: FastifyRequest): Promise<Principal | null> {
  const token = presentedAccessToken(request);
  if (!token) return null;
  const now = context.clock();
  const claims = await verifyAccessToken(context.keys.jwt, token, now);
  if (!claims) return null;
  const limits = sessionLimits(context);
  const principal = await loadPrincipal(context.db, claims.sessionId, claims.userId, now, limits);
  if (!principal || principal.accountId !== claims.accountId) return null;
  return principal;
}

/**
 * The double-submit CSRF check: the X-XSRF-TOKEN header must equal the XSRF-TOKEN cookie and
 * its HMAC must verify for the caller's session, so a token stolen from another session or
 * forged without the server key fails.
 */
export function csrfTokenValid(context: AppContext, request: FastifyRequest, sessionId: string): boolean {
  const header = request.headers[CSRF_HEADER.toLowerCase()];
  const cookie = sessionCookieValue(request, CSRF_COOKIE);
  if (typeof header !== 'string' || !cookie || header !== cookie) return false;
  return verifyCsrfToken(context.keys.csrf, sessionId, header);
}
