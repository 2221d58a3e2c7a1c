/**
 * The signed-in user of a legacy page, from the HttpOnly session cookie alone: the page is
 * reached by a plain link, often after the SPA's short-lived access token has expired, while the
 * session it belongs to is still live.
 */
import type { FastifyRequest } from 'fastify';
import { sessionIdFromCookie, sessionLimits } from '../auth/authenticate';
import type { Principal } from '../auth/principal';
import { loadPrincipal } from '../auth/sessions';
import type { AppContext } from '../context';
import { sessionStore } from '../db/platform/sessions';

/**
 * The principal of the request's session cookie. Like every authentication it records no
 * activity: only the SPA's keep-alive ping keeps a session alive.
 * @returns the principal, or `null` when there is no signed session cookie or its session is not live.
 */
export async function legacyPrincipal(context: AppContext, request: FastifyRequest): Promise<Principal | null> {
  const sessionId = sessionIdFromCookie(context, request);
  if (!sessionId) return null;
  const userId = await sessionStore(context.db).userOfSession(sessionId);
  if (userId === null) return null;
  return loadPrincipal(context.db, sessionId, userId, context.clock(), sessionLimits(context));
}
