/**
 * The legacy application's pages (`/legacy`): sign-in, sign-out (the logout confirmation) and
 * home. Every page accepts the page-refresh flag (`?pageRefresh=true`) and ignores it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { signIn } from '../auth/signIn';
import { createFormToken, verifyFormToken } from '../auth/signedValues';
import type { AppContext } from '../context';
import { renderDocument } from './layout';
import { minutesLeft } from '../../domain/signInLockout';
import { LoginPage, type SignInError } from './loginPage';
import { requestLocale } from './i18n/requestLocale';
import { bcp47, type Locale } from '../../domain/locale';
import { registerHomeAndLogoutRoutes } from './homeAndLogoutRoutes';
import { LOGIN_PATH } from './paths';
import { registerPasswordResetRoutes } from './passwordResetRoutes';
import { registerMyAccountRoutes } from './myAccountRoutes';
import { registerMyTwoStepRoutes } from './myTwoStepRoutes';
import { registerHelpRoutes } from './help/helpRoutes';
import { registerResourceLibraryRoutes } from './resourceLibrary/routes';
import { registerManageAccountsRoutes } from './manageAccounts/routes';
import { registerNotificationRoutes } from './notifications/notificationRoutes';
import { registerFeedbackPage } from './feedback/feedbackRoutes';
import { safeNextPath } from './safeRedirect';
import { LEGACY_FAVICON, LEGACY_STYLESHEET, legacyFavicon, legacyStylesheet } from './legacyAssets';
import { formCookieOptions } from './formCookie';
import { establishSession, FORM_COOKIE } from './signInCompletion';
import { registerTwoStepSignInRoutes, renderSecondStep } from './twoStepSignInRoutes';
import { registerExportDownloadRoutes } from './accountExport/downloadRoutes';

/** The login page's path (the logout confirmation adds the logout flag). */
export { LOGIN_PATH };

type LoginForm = Partial<Record<'userName' | 'password' | 'formToken' | 'next' | 'lang', string | string[]>>;

const text = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

function renderLogin(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  page: { locale: Locale; next: string; userName: string; error: SignInError | null; signedOut: boolean; passwordReset?: boolean },
): FastifyReply {
  const token = createFormToken(context.keys.cookie, request.cookies[FORM_COOKIE]);
  reply.setCookie(FORM_COOKIE, token.cookie, formCookieOptions(request, LOGIN_PATH));
  // The page's words follow the browser's language, so caches must keep one copy per language.
  reply.header('content-language', bcp47(page.locale)).header('vary', 'Accept-Language, Cookie');
  return sendHtml(reply, status, renderDocument(createElement(LoginPage, { formToken: token.field, passwordReset: false, ...page })));
}

/**
 * Registers the legacy pages.
 * @param loginAttemptsPerMinute sign-in POSTs allowed per client address and user name per minute.
 */
export function registerLegacyRoutes(app: FastifyInstance, context: AppContext, loginAttemptsPerMinute: number): void {
  const stylesheet = legacyStylesheet();
  const favicon = legacyFavicon();
  // Handled here, so that a failed read is a rejected promise awaited by a request (a problem answer), not an unhandled rejection.
  stylesheet.catch(() => undefined);
  favicon.catch(() => undefined);
  app.get(LEGACY_STYLESHEET, async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(await stylesheet));
  app.get(LEGACY_FAVICON, async (_request, reply) => reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(await favicon));

  app.get<{ Querystring: { next?: string; logout?: string; passwordReset?: string; lang?: string } }>(LOGIN_PATH, async (request, reply) =>
    renderLogin(context, request, reply, 200, {
      locale: requestLocale(request, request.query.lang),
      next: request.query.next ? safeNextPath(request.query.next) : '',
      userName: '',
      error: null,
      signedOut: request.query.logout === 'true',
      passwordReset: request.query.passwordReset === 'true',
    }),
  );

  app.post<{ Body: LoginForm | undefined }>(
    LOGIN_PATH,
    {
      config: {
        rateLimit: {
          max: loginAttemptsPerMinute,
          timeWindow: '1 minute',
          // The body is parsed by then, so the key can name the user being guessed at.
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `${request.ip}|${text((request.body as LoginForm | undefined)?.userName).trim().toLowerCase()}`,
        },
      },
    },
    async (request, reply) => {
      const form = request.body ?? {};
      const userName = text(form.userName);
      const next = safeNextPath(text(form.next) || '/');
      const locale = requestLocale(request, text(form.lang));
      if (!verifyFormToken(context.keys.cookie, request.cookies[FORM_COOKIE], text(form.formToken))) {
        return renderLogin(context, request, reply, 403, { locale, next, userName, error: { kind: 'formExpired' }, signedOut: false });
      }
      const signedIn = await signIn(context, userName, text(form.password), { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });
      if (signedIn.outcome === 'failed') return renderLogin(context, request, reply, 200, { locale, next, userName, error: { kind: 'failed' }, signedOut: false });
      if (signedIn.outcome === 'locked') {
        const error: SignInError = { kind: 'locked', minutes: minutesLeft(signedIn.lockedUntil, context.clock()) };
        return renderLogin(context, request, reply, 200, { locale, next, userName, error, signedOut: false });
      }
      // The password was right and a second step comes first: no session, no cookie of one yet.
      if (signedIn.outcome === 'secondStep') return renderSecondStep(context, request, reply, 200, { signedIn, locale, next, errors: [] });
      await establishSession(context, request, reply, signedIn);
      return reply.header('cache-control', 'no-store').redirect(next, 303);
    },
  );

  registerTwoStepSignInRoutes(app, context, loginAttemptsPerMinute);
  registerHomeAndLogoutRoutes(app, context);
  registerExportDownloadRoutes(app, context);
  registerPasswordResetRoutes(app, context, loginAttemptsPerMinute);
  registerMyAccountRoutes(app, context);
  registerMyTwoStepRoutes(app, context);
  registerHelpRoutes(app, context);
  registerResourceLibraryRoutes(app, context);
  registerManageAccountsRoutes(app, context);
  registerNotificationRoutes(app, context);
  registerFeedbackPage(app, context);
}
