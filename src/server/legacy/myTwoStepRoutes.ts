/**
 * My account's "Two-step sign-in" page: one GET, and one POST per form (enrol, new recovery
 * codes, turn off). A change that makes recovery codes answers them on its own page, once; the
 * others answer 303 back to the page; a refusal shows the page again (400) with its errors.
 * Signed in through the session cookie like the rest of My account; without a session the
 * browser goes to the login page, which returns here.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { localeForLanguage, type Locale } from '../../domain/locale';
import type { Principal } from '../auth/principal';
import { createFormToken, verifyFormToken } from '../auth/signedValues';
import { disableTwoStep, enrolTwoStep, renewRecoveryCodes, type TwoStepActor, type TwoStepChange, type TwoStepRefusal, twoStepStatus } from '../auth/twoStepSettings';
import type { AppContext } from '../context';
import type { FieldError } from './formParts';
import { TWO_STEP_TEXT, type TwoStepText } from './i18n/twoStepText';
import { renderDocument } from './layout';
import { legacyPrincipal } from './legacySession';
import { MY_ACCOUNT_FORM_COOKIE } from './myAccountRoutes';
import { LOGIN_PATH, MY_ACCOUNT_PATH, MY_TWO_STEP_DISABLE_PATH, MY_TWO_STEP_ENROL_PATH, MY_TWO_STEP_PATH, MY_TWO_STEP_RECOVERY_PATH } from './paths';
import { MyTwoStepPage, type MyTwoStepProps, RecoveryCodesPage } from './twoStepPages';
import { pendingEnrolment } from './twoStepSignInRoutes';
import { formCookieOptions } from './formCookie';

type Form = Partial<Record<string, string | string[]>>;
type TwoStepForm = 'enrol' | 'renew' | 'disable';

const text = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));
const localeOf = (principal: Principal): Locale => localeForLanguage(principal.languageCode);
const actorOf = (principal: Principal, request: FastifyRequest): TwoStepActor => ({ userId: principal.userId, accountId: principal.accountId, ip: request.ip });

/** A refusal's message in the page's language. */
const refusalText = (words: TwoStepText, refusal: TwoStepRefusal): string =>
  ({ wrongPassword: words.wrongPassword, locked: words.locked, wrongCode: words.wrongCode, expired: words.formExpired, required: words.required, state: words.changedElsewhere })[refusal.reason];

/** Registers the page and its three posts. */
export function registerMyTwoStepRoutes(app: FastifyInstance, context: AppContext): void {
  async function render(
    request: FastifyRequest,
    reply: FastifyReply,
    principal: Principal,
    status: number,
    page: { notice: string | null; errors: MyTwoStepProps['errors']; pending?: string },
  ): Promise<FastifyReply> {
    const state = await twoStepStatus(context.db, actorOf(principal, request));
    const user = { userId: principal.userId, userName: state.userName };
    const enrolment = state.enrolled ? null : ((page.pending ? await pendingEnrolment(context, user, page.pending) : null) ?? (await pendingEnrolment(context, user, null)));
    const token = createFormToken(context.keys.cookie, request.cookies[MY_ACCOUNT_FORM_COOKIE]);
    reply.setCookie(MY_ACCOUNT_FORM_COOKIE, token.cookie, formCookieOptions(request, MY_ACCOUNT_PATH));
    const html = renderDocument(createElement(MyTwoStepPage, { locale: localeOf(principal), formToken: token.field, ...state, enrolment, notice: page.notice, errors: page.errors }));
    return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  }

  const toLogin = (reply: FastifyReply) => reply.header('cache-control', 'no-store').redirect(`${LOGIN_PATH}?next=${encodeURIComponent(MY_TWO_STEP_PATH)}`, 303);

  app.get<{ Querystring: { done?: string } }>(MY_TWO_STEP_PATH, async (request, reply) => {
    const principal = await legacyPrincipal(context, request);
    if (!principal) return toLogin(reply);
    const notice = request.query.done === 'disabled' ? TWO_STEP_TEXT[localeOf(principal)].disabled : null;
    return render(request, reply, principal, 200, { notice, errors: null });
  });

  /** Registers one form's POST: signed in, a verified form token, then the change; recovery codes answer their own page. */
  function post(path: string, form: TwoStepForm, change: (principal: Principal, body: Form, request: FastifyRequest) => Promise<TwoStepChange>): void {
    app.post<{ Body: Form | undefined }>(path, async (request, reply) => {
      const principal = await legacyPrincipal(context, request);
      if (!principal) return toLogin(reply);
      const body = request.body ?? {};
      const words = TWO_STEP_TEXT[localeOf(principal)];
      const pending = form === 'enrol' ? text(body['pending']) : undefined;
      if (!verifyFormToken(context.keys.cookie, request.cookies[MY_ACCOUNT_FORM_COOKIE], text(body['formToken']))) {
        return render(request, reply, principal, 403, { notice: null, errors: { form, fields: [{ field: 'formToken', message: words.formExpired }] } });
      }
      const result = await change(principal, body, request);
      if (!result.ok) {
        const fields: FieldError[] = [{ field: result.field, message: refusalText(words, result) }];
        return render(request, reply, principal, 400, { notice: null, errors: { form, fields }, ...(pending ? { pending } : {}) });
      }
      if (result.recoveryCodes.length === 0) return reply.header('cache-control', 'no-store').redirect(`${MY_TWO_STEP_PATH}?done=disabled`, 303);
      const html = renderDocument(createElement(RecoveryCodesPage, { locale: localeOf(principal), codes: result.recoveryCodes, continueHref: MY_TWO_STEP_PATH }));
      return reply.code(200).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    });
  }

  post(MY_TWO_STEP_ENROL_PATH, 'enrol', (principal, body, request) =>
    enrolTwoStep(context, actorOf(principal, request), text(body['pending']), text(body['enrol-code']), text(body['currentPassword'])),
  );
  post(MY_TWO_STEP_RECOVERY_PATH, 'renew', (principal, body, request) => renewRecoveryCodes(context, actorOf(principal, request), text(body['currentPassword'])));
  post(MY_TWO_STEP_DISABLE_PATH, 'disable', (principal, body, request) =>
    disableTwoStep(context, actorOf(principal, request), text(body['currentPassword']), text(body['disable-code'])),
  );
}
