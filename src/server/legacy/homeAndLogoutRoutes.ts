/**
 * The legacy home page and the logout confirmation. Both read the SPA's session from its
 * HttpOnly session cookie, so signing out here signs out the SPA too (its keep-alive then finds
 * the session gone), and both accept the page-refresh flag (`?pageRefresh=true`) and ignore it.
 *
 * Only the confirmed POST ends a session (ASVS 5.0 V3.5.3: a GET, which any link, image or
 * prefetch can send, changes nothing). The SPA ends its session itself (keepAlive.signOut) and
 * then opens this page, which finds no session and lands on the login page with the logout flag
 * (spec §2); a browser that still has a session is asked "Sign out?".
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { recordAudit } from '../audit/auditLog';
import { clearSessionCookies } from '../auth/authCookies';
import { clearSiteData } from '../auth/clearSiteData';
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
import { formCookieOptions } from './formCookie';

/** The cookie half of the logout form's double-submit token. */
const LOGOUT_FORM_COOKIE = 'qg_logout_form';

/** Where a sign-out lands: the login page with the logout flag (config.json `qgLegacy.logoutParam`). */
const SIGNED_OUT_PATH = `${LOGIN_PATH}?logout=true`;

const sendHtml = (reply: FastifyReply, status: number, html: string): FastifyReply =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

/** Where a browser without a live session lands: the login page with the logout flag, its stale session cookies cleared. */
function toSignedOut(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  clearSessionCookies(request, reply);
  return reply.header('cache-control', 'no-store').redirect(SIGNED_OUT_PATH, 303);
}

/**
 * The confirmed sign-out: ends the principal's session, records it, clears the four cookies,
 * tells the browser to clear the site's cookies and storage, and goes to the login page.
 */
async function signOut(context: AppContext, request: FastifyRequest, reply: FastifyReply, principal: Principal | null): Promise<FastifyReply> {
  if (principal) {
    const now = context.clock();
    // The revocation and its audit row commit together.
    await context.db.transaction(async (tx) => {
      await revokeSession(tx, principal.sessionId, now);
      await recordAudit(
        tx,
        { userId: principal.userId, accountId: principal.accountId, ip: request.ip },
        { action: 'auth.signOut', entity: 'user', entityId: principal.userId, requestId: String(request.id) },
        now,
      );
    });
  }
  clearSiteData(reply);
  return toSignedOut(request, reply);
}

function renderLogout(context: AppContext, request: FastifyRequest, reply: FastifyReply, status: number, locale: Locale, formExpired: boolean): FastifyReply {
  const token = createFormToken(context.keys.cookie, request.cookies[LOGOUT_FORM_COOKIE]);
  reply.setCookie(LOGOUT_FORM_COOKIE, token.cookie, formCookieOptions(request, LOGOUT_PATH));
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
    // Nothing left to confirm: the session already ended (the SPA ended it, or a limit did) — land on login.
    if (!principal) return toSignedOut(request, reply);
    return renderLogout(context, request, reply, 200, localeForLanguage(principal.languageCode), false);
  });

  app.post<{ Body: Partial<Record<'formToken', string | string[]>> | undefined }>(LOGOUT_PATH, async (request, reply) => {
    const field = request.body?.formToken;
    const formToken = Array.isArray(field) ? field[0] : field;
    if (!verifyFormToken(context.keys.cookie, request.cookies[LOGOUT_FORM_COOKIE], formToken)) {
      const principal = await legacyPrincipal(context, request);
      return renderLogout(context, request, reply, 403, principal ? localeForLanguage(principal.languageCode) : requestLocale(request, undefined), true);
    }
    reply.clearCookie(LOGOUT_FORM_COOKIE, formCookieOptions(request, LOGOUT_PATH));
    return signOut(context, request, reply, await legacyPrincipal(context, request));
  });
}
