/**
 * The second step of sign-in on the legacy pages: after a right password, the page that asks for
 * a code (or a recovery code), or, for a user who must use two-step sign-in and has not
 * enrolled, enrolment. The half-done sign-in travels in the form as a ticket
 * (auth/signInChallenge.ts); the session and its cookies exist only once the step succeeds.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement, type ReactElement } from 'react';
import { minutesLeft } from '../../domain/signInLockout';
import { bcp47, type Locale } from '../../domain/locale';
import { createFormToken, verifyFormToken } from '../auth/signedValues';
import { readTicket } from '../auth/signInChallenge';
import { newTotpSecret, otpauthUri, qrCodeSvg } from '../auth/totp';
import { completeSecondStep, enrolAtSignIn, openPendingSecret, sealPendingSecret } from '../auth/twoStep';
import type { AppContext } from '../context';
import type { FieldError } from './formParts';
import { requestLocale } from './i18n/requestLocale';
import { SIGN_IN_TEXT } from './i18n/signInText';
import { TWO_STEP_TEXT } from './i18n/twoStepText';
import { renderDocument } from './layout';
import { LOGIN_PATH, LOGIN_TWO_STEP_ENROL_PATH, LOGIN_TWO_STEP_PATH } from './paths';
import { safeNextPath } from './safeRedirect';
import { formCookieOptions } from './formCookie';
import { establishSession, FORM_COOKIE } from './signInCompletion';
import { type PendingEnrolment, RecoveryCodesPage, SecondStepPage, SignInEnrolPage, SignInStepEndedPage } from './twoStepPages';

type StepForm = Partial<Record<'ticket' | 'code' | 'pending' | 'formToken' | 'next' | 'lang', string | string[]>>;

const text = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

function send(request: FastifyRequest, reply: FastifyReply, status: number, locale: Locale, page: ReactElement): FastifyReply {
  reply.header('content-language', bcp47(locale)).header('vary', 'Accept-Language, Cookie');
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderDocument(page));
}

/** A new secret for enrolment (or the form's own again after a wrong first code), sealed for the form, with its QR code. */
export async function pendingEnrolment(context: AppContext, user: { userId: number; userName: string }, pendingField: string | null): Promise<PendingEnrolment | null> {
  const now = context.clock();
  const secret = pendingField === null ? newTotpSecret() : openPendingSecret(context.keys, user.userId, pendingField, now);
  if (secret === null) return null;
  return {
    pending: pendingField ?? sealPendingSecret(context.keys, user.userId, secret, now),
    qrSvg: await qrCodeSvg(otpauthUri(user.userName, secret)),
    secret,
  };
}

/** What the second step's page is rendered from. */
export interface SecondStepState {
  signedIn: { step: 'code' | 'enrol'; ticket: string; userId: number; userName: string };
  locale: Locale;
  next: string;
  errors: FieldError[];
  /** After a wrong first code: the enrolment form's own sealed secret, shown again. */
  pending?: string;
}

/** The page of the second step: the code form, or enrolment. */
export async function renderSecondStep(context: AppContext, request: FastifyRequest, reply: FastifyReply, status: number, state: SecondStepState): Promise<FastifyReply> {
  const token = createFormToken(context.keys.cookie, request.cookies[FORM_COOKIE]);
  reply.setCookie(FORM_COOKIE, token.cookie, formCookieOptions(request, LOGIN_PATH));
  const carry = { formToken: token.field, ticket: state.signedIn.ticket, next: state.next, locale: state.locale };
  if (state.signedIn.step === 'code') return send(request, reply, status, state.locale, createElement(SecondStepPage, { carry, errors: state.errors }));
  const enrolment = await pendingEnrolment(context, state.signedIn, state.pending ?? null);
  if (!enrolment) return ended(reply, request, state.locale, TWO_STEP_TEXT[state.locale].expired);
  return send(request, reply, status, state.locale, createElement(SignInEnrolPage, { carry, enrolment, errors: state.errors }));
}

