/**
 * An account administrator resets a user's two-step sign-in (account.resetUserTwoStep, ASVS 5.0
 * V6.4.4): only with the administrator's own current password (nothing changed and audited
 * otherwise); the user's secret, recovery codes and half-done sign-in go, their sessions end, and
 * they sign in with the password alone, or are taken to enrolment when it is required for them;
 * another account's user answers 404 like a missing one; a user without two-step sign-in 409.
 */
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../../src/contract/cookies';
import type { AccountUser } from '../../src/contract/services/accountManagement';
import type { Page } from '../../src/contract/types';
import { auditLog, users } from '../../src/server/db/schema';
import { apiAs, cookieOf, isSecondStepPage, postLogin, postSecondStep, signIn, type TestSession } from './support/session';
import { codeAt, enrolOnMyAccount, toMiddleOfStep } from './support/twoStep';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(180_000);

type Api = ReturnType<typeof apiAs>;

let test: TestApp;
let admin: Api;

const ADMIN_PASSWORD = 'admin-demo';
const resetPath = (userId: number): string => `/account/users/${userId}/two-step/reset`;

const userRow = async (userName: string) => {
  const [row] = await test.db.select().from(users).where(eq(users.username, userName));
  if (!row) throw new Error(`No user ${userName}.`);
  return row;
};
const auditRows = (action: string) => test.db.select().from(auditLog).where(eq(auditLog.action, action));
const hasSession = (response: LightMyRequestResponse): boolean => cookieOf(response, SESSION_COOKIE) !== undefined;
const identityStatus = async (session: TestSession): Promise<number> => (await apiAs(test.app, session)('GET', '/account/users/self/preferences')).statusCode;

/** Enrols `userName` through My account; answers the secret, the recovery codes and the session that enrolled. */
async function enrol(userName: string, password = `${userName}-demo`): Promise<{ secret: string; recoveryCodes: string[]; session: TestSession }> {
  toMiddleOfStep(test);
  const session = await signIn(test.app, userName, password);
  const { secret, recoveryCodes, answer } = await enrolOnMyAccount(test, session, password);
  expect(answer.statusCode).toBe(200);
  toMiddleOfStep(test);
  return { secret, recoveryCodes, session };
}

beforeAll(async () => {
  test = await createTestApp();
  admin = apiAs(test.app, await signIn(test.app, 'admin'));
});
afterAll(async () => {
  await test.close();
});

