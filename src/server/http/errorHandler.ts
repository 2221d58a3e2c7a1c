/**
 * The one error handler and the not-found handler. Services answer problem details (never a
 * stack trace; a 5xx says only that something went wrong and is logged in full); legacy pages
 * answer an HTML page; other paths answer problem details too.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { problem, type ProblemCode } from '../../contract/problem';
import type { Locale } from '../../domain/locale';
import { ERROR_PAGE_TEXT } from '../legacy/i18n/errorPageText';
import { requestLocale } from '../legacy/i18n/requestLocale';
import { MessagePage, renderDocument } from '../legacy/layout';
import { FORGOT_PASSWORD_PATH } from '../legacy/paths';
import { LOGIN_PATH } from '../legacy/routes';
import { HttpProblem, inputProblemOf, sendProblem } from './problems';
import type { NotFoundFallback } from './staticFiles';

const isLegacy = (request: FastifyRequest): boolean => request.url === '/legacy' || request.url.startsWith('/legacy/');

/** The `lang` a legacy page's link or form carried, if any (its forms keep the language chosen on the page). */
function chosenLang(request: FastifyRequest): string | undefined {
  for (const source of [request.query, request.body]) {
    if (typeof source === 'object' && source !== null && 'lang' in source && typeof source.lang === 'string') return source.lang;
  }
  return undefined;
}

/** The language of a legacy error page: the one the page chose, else the user's last one, else the browser's. */
const errorLocale = (request: FastifyRequest): Locale => requestLocale(request, chosenLang(request));

function legacyPage(reply: FastifyReply, locale: Locale, status: number, title: string, message: string, link?: { href: string; text: string }): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderDocument(createElement(MessagePage, { title, message, ...(link ? { link } : {}), locale, skipLink: ERROR_PAGE_TEXT[locale].skipLink })));
}

function codeForStatus(status: number): ProblemCode {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rateLimited';
  return 'badRequest';
}

/**
 * Installs the error and not-found handlers.
 * @param fallbacks answerers of a request no route took (legacy aliases, the player, the SPA's index page), asked in order; the first that answers wins.
 */
export function installErrorHandlers(app: FastifyInstance, fallbacks: readonly NotFoundFallback[]): void {
  app.setErrorHandler((raised: FastifyError | HttpProblem, request, reply) => {
    const error = inputProblemOf(raised) as FastifyError | HttpProblem;
    const status = error instanceof HttpProblem ? error.toProblem().status : (error.statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (isLegacy(request)) {
      const locale = errorLocale(request);
      const text = ERROR_PAGE_TEXT[locale];
      const signIn = `${LOGIN_PATH}?lang=${locale}`;
      if (status === 429) {
        const message = request.url.startsWith(FORGOT_PASSWORD_PATH) ? text.tooManyResets : text.tooManySignIns;
        return legacyPage(reply, locale, 429, text.tooManyTitle, message, { href: signIn, text: text.backToSignIn });
      }
      if (status >= 500) return legacyPage(reply, locale, 500, text.failedTitle, text.failedMessage);
      return legacyPage(reply, locale, status, text.refusedTitle, text.refusedMessage, { href: signIn, text: text.signIn });
    }
    if (error instanceof HttpProblem) return sendProblem(reply, error.toProblem());
    if (status >= 500) return sendProblem(reply, problem('internal'));
    // Fastify's own 4xx (malformed JSON, unsupported media type, body too large) say nothing secret.
    const code = codeForStatus(status);
    return sendProblem(reply, { ...problem(code, error.message), status });
  });

  app.setNotFoundHandler(async (request, reply) => {
    for (const fallback of fallbacks) if (await fallback(request, reply)) return reply;
    if (isLegacy(request)) {
      const locale = errorLocale(request);
      const text = ERROR_PAGE_TEXT[locale];
      return legacyPage(reply, locale, 404, text.notFoundTitle, text.notFoundMessage, { href: '/', text: text.home });
    }
    return sendProblem(reply, problem('notFound', `No route for ${request.method} ${request.url.split('?')[0] ?? ''}.`));
  });
}
