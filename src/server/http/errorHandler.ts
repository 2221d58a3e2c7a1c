/**
 * The one error handler and the not-found handler. Services answer problem details (never a
 * stack trace; a 5xx says only that something went wrong and is logged in full); legacy pages
 * answer an HTML page; other paths answer problem details too.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { problem, type ProblemCode } from '../../contract/problem';
import { MessagePage, renderDocument } from '../legacy/layout';
import { FORGOT_PASSWORD_PATH } from '../legacy/paths';
import { LOGIN_PATH } from '../legacy/routes';
import { HttpProblem, sendProblem } from './problems';
import type { SpaFallback } from './staticFiles';

const isLegacy = (request: FastifyRequest): boolean => request.url === '/legacy' || request.url.startsWith('/legacy/');

function legacyPage(reply: FastifyReply, status: number, title: string, message: string, link?: { href: string; text: string }): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderDocument(createElement(MessagePage, { title, message, ...(link ? { link } : {}) })));
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
 * @param spaFallback answers a not-found GET with the SPA's index page when that applies.
 */
export function installErrorHandlers(app: FastifyInstance, spaFallback: SpaFallback): void {
  app.setErrorHandler((error: FastifyError | HttpProblem, request, reply) => {
    const status = error instanceof HttpProblem ? error.toProblem().status : (error.statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (isLegacy(request)) {
      if (status === 429 && request.url.startsWith(FORGOT_PASSWORD_PATH)) {
        return legacyPage(reply, 429, 'Too many attempts', 'Too many password-reset requests. Wait a minute and try again.', { href: LOGIN_PATH, text: 'Back to sign in' });
      }
      if (status === 429) {
        return legacyPage(reply, 429, 'Too many attempts', 'Too many sign-in attempts. Wait a minute and try again.', {
          href: LOGIN_PATH,
          text: 'Back to sign in',
        });
      }
      if (status >= 500) return legacyPage(reply, 500, 'Something went wrong', 'Something went wrong on our side. Please try again.');
      return legacyPage(reply, status, 'Request not accepted', 'This request could not be processed.', { href: LOGIN_PATH, text: 'Sign in' });
    }
    if (error instanceof HttpProblem) return sendProblem(reply, error.toProblem());
    if (status >= 500) return sendProblem(reply, problem('internal'));
    // Fastify's own 4xx (malformed JSON, unsupported media type, body too large) say nothing secret.
    const code = codeForStatus(status);
    return sendProblem(reply, { ...problem(code, error.message), status });
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (await spaFallback(request, reply)) return reply;
    if (isLegacy(request)) return legacyPage(reply, 404, 'Page not found', 'There is no page at this address.', { href: '/', text: 'Home' });
    return sendProblem(reply, problem('notFound', `No route for ${request.method} ${request.url.split('?')[0] ?? ''}.`));
  });
}
