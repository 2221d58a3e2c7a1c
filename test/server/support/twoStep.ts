/**
 * Two-step sign-in in tests: the test clock set to the middle of a TOTP step (so a code made
 * now is still of the server's step when it arrives), the key an enrolment page shows, and
 * enrolment through My account's page.
 */
import type { LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../../../src/contract/cookies';
import { TOTP_STEP_SECONDS } from '../../../src/domain/twoStep';
import { totpCodeAt } from '../../../src/server/auth/totp';
import { MY_ACCOUNT_FORM_COOKIE } from '../../../src/server/legacy/myAccountRoutes';
import { MY_TWO_STEP_PATH } from '../../../src/server/legacy/paths';
import { cookieOf, formBody, hiddenField, signIn, type TestSession } from './session';
import type { TestApp } from './testApp';

/** Moves the test clock forward to 15 seconds into the next TOTP step. */
export function toMiddleOfStep(test: TestApp): void {
  const stepMs = TOTP_STEP_SECONDS * 1000;
  const into = test.clock.now().getTime() % stepMs;
  test.clock.advanceMinutes((stepMs - into + stepMs / 2) / 60_000);
}

/** The key an enrolment page shows for typing (without its spaces). */
export function keyOnPage(body: string): string {
  const key = /class="totp-key">([^<]+)</.exec(body)?.[1];
  if (!key) throw new Error('The page shows no key.');
  return key.replace(/\s/g, '');
}

/** The recovery codes a page shows. */
export const recoveryCodesOnPage = (body: string): string[] => [...body.matchAll(/<li><code>([0-9A-Z-]+)<\/code><\/li>/g)].map((match) => match[1] ?? '');

/** The code of `secret` `offsetSeconds` from the test clock's now. */
export const codeAt = (test: TestApp, secret: string, offsetSeconds = 0): string => totpCodeAt(secret, new Date(test.clock.now().getTime() + offsetSeconds * 1000));

/** Opens My account's two-step page with the session's cookie. */
export const openTwoStepPage = (test: TestApp, session: TestSession): Promise<LightMyRequestResponse> =>
  test.app.inject({ method: 'GET', url: MY_TWO_STEP_PATH, cookies: { [SESSION_COOKIE]: session.sessionCookie } });

/** Posts one of the two-step page's forms (`enrol`, `recovery-codes`, `disable`) with the token of `page`, as a browser would. */
export function postTwoStepForm(test: TestApp, session: TestSession, page: LightMyRequestResponse, form: string, fields: Record<string, string>): Promise<LightMyRequestResponse> {
  return test.app.inject({
    method: 'POST',
    url: `${MY_TWO_STEP_PATH}/${form}`,
    cookies: { [SESSION_COOKIE]: session.sessionCookie, [MY_ACCOUNT_FORM_COOKIE]: cookieOf(page, MY_ACCOUNT_FORM_COOKIE) ?? '' },
    payload: formBody({ formToken: hiddenField(page.body, 'formToken') ?? '', ...fields }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/**
 * Enrols the signed-in user on My account's page with the first code of the key it shows.
 * @returns the secret and the recovery codes shown once.
 */
export async function enrolOnMyAccount(test: TestApp, session: TestSession, password: string): Promise<{ secret: string; recoveryCodes: string[]; answer: LightMyRequestResponse }> {
  const page = await openTwoStepPage(test, session);
  const secret = keyOnPage(page.body);
  const answer = await postTwoStepForm(test, session, page, 'enrol', { pending: hiddenField(page.body, 'pending') ?? '', 'enrol-code': codeAt(test, secret), currentPassword: password });
  return { secret, recoveryCodes: recoveryCodesOnPage(answer.body), answer };
}

/**
 * Enrols `userName` (signed in with `password`) through My account, leaving the clock in the
 * middle of a later step than the first code's.
 * @throws Error when the enrolment is not accepted.
 */
export async function enrolUser(test: TestApp, userName: string, password: string): Promise<void> {
  toMiddleOfStep(test);
  const { answer } = await enrolOnMyAccount(test, await signIn(test.app, userName, password), password);
  if (answer.statusCode !== 200) throw new Error(`Enrolment of ${userName} answered ${answer.statusCode}.`);
  toMiddleOfStep(test);
}
