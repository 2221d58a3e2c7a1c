/**
 * What every route of the resource library page does first: find the signed-in user from the
 * SPA's session cookie (or send the browser to the login page, which returns here), check the
 * permission (or answer the 403 page), and issue or verify the page's double-submit form token.
 * The 403 and 404 pages speak the signed-in user's language.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createElement, type ReactElement } from 'react';
import { type Locale, localeForLanguage } from '../../../domain/locale';
import { hasAuthority, PERMISSIONS, type PermissionName } from '../../../domain/permissions';
import type { Principal } from '../../auth/principal';
import { createFormToken, verifyFormToken } from '../../auth/signedValues';
import type { AppContext } from '../../context';
import type { Actor } from '../../services/actor';
import { RESOURCE_LIBRARY_PAGES_TEXT } from '../i18n/resourceLibraryPagesText';
import { RESOURCE_LIBRARY_TEXT } from '../i18n/resourceLibraryText';
import { MessagePage, renderDocument } from '../layout';
import { legacyPrincipal } from '../legacySession';
import { HOME_PATH, LOGIN_PATH } from '../paths';
import { RESOURCE_LIBRARY_PATH } from './paths';
import { formCookieOptions } from '../formCookie';

/** The cookie half of the page's double-submit form token, sent back only under the page's path. */
export const RESOURCE_FORM_COOKIE = 'qg_resource_form';

/** The 403 page's message for a user whose role does not include the library, in US English. */
export const NO_LIBRARY = RESOURCE_LIBRARY_PAGES_TEXT.en_us.forbidden.noLibrary;

/** The 403 page's message for a user who may read the library but not change it, in US English. */
export const NO_MANAGING = RESOURCE_LIBRARY_PAGES_TEXT.en_us.forbidden.noManaging;

/** The 404 page's message for a document that is not in the user's account, in US English. */
export const NO_SUCH_DOCUMENT = RESOURCE_LIBRARY_PAGES_TEXT.en_us.notFound.message;

/** The signed-in user's language. */
export const localeOf = (principal: Principal): Locale => localeForLanguage(principal.languageCode);

/** The acting user of the services' calls. */
export const actorOf = (principal: Principal, request: FastifyRequest): Actor => ({ userId: principal.userId, accountId: principal.accountId, ip: request.ip });

/** Whether the user may add and delete documents. */
export const canManage = (principal: Principal): boolean => hasAuthority(principal.permissions, [PERMISSIONS.RESOURCE_LIBRARY_MANAGE]);

/** Sends a rendered page. */
export const sendPage = (reply: FastifyReply, status: number, page: ReactElement): FastifyReply =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderDocument(page));

/** A 303 to a page of the site (after a successful post, or to the login page). */
export const seeOther = (reply: FastifyReply, location: string): FastifyReply => reply.header('cache-control', 'no-store').redirect(location, 303);

/** The 404 page of a document not in the user's account, in the user's language. */
export function sendNoSuchDocument(reply: FastifyReply, locale: Locale): FastifyReply {
  const text = RESOURCE_LIBRARY_PAGES_TEXT[locale].notFound;
  const link = { href: RESOURCE_LIBRARY_PATH, text: text.back };
  return sendPage(reply, 404, createElement(MessagePage, { title: text.title, message: text.message, link, locale, skipLink: RESOURCE_LIBRARY_TEXT[locale].skipLink }));
}

/** A fresh form token: sets its cookie half and answers the hidden field's value. */
export function issueFormToken(context: AppContext, request: FastifyRequest, reply: FastifyReply): string {
  const token = createFormToken(context.keys.cookie, request.cookies[RESOURCE_FORM_COOKIE]);
  reply.setCookie(RESOURCE_FORM_COOKIE, token.cookie, formCookieOptions(request, RESOURCE_LIBRARY_PATH));
  return token.field;
}

/** Whether a post carries the hidden field matching its form cookie. */
export const formTokenVerified = (context: AppContext, request: FastifyRequest, field: string): boolean =>
  verifyFormToken(context.keys.cookie, request.cookies[RESOURCE_FORM_COOKIE], field);

/**
 * The signed-in principal allowed on the route, or `null` once the reply was sent: a 303 to the
 * login page (which returns to `returnTo`) without a live session, the 403 page (in the user's
 * language) without `needs`.
 */
export async function allowedPrincipal(context: AppContext, request: FastifyRequest, reply: FastifyReply, returnTo: string, needs: PermissionName): Promise<Principal | null> {
  const principal = await legacyPrincipal(context, request);
  if (!principal) {
    await seeOther(reply, `${LOGIN_PATH}?next=${encodeURIComponent(returnTo)}`);
    return null;
  }
  if (!hasAuthority(principal.permissions, [needs])) {
    const locale = localeOf(principal);
    const text = RESOURCE_LIBRARY_PAGES_TEXT[locale].forbidden;
    const message = needs === PERMISSIONS.RESOURCE_LIBRARY_MANAGE ? text.noManaging : text.noLibrary;
    const { title, skipLink } = RESOURCE_LIBRARY_TEXT[locale];
    await sendPage(reply, 403, createElement(MessagePage, { title, message, link: { href: HOME_PATH, text: text.back }, locale, skipLink }));
    return null;
  }
  return principal;
}
