/**
 * Two-step sign-in (TOTP, RFC 6238): after the password, a user who enrolled gets the second
 * step before any session exists; codes drift at most one step and never work twice; wrong codes
 * count toward the sign-in lock-out; recovery codes work once; internal staff, and an account's
 * administrators when the account says so, are taken to enrolment; secrets are stored sealed.
 */
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../../src/contract/cookies';
import { MAX_FAILED_SIGN_INS } from '../../src/domain/signInLockout';
import { normalizeRecoveryCode, SIGN_IN_CHALLENGE_MINUTES } from '../../src/domain/twoStep';
import { auditLog, users } from '../../src/server/db/schema';
import { TWO_STEP_TEXT } from '../../src/server/legacy/i18n/twoStepText';
import { lockedMessage } from '../../src/server/legacy/loginPage';
import { apiAs, cookieOf, formBody, hiddenField, isSecondStepPage, postLogin, postSecondStep, signIn } from './support/session';
import { codeAt, enrolOnMyAccount, keyOnPage, recoveryCodesOnPage, toMiddleOfStep } from './support/twoStep';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(180_000);

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

const TEXT = TWO_STEP_TEXT.en_us;

const userRow = async (userName: string) => {
  const [row] = await test.db.select().from(users).where(eq(users.username, userName));
  if (!row) throw new Error(`No user ${userName}.`);
  return row;
};
const audits = async (action: string, userName: string) => (await test.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, String((await userRow(userName)).id))))).length;
const hasSession = (response: LightMyRequestResponse): boolean => cookieOf(response, SESSION_COOKIE) !== undefined;

/** Signs `userName` in with the password, then the second step with `code`. */
async function signInWithCode(userName: string, code: string): Promise<{ first: LightMyRequestResponse; second: LightMyRequestResponse }> {
  const first = await postLogin(test.app, userName, `${userName}-demo`);
  return { first, second: await postSecondStep(test.app, first, code) };
}

/** Enrols `userName` (a customer user, so not forced) through My account. */
async function enrol(userName: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  toMiddleOfStep(test);
  const { secret, recoveryCodes, answer } = await enrolOnMyAccount(test, await signIn(test.app, userName), `${userName}-demo`);
  expect(answer.statusCode).toBe(200);
  // The next sign-in's code belongs to a later step than the enrolment's first code.
  toMiddleOfStep(test);
  return { secret, recoveryCodes };
}

describe('two-step sign-in', () => {
  let secret = '';
  let recoveryCodes: string[] = [];
  beforeAll(async () => {
    ({ secret, recoveryCodes } = await enrol('examiner'));
  });

  it('enrols with a first code, shows ten recovery codes once, and stores the secret sealed and the codes hashed', async () => {
    expect(recoveryCodes).toHaveLength(10);
    expect(await audits('auth.secondFactorEnrolled', 'examiner')).toBe(1);
    const row = await userRow('examiner');
    expect(row.totpSecret).toMatch(/^v1\./);
    expect(row.totpSecret).not.toContain(secret);
    expect(row.recoveryCodeHashes).toHaveLength(10);
    for (const code of recoveryCodes) expect(row.recoveryCodeHashes).not.toContain(normalizeRecoveryCode(code));
  });

  it('asks after the password for the code, with no session or cookie of one before it, and signs in with it', async () => {
    const first = await postLogin(test.app, 'examiner', 'examiner-demo');
    expect(isSecondStepPage(first)).toBe(true);
    expect(hasSession(first)).toBe(false);
    expect(first.headers['set-cookie']?.toString()).not.toMatch(/qg_oauth_token|XSRF-TOKEN/);
    expect(first.body).not.toMatch(/<script/i);
    const second = await postSecondStep(test.app, first, codeAt(test, secret));
    expect(second.statusCode).toBe(303);
    expect(hasSession(second)).toBe(true);
  });

  it('refuses a code already used (RFC 6238 §5.2), as a wrong code', async () => {
    toMiddleOfStep(test);
    const code = codeAt(test, secret);
    expect((await signInWithCode('examiner', code)).second.statusCode).toBe(303);
    const replayed = await signInWithCode('examiner', code);
    expect(replayed.second.statusCode).toBe(200);
    expect(replayed.second.body).toContain(TEXT.wrongCode);
    expect(hasSession(replayed.second)).toBe(false);
  });

  it('accepts a code one step (30 s) away either way and refuses one three steps (90 s) away', async () => {
    // Well past the steps used so far: an earlier step than the last one used is refused as a replay.
    test.clock.advanceMinutes(2);
    toMiddleOfStep(test);
    for (const offset of [-90, 90]) {
      const refused = await signInWithCode('examiner', codeAt(test, secret, offset));
      expect([offset, refused.second.body.includes(TEXT.wrongCode)]).toEqual([offset, true]);
    }
    // Earlier step first: a later one is accepted after it, never the other way round.
    for (const offset of [-30, 30]) expect([offset, (await signInWithCode('examiner', codeAt(test, secret, offset))).second.statusCode]).toEqual([offset, 303]);
  });

  it('takes a recovery code once, audited', async () => {
    const code = recoveryCodes[0] ?? '';
    const used = await signInWithCode('examiner', code.toLowerCase());
    expect(used.second.statusCode).toBe(303);
    expect(await audits('auth.recoveryCodeUsed', 'examiner')).toBe(1);
    const again = await signInWithCode('examiner', code);
    expect(again.second.body).toContain(TEXT.wrongCode);
    expect((await userRow('examiner')).recoveryCodeHashes).toHaveLength(9);
  });

  it('ends the half-done sign-in after five minutes, and after its use', async () => {
    toMiddleOfStep(test);
    const first = await postLogin(test.app, 'examiner', 'examiner-demo');
    test.clock.advanceMinutes(SIGN_IN_CHALLENGE_MINUTES + 1);
    const late = await postSecondStep(test.app, first, codeAt(test, secret));
    expect(late.body).toContain(TEXT.expired);
    expect(hasSession(late)).toBe(false);
    toMiddleOfStep(test);
    const fresh = await postLogin(test.app, 'examiner', 'examiner-demo');
    expect((await postSecondStep(test.app, fresh, codeAt(test, secret))).statusCode).toBe(303);
    test.clock.advanceMinutes(1);
    const reused = await postSecondStep(test.app, fresh, codeAt(test, secret));
    expect(reused.body).toContain(TEXT.expired);
  });

  it('counts wrong codes toward the lock-out, across password entries, and locks the user', async () => {
    const wrong = async () => (await signInWithCode('examiner', '000000')).second;
    for (let attempt = 1; attempt < MAX_FAILED_SIGN_INS; attempt += 1) expect((await wrong()).body).toContain(TEXT.wrongCode);
    expect((await userRow('examiner')).failedSignIns).toBe(MAX_FAILED_SIGN_INS - 1);
    const locking = await wrong();
    expect(locking.body).toContain(lockedMessage(15));
    expect(await audits('auth.secondFactorFailed', 'examiner')).toBeGreaterThanOrEqual(MAX_FAILED_SIGN_INS);
    expect(await audits('auth.lockedOut', 'examiner')).toBe(1);
    // Locked: the right password gets no second step.
    const locked = await postLogin(test.app, 'examiner', 'examiner-demo');
    expect(isSecondStepPage(locked)).toBe(false);
    expect(locked.body).toContain('locked');
    test.clock.advanceMinutes(16);
  });
});

