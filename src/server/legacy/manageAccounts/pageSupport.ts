/**
 * What every route of the manage-accounts page does first: find the signed-in user from the
 * SPA's session cookie (or send the browser to the login page, which returns here), check the
 * permission (or answer the 403 page), and, for a post, verify the double-submit form token.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createElement, type ReactElement } from 'react';
import { type Locale, localeForLanguage } from '../../../domain/locale';
import { hasAuthority, PERMISSIONS, type PermissionName } from '../../../domain/permissions';
import type { Principal } from '../../auth/principal';
import { createFormToken, verifyFormToken } from '../../auth/signedValues';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { repositories, type Repositories } from '../../db/repositories';
import { HttpProblem } from '../../http/problems';
import type { Actor } from '../../services/actor';
import { FORM_PARTS_TEXT } from '../i18n/formPartsText';
import { MANAGE_ACCOUNTS_TEXT } from '../i18n/manageAccountsText';
import { MessagePage, renderDocument } from '../layout';
import { legacyPrincipal } from '../legacySession';
import { HOME_PATH, LOGIN_PATH } from '../paths';
import type { FieldError } from '../formParts';
import { refusalFieldErrors } from './fieldErrors';
import { MANAGE_ACCOUNTS_PATH } from './paths';

/** The cookie half of the page's double-submit form token, sent back only under the page's path. */
export const MANAGE_ACCOUNTS_FORM_COOKIE = 'qg_manage_accounts_form';

/** The language the pages speak to a signed-in user: their own. */
export const localeOf = (principal: Principal): Locale => localeForLanguage(principal.languageCode);

/** A posted form's fields as @fastify/formbody parses them. */
export type Form = Partial<Record<string, string | string[]>>;

/** A form value as one text (the first of repeated fields; blank when absent). */
export const text = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

/** What the signed-in user may do on the page. */
export interface ManageRights {
  users: boolean;
  settings: boolean;
}

/** The rights of a principal: the same permission names the services check. */
export const rightsOf = (principal: Principal): ManageRights => ({
  users: hasAuthority(principal.permissions, [PERMISSIONS.ACCOUNT_USERS_MANAGE]),
  settings: hasAuthority(principal.permissions, [PERMISSIONS.ACCOUNT_SETTINGS_EDIT]),
});

/** The acting user of the services' calls. */
export const actorOf = (principal: Principal, request: FastifyRequest): Actor => ({ userId: principal.userId, accountId: principal.accountId, ip: request.ip });

/** The repositories of the administrator's account over `db` (a transaction for a change). */
export const reposOf = (db: Db, principal: Principal): Repositories => repositories(db, { accountId: principal.accountId, userId: principal.userId });

/** Sends a rendered page. */
export const sendPage = (reply: FastifyReply, status: number, page: ReactElement): FastifyReply =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderDocument(page));

/** A 303 to a page of the site (after a successful post, or to the login page). */
export const seeOther = (reply: FastifyReply, location: string): FastifyReply => reply.header('cache-control', 'no-store').redirect(location, 303);

/** A fresh form token: sets its cookie half and answers the hidden field's value. */
export function issueFormToken(context: AppContext, request: FastifyRequest, reply: FastifyReply): string {
  const token = createFormToken(context.keys.cookie, request.cookies[MANAGE_ACCOUNTS_FORM_COOKIE]);
  reply.setCookie(MANAGE_ACCOUNTS_FORM_COOKIE, token.cookie, { path: MANAGE_ACCOUNTS_PATH, httpOnly: true, sameSite: 'strict', secure: request.servedOverHttps });
  return token.field;
}

/** Whether a post carries the hidden field matching its form cookie. */
export const formTokenVerified = (context: AppContext, request: FastifyRequest, form: Form): boolean =>
  verifyFormToken(context.keys.cookie, request.cookies[MANAGE_ACCOUNTS_FORM_COOKIE], text(form['formToken']));

/** The error of a post whose form token did not verify (an old tab, or a cross-site post). */
export const formTokenError = (locale: Locale): FieldError => ({ field: 'formToken', message: FORM_PARTS_TEXT[locale].formExpired });

/**
 * The signed-in principal allowed on the route, or `null` once the reply was sent: a 303 to the
 * login page (which returns to `returnTo`) without a live session, the 403 page without any of
 * `needs`.
 */
export async function allowedPrincipal(context: AppContext, request: FastifyRequest, reply: FastifyReply, returnTo: string, needs: readonly PermissionName[]): Promise<Principal | null> {
  const principal = await legacyPrincipal(context, request);
  if (!principal) {
    await seeOther(reply, `${LOGIN_PATH}?next=${encodeURIComponent(returnTo)}`);
    return null;
  }
  if (!hasAuthority(principal.permissions, needs)) {
    const locale = localeOf(principal);
    const text = MANAGE_ACCOUNTS_TEXT[locale];
    await sendPage(reply, 403, createElement(MessagePage, { title: text.title, message: text.notAllowed, link: { href: HOME_PATH, text: text.backToHome }, locale, skipLink: text.skipLink }));
    return null;
  }
  return principal;
}

/**
 * A service's refusal as the form's errors in `locale` and the page's status: the problem's field
 * errors, or its detail as an error of no field.
 * @returns `null` for a problem a form cannot show (a 404 is the page's own answer).
 */
export function refusalOf(error: unknown, locale: Locale): { status: number; fields: FieldError[] } | null {
  if (!(error instanceof HttpProblem) || error.code === 'notFound') return null;
  const details = error.toProblem();
  const fields = details.errors && details.errors.length > 0 ? details.errors : [{ field: '', message: details.detail ?? details.title }];
  return { status: details.status, fields: refusalFieldErrors(locale, error, fields) };
}
