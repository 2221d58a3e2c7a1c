/**
 * account.changePassword: the current password is checked, the new one meets the rule, and the
 * user's other sessions (with their refresh tokens) end while the caller's stays.
 */
import { and, eq } from 'drizzle-orm';
import { PASSWORD_MESSAGES } from '../../src/domain/passwordRule';
import { auditLog, users } from '../../src/server/db/schema';
import { WRONG_CURRENT_PASSWORD } from '../../src/server/services/passwords/changePassword';
import { apiAs, postLogin, signIn, type TestSession } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

const PATH = '/account/users/self/password';
const NEW_PASSWORD = 'a much longer passphrase';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

const refresh = (session: TestSession) => test.app.inject({ method: 'POST', url: '/qg-services/keep-alive/token', payload: { refreshToken: session.refreshToken } });

const fieldErrors = (body: string) => (JSON.parse(body) as { errors?: { field: string; message: string }[] }).errors;

it('refuses a wrong current password, and counts it as a failed sign-in', async () => {
  const session = await signIn(test.app, 'user');
  const response = await apiAs(test.app, session)('PUT', PATH, { currentPassword: 'not it', newPassword: NEW_PASSWORD });
  expect(response.statusCode).toBe(400);
  expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
  expect(fieldErrors(response.body)).toEqual([{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD }]);
  const [stored] = await test.db.select().from(users).where(eq(users.username, 'user'));
  expect(stored?.failedSignIns).toBe(1);
  expect(stored?.passwordChangedAt).toBeNull();
  expect((await postLogin(test.app, 'user', 'user-demo')).statusCode).toBe(303);
});

it('enforces the password rule on the new password', async () => {
  const api = apiAs(test.app, await signIn(test.app, 'admin'));
  const cases: [string, string][] = [
    ['short', PASSWORD_MESSAGES.tooShort],
    ['eleven char', PASSWORD_MESSAGES.tooShort],
    ['x'.repeat(257), PASSWORD_MESSAGES.tooLong],
  ];
  for (const [newPassword, message] of cases) {
    const response = await api('PUT', PATH, { currentPassword: 'admin-demo', newPassword });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response.body)).toEqual([{ field: 'newPassword', message }]);
  }
  const missing = await api('PUT', PATH, { currentPassword: 'admin-demo' });
  expect(missing.statusCode).toBe(400);
  expect(fieldErrors(missing.body)?.[0]?.field).toBe('newPassword');
  expect((await postLogin(test.app, 'admin', 'admin-demo')).statusCode).toBe(303);
});

it('refuses the user name and the current password as the new one', async () => {
  const [admin] = await test.db.select().from(users).where(eq(users.username, 'admin'));
  expect(admin).toBeDefined();
  // A user name long enough to pass the length rule.
  await test.db.update(users).set({ username: 'administrator-demo' }).where(eq(users.username, 'admin'));
  try {
    const api = apiAs(test.app, await signIn(test.app, 'administrator-demo', 'admin-demo'));
    const sameName = await api('PUT', PATH, { currentPassword: 'admin-demo', newPassword: 'Administrator-Demo' });
    expect(fieldErrors(sameName.body)).toEqual([{ field: 'newPassword', message: PASSWORD_MESSAGES.sameAsUserName }]);
  } finally {
    await test.db.update(users).set({ username: 'admin' }).where(eq(users.username, 'administrator-demo'));
  }
  const api = apiAs(test.app, await signIn(test.app, 'backoffice'));
  expect((await api('PUT', PATH, { currentPassword: 'backoffice-demo', newPassword: NEW_PASSWORD })).statusCode).toBe(204);
  const same = await api('PUT', PATH, { currentPassword: NEW_PASSWORD, newPassword: NEW_PASSWORD });
  expect(fieldErrors(same.body)).toEqual([{ field: 'newPassword', message: PASSWORD_MESSAGES.sameAsCurrent }]);
});

it('changes the password, keeps the caller signed in and signs out every other session', async () => {
  const current = await signIn(test.app, 'teacher');
  const otherBrowser = await signIn(test.app, 'teacher');
  const elsewhere = await signIn(test.app, 'teacher');
  const somebodyElse = await signIn(test.app, 'examiner');
  const changed = await apiAs(test.app, current)('PUT', PATH, { currentPassword: 'teacher-demo', newPassword: NEW_PASSWORD });
  expect(changed.statusCode).toBe(204);

  expect((await apiAs(test.app, current)('GET', '/account/users/self/preferences')).statusCode).toBe(200);
  expect((await refresh(current)).statusCode).toBe(200);
  for (const ended of [otherBrowser, elsewhere]) {
    expect((await apiAs(test.app, ended)('GET', '/account/users/self/preferences')).statusCode).toBe(401);
    expect((await refresh(ended)).statusCode).toBe(401);
  }
  expect((await apiAs(test.app, somebodyElse)('GET', '/account/users/self/preferences')).statusCode).toBe(200);

  expect((await postLogin(test.app, 'teacher', 'teacher-demo')).statusCode).toBe(200);
  expect((await postLogin(test.app, 'teacher', NEW_PASSWORD)).statusCode).toBe(303);
  const [stored] = await test.db.select().from(users).where(eq(users.username, 'teacher'));
  expect(stored?.passwordChangedAt).not.toBeNull();
  expect(stored?.passwordHash).toMatch(/^scrypt\$/);
  const audits = await test.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'account.changePassword'), eq(auditLog.entityId, String(stored?.id))));
  expect(audits).toHaveLength(1);
});
