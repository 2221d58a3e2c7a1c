/**
 * Self-service password reset (legacy pages): "Forgot your password?" asks for a user name or
 * e-mail address and always answers the same; the mailed link opens a form that sets the new
 * password, ends every session of the user and clears the sign-in lockout, then goes to the
 * login page with a success message. The message is sent after the request's transaction and
 * after the answer, so neither the answer nor its timing says whether anybody matched; a failed
 * send is logged. Nobody is signed in here: the pages speak the language chosen on the login page
 * (`lang`, which their forms and links keep), else the browser's (requestLocale).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { createFormToken, verifyFormToken } from '../auth/signedValues';
import type { AppContext } from '../context';
import { createMailTransport } from '../mail/mailTransport';
import { requestPasswordReset, resetPassword, resetTokenIsLive } from '../services/passwords/passwordReset';
import { resetLink, sendResetMail } from '../services/passwords/resetMail';
import type { Locale } from '../../domain/locale';
import { PASSWORD_RESET_TEXT } from './i18n/passwordResetText';
import { PASSWORD_TEXT, passwordProblemText } from './i18n/passwordText';
import { requestLocale } from './i18n/requestLocale';
import { renderDocument } from './layout';
import { ForgotPasswordPage, ResetPasswordPage } from './passwordResetPages';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH, RESET_PASSWORD_PATH } from './paths';
import { formCookieOptions } from './formCookie';

/** The cookie half of each form's double-submit token (one per page, each scoped to its path). */
const FORGOT_FORM_COOKIE = 'qg_forgot_form';
const RESET_FORM_COOKIE = 'qg_reset_form';

type Form = Partial<Record<'identifier' | 'formToken' | 'token' | 'newPassword' | 'confirmPassword' | 'lang', string | string[]>>;

const text = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  // The reset page's address holds a token: no Referer may carry it to a linked site.
  return reply.code(status).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8').send(html);
}

/**
 * Registers the password-reset pages.
 * @param requestsPerMinute reset requests allowed per client address and typed name per minute.
 */
export function registerPasswordResetRoutes(app: FastifyInstance, context: AppContext, requestsPerMinute: number): void {
  const transport = createMailTransport(context.config, context.clock);
  // Sends still running when the app closes are waited for, so none is cut off half-way.
  const sending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...sending]);
  });

  const forgotPage = (request: FastifyRequest, reply: FastifyReply, status: number, page: { locale: Locale; requested: boolean; error: string | null }) => {
    const token = createFormToken(context.keys.cookie, request.cookies[FORGOT_FORM_COOKIE]);
    reply.setCookie(FORGOT_FORM_COOKIE, token.cookie, formCookieOptions(request, FORGOT_PASSWORD_PATH));
    return sendPage(reply, status, renderDocument(createElement(ForgotPasswordPage, { formToken: token.field, ...page })));
  };

  const resetPage = (request: FastifyRequest, reply: FastifyReply, status: number, page: { locale: Locale; resetToken: string | null; error: string | null }) => {
    // A link that no longer works shows no form, so it needs no form token.
    if (page.resetToken === null) return sendPage(reply, status, renderDocument(createElement(ResetPasswordPage, { formToken: '', ...page })));
    const token = createFormToken(context.keys.cookie, request.cookies[RESET_FORM_COOKIE]);
    reply.setCookie(RESET_FORM_COOKIE, token.cookie, formCookieOptions(request, RESET_PASSWORD_PATH));
    return sendPage(reply, status, renderDocument(createElement(ResetPasswordPage, { formToken: token.field, ...page })));
  };

  app.get<{ Querystring: { lang?: string } }>(FORGOT_PASSWORD_PATH, async (request, reply) =>
    forgotPage(request, reply, 200, { locale: requestLocale(request, typeof request.query.lang === 'string' ? request.query.lang : undefined), requested: false, error: null }),
  );

  app.post<{ Body: Form | undefined }>(
    FORGOT_PASSWORD_PATH,
    {
      config: {
        rateLimit: {
          max: requestsPerMinute,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `${request.ip}|${text((request.body as Form | undefined)?.identifier).trim().toLowerCase()}`,
        },
      },
    },
    async (request, reply) => {
      const form = request.body ?? {};
      const locale = requestLocale(request, text(form.lang));
      if (!verifyFormToken(context.keys.cookie, request.cookies[FORGOT_FORM_COOKIE], text(form.formToken))) {
        return forgotPage(request, reply, 403, { locale, requested: false, error: PASSWORD_RESET_TEXT[locale].formExpired });
      }
      const mailings = await requestPasswordReset(context.db, text(form.identifier), { ip: request.ip }, context.clock());
      if (mailings.length > 0) {
        const running = sendResetMail(
          transport,
          mailings,
          (token, mailLocale) => resetLink(context.config.publicBaseUrl, RESET_PASSWORD_PATH, token, mailLocale),
          (error, userId) => app.log.error({ err: error, userId }, 'a password-reset message could not be sent'),
          locale,
        );
        sending.add(running);
        void running.finally(() => sending.delete(running));
      }
      reply.clearCookie(FORGOT_FORM_COOKIE, formCookieOptions(request, FORGOT_PASSWORD_PATH));
      return forgotPage(request, reply, 200, { locale, requested: true, error: null });
    },
  );

  app.get<{ Querystring: { token?: string; lang?: string } }>(RESET_PASSWORD_PATH, async (request, reply) => {
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    const locale = requestLocale(request, typeof request.query.lang === 'string' ? request.query.lang : undefined);
    const live = await resetTokenIsLive(context.db, token, context.clock());
    return resetPage(request, reply, live ? 200 : 400, { locale, resetToken: live ? token : null, error: null });
  });

  app.post<{ Body: Form | undefined }>(RESET_PASSWORD_PATH, async (request, reply) => {
    const form = request.body ?? {};
    const token = text(form.token);
    const chosen = text(form.lang);
    const locale = requestLocale(request, chosen);
    if (!verifyFormToken(context.keys.cookie, request.cookies[RESET_FORM_COOKIE], text(form.formToken))) {
      return resetPage(request, reply, 403, { locale, resetToken: token, error: PASSWORD_RESET_TEXT[locale].formExpired });
    }
    const newPassword = text(form.newPassword);
    if (newPassword !== text(form.confirmPassword)) return resetPage(request, reply, 400, { locale, resetToken: token, error: PASSWORD_TEXT[locale].passwordsDiffer });
    const result = await resetPassword(context.db, token, newPassword, { ip: request.ip }, context.clock());
    if (!result.ok) {
      return result.reason === 'rule'
        ? resetPage(request, reply, 400, { locale, resetToken: token, error: passwordProblemText(locale, result.message) })
        : resetPage(request, reply, 400, { locale, resetToken: null, error: null });
    }
    reply.clearCookie(RESET_FORM_COOKIE, formCookieOptions(request, RESET_PASSWORD_PATH));
    // The login page goes on in the language the form was filled in.
    const lang = chosen === locale ? `&lang=${locale}` : '';
    return reply.header('cache-control', 'no-store').redirect(`${LOGIN_PATH}?passwordReset=true${lang}`, 303);
  });
}
