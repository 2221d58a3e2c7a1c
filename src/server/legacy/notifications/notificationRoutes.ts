/**
 * The legacy notifications list: one GET, and three form posts (mark one read, mark all read,
 * open one) that answer 303 (POST/redirect/GET). It shares the SPA's session; without one it
 * sends the browser to the login page, which returns here. Its pages speak the user's language.
 * The page-refresh flag is ignored.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { ValidationError } from 'yup';
import { type NotificationListQuery, notificationListQuerySchema } from '../../../contract/services/notifications';
import { bcp47, type Locale, localeForLanguage } from '../../../domain/locale';
import type { Principal } from '../../auth/principal';
import { createFormToken, verifyFormToken } from '../../auth/signedValues';
import type { AppContext } from '../../context';
import { HttpProblem } from '../../http/problems';
import { userPreferences } from '../../services/account/service';
import { repositories, type Repositories } from '../../db/repositories';
import { findNotification, listNotifications, markAllNotificationsRead, markNotificationRead } from '../../services/notifications/service';
import { NOTIFICATIONS_TEXT } from '../i18n/notificationsText';
import { MessagePage, renderDocument } from '../layout';
import { legacyPrincipal } from '../legacySession';
import { LOGIN_PATH } from '../paths';
import { safeNextPath } from '../safeRedirect';
import { DONE_FLAGS, type DoneFlag, type ListView, listPath, MARK_ALL_READ_PATH, MARK_READ_ROUTE, NOTIFICATIONS_PATH, OPEN_ROUTE } from './notificationPaths';
import { NotificationsPage } from './notificationsPage';
import { formCookieOptions } from '../formCookie';

/** The cookie half of the page's double-submit form token, sent back only under the page's path. */
export const NOTIFICATIONS_FORM_COOKIE = 'qg_notifications_form';

/** The message, in US English, of the page shown when a notification's stored link is not a path on this site. */
export const UNSAFE_LINK_MESSAGE = NOTIFICATIONS_TEXT.en_us.linkNotOpenedMessage;

type Form = Partial<Record<string, string | string[]>>;

const text = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

// The page reads as the signed-in user, through the repositories of their account.
const reposOf = (context: AppContext, principal: Principal): Repositories =>
  repositories(context.db, { accountId: principal.accountId, userId: principal.userId });

const localeOf = (principal: Principal): Locale => localeForLanguage(principal.languageCode);

const sendHtml = (reply: FastifyReply, status: number, html: string): FastifyReply =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

/**
 * The view a query or a posted form names, checked with the contract's schema; anything it
 * refuses (a page "abc") shows the first page rather than an error, as a hand-edited address should.
 */
function viewOf(values: { page?: string; unread?: string }): ListView {
  try {
    const query: NotificationListQuery = notificationListQuerySchema.validateSync({ page: values.page || undefined, unreadOnly: values.unread || undefined });
    return { page: query.page ?? 1, unreadOnly: query.unreadOnly ?? false };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { page: 1, unreadOnly: false };
  }
}

const doneOf = (value: string | undefined): DoneFlag | null => DONE_FLAGS.find((flag) => flag === value) ?? null;

/** The notification id of a post's path, or null when it is not a positive whole number. */
const idOf = (value: string): number | null => (/^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null);

