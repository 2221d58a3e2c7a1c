/**
 * The feedback legacy page: a GET with the form (about the screen a link names in `?screen=`), a
 * POST that stores the feedback through the feedback service and answers 303 to the thank-you
 * page, or the form again (400) with its errors. It shares the SPA's session; without one it
 * sends the browser to the login page, which returns here. A user whose role may not send
 * feedback gets the 403 page. Every page speaks the user's language, the shared rule's refusals
 * included. The page-refresh flag is ignored.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement, type ReactElement } from 'react';
import { ValidationError } from 'yup';
import { submitFeedback as submitFeedbackOperation } from '../../../contract/services/feedback';
import { type FeedbackSubmission, feedbackSubmissionSchema } from '../../../domain/feedback';
import { type Locale, localeForLanguage } from '../../../domain/locale';
import { hasAuthority, PERMISSIONS } from '../../../domain/permissions';
import type { Principal } from '../../auth/principal';
import { createFormToken, verifyFormToken } from '../../auth/signedValues';
import type { AppContext } from '../../context';
import { asOperation } from '../asOperation';
import { submitFeedback } from '../../services/feedback/service';
import { FEEDBACK_TEXT } from '../i18n/feedbackText';
import { feedbackRefusalText } from '../i18n/feedbackValidationText';
import { MessagePage, renderDocument } from '../layout';
import { legacyPrincipal } from '../legacySession';
import type { FieldError } from '../formParts';
import { HOME_PATH, LOGIN_PATH } from '../paths';
import { emptyFeedbackForm, type FeedbackFormValues, FeedbackPage, FeedbackThankYouPage } from './feedbackPage';
import { FEEDBACK_PATH, FEEDBACK_SENT_PATH } from './paths';
import { formCookieOptions } from '../formCookie';

/** The cookie half of the form's double-submit token, sent back only under the page's path. */
export const FEEDBACK_FORM_COOKIE = 'qg_feedback_form';

/** The message, in US English, of a post whose form token did not verify (an old tab, or a cross-site post). */
export const FEEDBACK_FORM_EXPIRED = FEEDBACK_TEXT.en_us.formExpired;

/** The 403 page's message in US English. */
export const FEEDBACK_NOT_ALLOWED = FEEDBACK_TEXT.en_us.notAllowed;

type Form = Partial<Record<string, string | string[]>>;

const text = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

const sendPage = (reply: FastifyReply, status: number, page: ReactElement): FastifyReply =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderDocument(page));

const seeOther = (reply: FastifyReply, location: string): FastifyReply => reply.header('cache-control', 'no-store').redirect(location, 303);

/** The page's address about `screen`, as the login page returns to it. */
const pageAbout = (screen: string): string => (screen === '' ? FEEDBACK_PATH : `${FEEDBACK_PATH}?${new URLSearchParams({ screen }).toString()}`);

/** The form's values as posted (an unchecked box submits nothing). */
const formValuesOf = (form: Form): FeedbackFormValues => ({
  category: text(form['category']),
  screen: text(form['screen']),
  message: text(form['message']),
  rating: text(form['rating']),
  mayContact: text(form['mayContact']) === 'true',
});

/** The submission the form's values stand for, before validation: no rating is null, not zero. */
const submissionOf = (values: FeedbackFormValues): Record<keyof FeedbackSubmission, unknown> => ({
  category: values.category,
  screen: values.screen,
  message: values.message,
  rating: values.rating.trim() === '' ? null : values.rating,
  mayContact: values.mayContact,
});

/** The first error of each field of a yup validation, in the order they were found, in `locale`. */
function fieldErrors(error: ValidationError, locale: Locale): FieldError[] {
  const byField = new Map<string, string>();
  for (const item of error.inner.length > 0 ? error.inner : [error]) {
    const field = item.path ?? '';
    if (!byField.has(field)) byField.set(field, feedbackRefusalText(locale, item.message));
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

const localeOf = (principal: Principal): Locale => localeForLanguage(principal.languageCode);

/**
 * Registers the feedback page and its form post.
 * The form names the support address of the server settings (`FEEDBACK_EMAIL`), if any.
 */
export function registerFeedbackPage(app: FastifyInstance, context: AppContext): void {
  /** The signed-in principal who may send feedback, or the answer already given: the login redirect or the 403 page. */
  async function sender(request: FastifyRequest, reply: FastifyReply, returnTo: string): Promise<{ principal: Principal } | { answered: FastifyReply }> {
    const principal = await legacyPrincipal(context, request);
    if (!principal) return { answered: seeOther(reply, `${LOGIN_PATH}?next=${encodeURIComponent(returnTo)}`) };
    if (!hasAuthority(principal.permissions, [PERMISSIONS.FEEDBACK_SUBMIT])) {
      const locale = localeOf(principal);
      const words = FEEDBACK_TEXT[locale];
      const page = createElement(MessagePage, { title: words.notAllowedTitle, message: words.notAllowed, link: { href: HOME_PATH, text: words.goHome }, locale, skipLink: words.skipLink });
      return { answered: sendPage(reply, 403, page) };
    }
    return { principal };
  }

  function renderForm(request: FastifyRequest, reply: FastifyReply, locale: Locale, status: number, values: FeedbackFormValues, errors: readonly FieldError[]): FastifyReply {
    const token = createFormToken(context.keys.cookie, request.cookies[FEEDBACK_FORM_COOKIE]);
    reply.setCookie(FEEDBACK_FORM_COOKIE, token.cookie, formCookieOptions(request, FEEDBACK_PATH));
    return sendPage(reply, status, createElement(FeedbackPage, { locale, formToken: token.field, values, errors, supportEmail: context.config.feedbackEmail }));
  }

  app.get<{ Querystring: { screen?: string; sent?: string } }>(FEEDBACK_PATH, async (request, reply) => {
    const screen = typeof request.query.screen === 'string' ? request.query.screen.trim() : '';
    const gate = await sender(request, reply, pageAbout(screen));
    if ('answered' in gate) return gate.answered;
    const locale = localeOf(gate.principal);
    if (request.query.sent === 'true') return sendPage(reply, 200, createElement(FeedbackThankYouPage, { locale }));
    return renderForm(request, reply, locale, 200, emptyFeedbackForm(screen), []);
  });

  app.post<{ Body: Form | undefined }>(FEEDBACK_PATH, async (request, reply) => {
    const gate = await sender(request, reply, FEEDBACK_PATH);
    if ('answered' in gate) return gate.answered;
    const { principal } = gate;
    const locale = localeOf(principal);
    const form = request.body ?? {};
    const values = formValuesOf(form);
    if (!verifyFormToken(context.keys.cookie, request.cookies[FEEDBACK_FORM_COOKIE], text(form['formToken']))) {
      return renderForm(request, reply, locale, 403, values, [{ field: 'formToken', message: FEEDBACK_TEXT[locale].formExpired }]);
    }
    let submission: FeedbackSubmission;
    try {
      submission = await feedbackSubmissionSchema.validate(submissionOf(values), { abortEarly: false, stripUnknown: true });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return renderForm(request, reply, locale, 400, values, fieldErrors(error, locale));
    }
    await asOperation(context, request, principal, submitFeedbackOperation, { body: submission }, (db) =>
      submitFeedback(db, { principal, ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }, submission, context.clock()),
    );
    reply.clearCookie(FEEDBACK_FORM_COOKIE, formCookieOptions(request, FEEDBACK_PATH));
    return seeOther(reply, FEEDBACK_SENT_PATH);
  });
}
