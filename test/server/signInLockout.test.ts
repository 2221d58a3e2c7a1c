/**
 * Sign-in lockout on the legacy login: five failures in a row lock the user for fifteen minutes,
 * even with the right password; a success resets the count; unknown users look like wrong passwords.
 */
import { and, eq } from 'drizzle-orm';
import { auditLog, users } from '../../src/server/db/schema';
import { lockedMessage, SIGN_IN_FAILED } from '../../src/server/legacy/loginPage';
import { postLogin } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

/** The page's error paragraph, as the user reads it. */
const errorOf = (body: string): string | null => /<p class="error" role="alert" id="login-error">([^<]*)<\/p>/.exec(body)?.[1]?.replace(/&#x27;|&#39;/g, "'") ?? null;

async function failTimes(userName: string, times: number): Promise<string[]> {
  const errors: string[] = [];
  for (let attempt = 0; attempt < times; attempt += 1) errors.push(errorOf((await postLogin(test.app, userName, 'wrong password')).body) ?? '');
  return errors;
}

async function auditCount(userName: string, action: string): Promise<number> {
  const [user] = await test.db.select({ id: users.id }).from(users).where(eq(users.username, userName));
  const rows = await test.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(user?.id))));
  return rows.length;
}

it('locks after five failures in a row, refuses the right password while locked, and unlocks after fifteen minutes', async () => {
  const errors = await failTimes('examiner', 5);
  expect(errors.slice(0, 4)).toEqual([SIGN_IN_FAILED, SIGN_IN_FAILED, SIGN_IN_FAILED, SIGN_IN_FAILED]);
  expect(errors[4]).toBe(lockedMessage(15));
  expect(await auditCount('examiner', 'auth.lockedOut')).toBe(1);

  const rightPassword = await postLogin(test.app, 'examiner', 'examiner-demo');
  expect(rightPassword.statusCode).toBe(200);
  expect(errorOf(rightPassword.body)).toBe(lockedMessage(15));
  // Wrong and right passwords get the same answer while locked.
  expect(errorOf((await postLogin(test.app, 'examiner', 'another guess')).body)).toBe(lockedMessage(15));
  expect(await auditCount('examiner', 'auth.signInLocked')).toBe(2);

  test.clock.advanceMinutes(14);
  expect(errorOf((await postLogin(test.app, 'examiner', 'examiner-demo')).body)).toBe(lockedMessage(1));
  test.clock.advanceMinutes(1);
  expect((await postLogin(test.app, 'examiner', 'examiner-demo')).statusCode).toBe(303);
});

it('starts the count again after a successful sign-in', async () => {
  await failTimes('teacher', 4);
  expect((await postLogin(test.app, 'teacher', 'teacher-demo')).statusCode).toBe(303);
  const [stored] = await test.db.select().from(users).where(eq(users.username, 'teacher'));
  expect(stored).toMatchObject({ failedSignIns: 0, lockedUntil: null });
  expect(await failTimes('teacher', 4)).toEqual([SIGN_IN_FAILED, SIGN_IN_FAILED, SIGN_IN_FAILED, SIGN_IN_FAILED]);
  expect((await postLogin(test.app, 'teacher', 'teacher-demo')).statusCode).toBe(303);
});

it('answers an unknown user name exactly as a wrong password', async () => {
  const unknown = await postLogin(test.app, 'nobody-at-all', 'wrong password');
  const wrong = await postLogin(test.app, 'admin', 'wrong password');
  expect(unknown.statusCode).toBe(wrong.statusCode);
  expect(errorOf(unknown.body)).toBe(SIGN_IN_FAILED);
  expect(errorOf(wrong.body)).toBe(SIGN_IN_FAILED);
  // The pages differ only in the echoed user name and the fresh form token.
  const normalize = (body: string, userName: string) => body.replace(/name="formToken" value="[^"]+"/, '').replace(`value="${userName}"`, 'value=""');
  expect(normalize(unknown.body, 'nobody-at-all')).toBe(normalize(wrong.body, 'admin'));
});