describe('bad input at the second step', () => {
  it('answers a forged, malformed or out-of-range ticket as an expired sign-in, never a 500', async () => {
    const first = await postLogin(test.app, 'examiner', 'examiner-demo');
    const ticket = hiddenField(first.body, 'ticket') ?? '';
    const [accountId, userId, secret] = ticket.split('.');
    const forged = [`${accountId}.${userId}.${'A'.repeat(43)}`, `${accountId}.${Number(userId) + 1}.${secret}`, `9999999999.9999999999.${secret}`, 'nonsense', ''];
    for (const value of forged) {
      const page = { ...first, body: first.body.replace(`name="ticket" value="${ticket}"`, `name="ticket" value="${value}"`) } as LightMyRequestResponse;
      const answer = await postSecondStep(test.app, page, '123456');
      expect([value, answer.statusCode, answer.body.includes(TEXT.expired)]).toEqual([value, 200, true]);
    }
    const twice = await test.app.inject({
      method: 'POST',
      url: '/legacy/login/two-step',
      cookies: { qg_login_form: cookieOf(first, 'qg_login_form') ?? '' },
      payload: `${formBody({ formToken: hiddenField(first.body, 'formToken') ?? '', ticket })}&code=1&code=2&ticket=x`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(twice.statusCode).toBe(200);
  });
});

describe('enrolment that is required', () => {
  it('takes internal staff who have not enrolled to enrolment after the password, before any session', async () => {
    await test.db.update(users).set({ totpSecret: null, totpEnrolledAt: null, totpLastStep: null }).where(eq(users.username, 'retention'));
    toMiddleOfStep(test);
    const first = await postLogin(test.app, 'retention', 'retention-demo');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('action="/legacy/login/two-step/enrol"');
    expect(first.body).toContain('<svg');
    expect(first.body).not.toMatch(/<script/i);
    expect(hasSession(first)).toBe(false);
    const secret = keyOnPage(first.body);
    const post = (page: LightMyRequestResponse, code: string) =>
      test.app.inject({
        method: 'POST',
        url: '/legacy/login/two-step/enrol',
        cookies: { qg_login_form: cookieOf(page, 'qg_login_form') ?? '' },
        payload: formBody({ ...Object.fromEntries(['formToken', 'ticket', 'next', 'lang', 'pending'].map((name) => [name, hiddenField(page.body, name) ?? ''])), code }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const wrong = await post(first, '000000');
    expect(wrong.body).toContain(TEXT.wrongFirstCode);
    expect(keyOnPage(wrong.body)).toBe(secret);
    const enrolled = await post(wrong, codeAt(test, secret));
    expect(enrolled.statusCode).toBe(200);
    expect(hasSession(enrolled)).toBe(true);
    expect(recoveryCodesOnPage(enrolled.body)).toHaveLength(10);
    expect(enrolled.body).not.toMatch(/<script/i);
    expect((await userRow('retention')).totpSecret).toMatch(/^v1\./);
  });

  it("takes an account's administrators to enrolment once the account requires it", async () => {
    expect(isSecondStepPage(await postLogin(test.app, 'admin', 'admin-demo'))).toBe(false);
    const admin = apiAs(test.app, await signIn(test.app, 'admin'));
    const accountId = (await userRow('admin')).accountId;
    const put = await admin('PUT', `/account/accounts/${accountId}/items/administratorsRequireTwoStep`, { value: 'true' });
    expect(put.statusCode).toBe(200);
    expect((await postLogin(test.app, 'admin', 'admin-demo')).body).toContain('action="/legacy/login/two-step/enrol"');
    // Other users of the account are not forced.
    expect(isSecondStepPage(await postLogin(test.app, 'user', 'user-demo'))).toBe(false);
    expect((await postLogin(test.app, 'user', 'user-demo')).statusCode).toBe(303);
  });
});
