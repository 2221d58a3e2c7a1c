/**
 * The legacy home page and the logout confirmation. Both read the SPA's session from its
 * HttpOnly session cookie, so signing out here signs out the SPA too (its keep-alive then finds
 * the session gone), and both accept the page-refresh flag (`?pageRefresh=true`) and ignore it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { OAUTH_REFRESH_TOKEN_COOKIE } from '../../contract/cookies';
import { recordAudit } from '../audit/auditLog';
import { clearSessionCookies } from '../auth/authCookies';
import type { Principal } from '../auth/principal';
import { revokeSession } from '../auth/sessions';
import { createFormToken, verifyFormToken } from '../auth/signedValues';
import type { AppContext } from '../context';
import { homeLinks } from './homeLinks';
import { HomePage } from './homePage';
import { renderDocument } from './layout';
import { legacyPrincipal } from './legacySession';
import { LogoutPage } from './logoutPage';
import { requestLocale } from './i18n/requestLocale';
import { type Locale, localeForLanguage } from '../../domain/locale';
import { HOME_PATH, LOGIN_PATH, LOGOUT_PATH } from './paths';

/** The cookie half of the logout form's double-submit token. */
const LOGOUT_FORM_COOKIE = 'qg_logout_form';

/** Where a sign-out lands: the login page with the logout flag (config.json `qgLegacy.logoutParam`). */
const SIGNED_OUT_PATH = `${LOGIN_PATH}?logout=true`;

/** The form cookie: only sent back to the logout page, never to scripts or from other sites. */
const formCookieOptions = (request: FastifyRequest) =>
  ({ path: LOGOUT_PATH, httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https' }) as const;

const sendHtml = (reply: FastifyReply, status: number, html: string): FastifyReply =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

/**
 * Whether the SPA itself sent the browser here to end the session: the SPA removes its token
 * cookies before it opens this page (at its Sign out button, at the idle limit, and when another
 * tab signed out), whereas a browser that still works in the platform holds the refresh-token
 * cookie for the whole session. A request from another site never counts, so a link elsewhere
 * cannot sign anybody out.
 */
function spaHandedOff(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  return !request.cookies[OAUTH_REFRESH_TOKEN_COOKIE];
}

/** Ends the principal's session, records it, clears the four cookies and goes to the login page. */
async function signOut(context: AppContext, request: FastifyRequest, reply: FastifyReply, principal: Principal | null): Promise<FastifyReply> {
  if (principal) {
    const now = context.clock();
    await revokeSession(context.db, principal.sessionId, now);
    await recordAudit(
      context.db,
      { userId: principal.userId, accountId: principal.accountId, ip: request.ip },
      { action: 'auth.signOut', entity: 'user', entityId: principal.userId },
      now,
    );
  }
  clearSessionCookies(request, reply);
  return reply.header('cache-control', 'no-store').redirect(SIGNED_OUT_PATH, 303);
}

function renderLogout(context: AppContext, request: FastifyRequest, reply: FastifyReply, status: number, locale: Locale, formExpired: boolean): FastifyReply {
  const token = createFormToken(context.keys.cookie, request.cookies[LOGOUT_FORM_COOKIE]);
  reply.setCookie(LOGOUT_FORM_COOKIE, token.cookie, formCookieOptions(request));
  return sendHtml(reply, status, renderDocument(createElement(LogoutPage, { locale, formToken: token.field, formExpired })));
}

/** Registers the home page and the logout confirmation. */
export function registerHomeAndLogoutRoutes(app: FastifyInstance, context: AppContext): void {
  app.get(HOME_PATH, async (request, reply) => {
    const principal = await legacyPrincipal(context, request);
    if (!principal) return reply.header('cache-control', 'no-store').redirect(`${LOGIN_PATH}?next=${encodeURIComponent(HOME_PATH)}`, 303);
    const locale = localeForLanguage(principal.languageCode);
    const links = homeLinks(principal.permissions, locale);
    return sendHtml(reply, 200, renderDocument(createElement(HomePage, { locale, displayName: principal.displayName, ...links })));
  });

  app.get(LOGOUT_PATH, async (request, reply) => {
    const principal = await legacyPrincipal(context, request);
    // Nothing left to confirm: the session already ended (or the SPA ended it) — land on login.
    if (!principal || spaHandedOff(request)) return signOut(context, request, reply, principal);
    return renderLogout(context, request, reply, 200, localeForLanguage(principal.languageCode), false);
  });

  app.post<{ Body: Partial<Record<'formToken', string | string[]>> | undefined }>(LOGOUT_PATH, async (request, reply) => {
    const field = request.body?.formToken;
    const formToken = Array.isArray(field) ? field[0] : field;
    if (!verifyFormToken(context.keys.cookie, request.cookies[LOGOUT_FORM_COOKIE], formToken)) {
      const principal = await legacyPrincipal(context, request);
      return renderLogout(context, request, reply, 403, principal ? localeForLanguage(principal.languageCode) : requestLocale(request, undefined), true);
    }
    reply.clearCookie(LOGOUT_FORM_COOKIE, formCookieOptions(request));
    return signOut(context, request, reply, await legacyPrincipal(context, request));
  });
}