/** Registers the page and its form posts. */
export function registerNotificationRoutes(app: FastifyInstance, context: AppContext): void {
  async function render(request: FastifyRequest, reply: FastifyReply, principal: Principal, status: number, view: ListView, page: { done: DoneFlag | null; formExpired: boolean }): Promise<FastifyReply> {
    const list = await listNotifications(reposOf(context, principal), { page: view.page, unreadOnly: view.unreadOnly });
    const lastPage = Math.max(1, Math.ceil(list.total / list.pageSize));
    // A page past the end (the last unread ones were just read): the last page that has any.
    if (status === 200 && view.page > lastPage) return reply.header('cache-control', 'no-store').redirect(listPath({ ...view, page: lastPage }, page.done ? { done: page.done } : {}), 303);
    const preferences = await userPreferences(context.db, principal.userId);
    const token = createFormToken(context.keys.cookie, request.cookies[NOTIFICATIONS_FORM_COOKIE]);
    reply.setCookie(NOTIFICATIONS_FORM_COOKIE, token.cookie, formCookieOptions(request, NOTIFICATIONS_PATH));
    const locale = localeOf(principal);
    // The date keeps the user's own format; the time of day and month names follow the language.
    const instantFormat = { datePattern: preferences.dateFormat.dateFormatCode, timeZone: preferences.timeZone.timeZoneCode, localeTag: bcp47(locale) };
    return sendHtml(reply, status, renderDocument(createElement(NotificationsPage, { locale, formToken: token.field, list, view, instantFormat, done: page.done, formExpired: page.formExpired })));
  }

  const toLogin = (reply: FastifyReply) => reply.header('cache-control', 'no-store').redirect(`${LOGIN_PATH}?next=${encodeURIComponent(NOTIFICATIONS_PATH)}`, 303);
  const back = (reply: FastifyReply, view: ListView, done: DoneFlag) => reply.header('cache-control', 'no-store').redirect(listPath(view, { done }), 303);
  const notFoundPage = (reply: FastifyReply, locale: Locale) => {
    const words = NOTIFICATIONS_TEXT[locale];
    const page = createElement(MessagePage, { title: words.notFoundTitle, message: words.notFoundMessage, link: { href: NOTIFICATIONS_PATH, text: words.backToNotifications }, locale, skipLink: words.skipLink });
    return sendHtml(reply, 404, renderDocument(page));
  };

  app.get<{ Querystring: { page?: string; unread?: string; done?: string } }>(NOTIFICATIONS_PATH, async (request, reply) => {
    const principal = await legacyPrincipal(context, request);
    if (!principal) return toLogin(reply);
    return render(request, reply, principal, 200, viewOf(request.query), { done: doneOf(request.query.done), formExpired: false });
  });

  /** Registers one form's POST: signed in, a verified form token, then `handle` with the path's id (if any) and the view to come back to. */
  function post(path: string, handle: (principal: Principal, idText: string, view: ListView, reply: FastifyReply) => Promise<FastifyReply>): void {
    app.post<{ Body: Form | undefined; Params: { id?: string } }>(path, async (request, reply) => {
      const principal = await legacyPrincipal(context, request);
      if (!principal) return toLogin(reply);
      const form = request.body ?? {};
      const view = viewOf({ page: text(form.page), unread: text(form.unread) });
      if (!verifyFormToken(context.keys.cookie, request.cookies[NOTIFICATIONS_FORM_COOKIE], text(form.formToken))) {
        return render(request, reply, principal, 403, view, { done: null, formExpired: true });
      }
      return handle(principal, request.params.id ?? '', view, reply);
    });
  }

  /** Marks the notification read; answers null when the user has none of that id (another user's included). */
  async function markRead(principal: Principal, idText: string) {
    const id = idOf(idText);
    if (id === null) return null;
    try {
      return await markNotificationRead(reposOf(context, principal), id, context.clock());
    } catch (error) {
      if (error instanceof HttpProblem && error.code === 'notFound') return null;
      throw error;
    }
  }

  post(MARK_READ_ROUTE, async (principal, idText, view, reply) => {
    const item = await markRead(principal, idText);
    return item ? back(reply, view, 'read') : notFoundPage(reply, localeOf(principal));
  });

  post(OPEN_ROUTE, async (principal, idText, view, reply) => {
    const id = idOf(idText);
    const found = id === null ? null : await findNotification(reposOf(context, principal), id);
    if (!found) return notFoundPage(reply, localeOf(principal));
    // Checked before anything changes: a refused link leaves the notification as it was. Links
    // are written by our producers, but a stored value is still never a redirect to elsewhere.
    if (found.link === null || safeNextPath(found.link) !== found.link) {
      const locale = localeOf(principal);
      const words = NOTIFICATIONS_TEXT[locale];
      const page = createElement(MessagePage, { title: words.linkNotOpenedTitle, message: words.linkNotOpenedMessage, link: { href: listPath(view), text: words.backToNotifications }, locale, skipLink: words.skipLink });
      return sendHtml(reply, 400, renderDocument(page));
    }
    const item = await markRead(principal, idText);
    return item ? reply.header('cache-control', 'no-store').redirect(found.link, 303) : notFoundPage(reply, localeOf(principal));
  });

  post(MARK_ALL_READ_PATH, async (principal, _idText, view, reply) => {
    await markAllNotificationsRead(reposOf(context, principal), context.clock());
    return back(reply, view, 'allRead');
  });
}