/** The page that ends a half-done sign-in (expired, or locked) with a way back to the login page. */
function ended(reply: FastifyReply, request: FastifyRequest, locale: Locale, message: string, status = 200): FastifyReply {
  return send(request, reply, status, locale, createElement(SignInStepEndedPage, { locale, message }));
}

/**
 * Registers the second step's posts.
 * @param attemptsPerMinute posts allowed per client address and user per minute (as the login form's).
 */
export function registerTwoStepSignInRoutes(app: FastifyInstance, context: AppContext, attemptsPerMinute: number): void {
  const rateLimit = {
    max: attemptsPerMinute,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `${request.ip}|two-step|${readTicket(text((request.body as StepForm | undefined)?.ticket))?.userId ?? ''}`,
  };

  /** The form's common fields, or the answer when its form token does not verify. */
  function formOf(request: FastifyRequest<{ Body: StepForm | undefined }>) {
    const form = request.body ?? {};
    const locale = requestLocale(request, text(form.lang));
    return { form, locale, next: safeNextPath(text(form.next) || '/'), ticket: text(form.ticket), tokenOk: verifyFormToken(context.keys.cookie, request.cookies[FORM_COOKIE], text(form.formToken)) };
  }
  const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });

  app.post<{ Body: StepForm | undefined }>(LOGIN_TWO_STEP_PATH, { config: { rateLimit } }, async (request, reply) => {
    const { form, locale, next, ticket, tokenOk } = formOf(request);
    if (!tokenOk) return ended(reply, request, locale, SIGN_IN_TEXT[locale].formExpired, 403);
    const result = await completeSecondStep(context, ticket, text(form.code), meta(request));
    if (result.outcome === 'expired') return ended(reply, request, locale, TWO_STEP_TEXT[locale].expired);
    if (result.outcome === 'locked') return ended(reply, request, locale, SIGN_IN_TEXT[locale].locked(minutesLeft(result.lockedUntil, context.clock())));
    if (result.outcome === 'failed') {
      const parts = readTicket(ticket);
      const signedIn = { step: 'code' as const, ticket, userId: parts?.userId ?? 0, userName: '' };
      return renderSecondStep(context, request, reply, 200, { signedIn, locale, next, errors: [{ field: 'code', message: TWO_STEP_TEXT[locale].wrongCode }] });
    }
    await establishSession(context, request, reply, result);
    return reply.header('cache-control', 'no-store').redirect(next, 303);
  });

  app.post<{ Body: StepForm | undefined }>(LOGIN_TWO_STEP_ENROL_PATH, { config: { rateLimit } }, async (request, reply) => {
    const { form, locale, next, ticket, tokenOk } = formOf(request);
    if (!tokenOk) return ended(reply, request, locale, SIGN_IN_TEXT[locale].formExpired, 403);
    const pending = text(form.pending);
    const result = await enrolAtSignIn(context, ticket, pending, text(form.code), meta(request));
    if (result.outcome === 'expired') return ended(reply, request, locale, TWO_STEP_TEXT[locale].expired);
    if (result.outcome === 'locked') return ended(reply, request, locale, SIGN_IN_TEXT[locale].locked(minutesLeft(result.lockedUntil, context.clock())));
    if (result.outcome === 'wrongCode') {
      const signedIn = { step: 'enrol' as const, ticket, userId: readTicket(ticket)?.userId ?? 0, userName: result.userName };
      return renderSecondStep(context, request, reply, 200, { signedIn, locale, next, errors: [{ field: 'code', message: TWO_STEP_TEXT[locale].wrongFirstCode }], pending });
    }
    await establishSession(context, request, reply, result.signedIn);
    // The codes are shown once, on this answer; the session's cookies come with it.
    return send(request, reply, 200, locale, createElement(RecoveryCodesPage, { locale, codes: result.recoveryCodes, continueHref: next }));
  });
}
