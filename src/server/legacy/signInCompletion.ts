/**
 * What the sign-in pages share: the login form's double-submit cookie, and the end of a
 * completed sign-in (after the password, or after the second step), which sets the session's cookies.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setSessionCookies } from '../auth/authCookies';
import { sessionIdFromCookie } from '../auth/authenticate';
import { setPreferencesCookie } from '../auth/preferencesCookie';
import { revokeSession } from '../auth/sessions';
import type { SignedIn } from '../auth/signIn';
import type { AppContext } from '../context';
import { userPreferences } from '../services/account/service';
import { LOGIN_PATH } from './paths';
import { formCookieOptions } from './formCookie';

/** The cookie half of the login form's double-submit token (its pages below the login path read it too). */
export const FORM_COOKIE = 'qg_login_form';

/**
 * Sets the cookies of a session that has just started: the token, refresh, session and CSRF
 * cookies and the preferences cookie; ends the browser's previous session (a browser holds one
 * session: signing in again, perhaps as someone else, ends the earlier one); clears the form cookie.
 */
export async function establishSession(context: AppContext, request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn): Promise<void> {
  const previous = sessionIdFromCookie(context, request);
  if (previous) await revokeSession(context.db, previous, context.clock());
  const now = context.clock();
  setSessionCookies(request, reply, context.keys, signedIn.sessionId, signedIn.tokens, now);
  const sessionSeconds = (signedIn.tokens.sessionExpiresAt.getTime() - now.getTime()) / 1000;
  setPreferencesCookie(request, reply, await userPreferences(context.db, signedIn.userId), sessionSeconds);
  reply.clearCookie(FORM_COOKIE, formCookieOptions(request, LOGIN_PATH));
}