describe('account.resetUserTwoStep', () => {
  let enrolled: Awaited<ReturnType<typeof enrol>>;
  let examinerId = 0;
  beforeAll(async () => {
    enrolled = await enrol('examiner');
    examinerId = (await userRow('examiner')).id;
  });

  it("shows in the user list whether each user has two-step sign-in on", async () => {
    const page = (await admin('GET', '/account/users?pageSize=100')).json<Page<AccountUser>>();
    const on = (userName: string) => page.items.find((user) => user.userName === userName)?.twoStepEnabled;
    expect(on('examiner')).toBe(true);
    expect(on('teacher')).toBe(false);
  });

  it('refuses without or with a wrong current password: nothing changes, and the refusals are audited as denied', async () => {
    const before = await userRow('examiner');
    const missing = await admin('POST', resetPath(examinerId), {});
    const wrong = await admin('POST', resetPath(examinerId), { currentPassword: 'not-my-password' });
    for (const answer of [missing, wrong]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ errors: { field: string }[] }>().errors.map((error) => error.field)).toContain('currentPassword');
    }
    const after = await userRow('examiner');
    expect(after.totpSecret).toBe(before.totpSecret);
    expect(after.recoveryCodeHashes).toEqual(before.recoveryCodeHashes);
    expect(await identityStatus(enrolled.session)).toBe(200);
    expect(await auditRows('auth.secondFactorReset')).toHaveLength(0);
    const refused = await test.db
      .select({ outcome: auditLog.outcome, result: auditLog.result })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.reauthenticationFailed'), eq(auditLog.userId, (await userRow('admin')).id)));
    // A body without the password is refused by the contract's schema, before any check of it.
    expect(refused).toEqual([{ outcome: 'wrongPassword', result: 'denied' }]);
    expect((await auditRows('account.resetUserTwoStep')).map((row) => row.outcome)).toEqual(['validation', 'validation']);
  });

  it('answers 409 for a user without two-step sign-in, and for the administrator themselves', async () => {
    const teacher = await admin('POST', resetPath((await userRow('teacher')).id), { currentPassword: ADMIN_PASSWORD });
    expect(teacher.statusCode).toBe(409);
    expect(teacher.json<{ code: string }>().code).toBe('conflict');
    expect((await admin('POST', resetPath((await userRow('admin')).id), { currentPassword: ADMIN_PASSWORD })).statusCode).toBe(409);
  });

  it("answers another account's user (and internal staff) with 404, like a user that does not exist", async () => {
    for (const userName of ['other', 'retention']) {
      const answer = await admin('POST', resetPath((await userRow(userName)).id), { currentPassword: ADMIN_PASSWORD });
      expect(answer.statusCode).toBe(404);
    }
    expect((await admin('POST', resetPath(2_000_000_000), { currentPassword: ADMIN_PASSWORD })).statusCode).toBe(404);
  });

  it("with the right password removes the factor, ends the user's sessions and half-done sign-in, and the user signs in with the password alone", async () => {
    const halfDone = await postLogin(test.app, 'examiner', 'examiner-demo');
    expect(isSecondStepPage(halfDone)).toBe(true);
    const answer = await admin('POST', resetPath(examinerId), { currentPassword: ADMIN_PASSWORD });
    expect(answer.statusCode).toBe(204);
    const row = await userRow('examiner');
    expect(row).toMatchObject({ totpSecret: null, totpEnrolledAt: null, totpLastStep: null, recoveryCodeHashes: [], signInChallengeHash: null, signInChallengeExpiresAt: null });
    expect(await identityStatus(enrolled.session)).toBe(401);
    // Neither a code of the old secret nor an old recovery code finishes the sign-in begun before.
    expect(hasSession(await postSecondStep(test.app, halfDone, codeAt(test, enrolled.secret)))).toBe(false);
    expect(hasSession(await postSecondStep(test.app, halfDone, enrolled.recoveryCodes[0] ?? ''))).toBe(false);
    const next = await postLogin(test.app, 'examiner', 'examiner-demo');
    expect(isSecondStepPage(next)).toBe(false);
    expect(next.statusCode).toBe(303);
    expect(hasSession(next)).toBe(true);
    const [audit] = await auditRows('auth.secondFactorReset');
    expect(audit).toMatchObject({ entity: 'user', entityId: String(examinerId), userId: (await userRow('admin')).id, result: 'allowed' });
    expect((await auditRows('account.resetUserTwoStep')).map((entry) => entry.outcome)).toContain('ok');
  });

  it('leaves the old recovery codes and secret useless after the user enrols again', async () => {
    const again = await enrol('examiner');
    const first = await postLogin(test.app, 'examiner', 'examiner-demo');
    expect(isSecondStepPage(first)).toBe(true);
    expect(hasSession(await postSecondStep(test.app, first, enrolled.recoveryCodes[1] ?? ''))).toBe(false);
    const second = await postLogin(test.app, 'examiner', 'examiner-demo');
    expect(hasSession(await postSecondStep(test.app, second, codeAt(test, enrolled.secret)))).toBe(false);
    const third = await postLogin(test.app, 'examiner', 'examiner-demo');
    expect(hasSession(await postSecondStep(test.app, third, codeAt(test, again.secret)))).toBe(true);
  });
});

describe('a reset of a user for whom two-step sign-in is required', () => {
  it('takes them to enrolment at the next sign-in', async () => {
    const password = 'second admin password';
    const created = await admin('POST', '/account/users', {
      userName: 'reset.admin', title: '', firstName: 'Rhea', middleName: '', lastName: 'Reset', suffix: '', email: 'reset.admin@example.org', phone: '',
      role: 'accountAdministrator', examiner: false, active: true, password, currentPassword: ADMIN_PASSWORD,
    });
    expect(created.statusCode).toBe(201);
    await enrol('reset.admin', password);
    const accountId = (await userRow('admin')).accountId;
    expect((await admin('PUT', `/account/accounts/${accountId}/items/administratorsRequireTwoStep`, { value: 'true' })).statusCode).toBe(200);
    expect((await admin('POST', resetPath(created.json<AccountUser>().id), { currentPassword: ADMIN_PASSWORD })).statusCode).toBe(204);
    const next = await postLogin(test.app, 'reset.admin', password);
    expect(next.statusCode).toBe(200);
    expect(next.body).toContain('action="/legacy/login/two-step/enrol"');
    expect(hasSession(next)).toBe(false);
  });
});
