/**
 * Account administrators manage the account's users (account.listUsers, createUser,
 * updateUser): permissions, isolation, unique user names, account roles only, no self-lockout,
 * and deactivation ending the user's sessions.
 */
import { eq } from 'drizzle-orm';
import type { AccountUser, NewAccountUser } from '../../src/contract/services/accountManagement';
import type { Page } from '../../src/contract/types';
import { auditLog, sessions, users } from '../../src/server/db/schema';
import { ADMIN_PASSWORD, fieldsOf, NEW_USER_PASSWORD, newUserMaker } from './support/accountUsers';
import { apiAs, postLogin, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

type Api = ReturnType<typeof apiAs>;

let test: TestApp;
let admin: Api;
let examiner: Api;

const USERS = '/account/users';
const PASSWORD = NEW_USER_PASSWORD;

const newUser = newUserMaker({ userName: 'new.user', firstName: 'Nina', lastName: 'Newcomer' });

async function created(overrides: Partial<NewAccountUser> = {}): Promise<AccountUser> {
  const response = await admin('POST', USERS, newUser(overrides));
  expect(response.statusCode).toBe(201);
  return response.json<AccountUser>();
}

async function userIdOf(userName: string): Promise<number> {
  const [row] = await test.db.select({ id: users.id }).from(users).where(eq(users.username, userName));
  if (!row) throw new Error(`No user ${userName}.`);
  return row.id;
}

beforeAll(async () => {
  test = await createTestApp();
  admin = apiAs(test.app, await signIn(test.app, 'admin'));
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
});
afterAll(async () => {
  await test.close();
});

describe('permissions', () => {
  it('answers 403 to users without ACCOUNT_USERS_MANAGE', async () => {
    const accountUser = apiAs(test.app, await signIn(test.app, 'user'));
    const backOffice = apiAs(test.app, await signIn(test.app, 'backoffice'));
    for (const api of [examiner, accountUser, backOffice]) {
      expect((await api('GET', USERS)).statusCode).toBe(403);
      expect((await api('POST', USERS, newUser())).statusCode).toBe(403);
      expect((await api('PUT', `${USERS}/${await userIdOf('user')}`, newUser())).statusCode).toBe(403);
    }
  });
});

describe('account.listUsers', () => {
  it("lists only the account's own users, without internal staff or password hashes", async () => {
    const response = await admin('GET', `${USERS}?pageSize=100`);
    expect(response.statusCode).toBe(200);
    const page = response.json<Page<AccountUser>>();
    const names = page.items.map((user) => user.userName);
    expect(names).toEqual(expect.arrayContaining(['admin', 'examiner', 'teacher', 'user']));
    expect(names).not.toContain('other');
    expect(names).not.toContain('backoffice');
    expect(page.total).toBe(page.items.length);
    expect(JSON.stringify(page)).not.toMatch(/scrypt|passwordHash/);
  });

  it('filters by text, role and active, and pages', async () => {
    const teacher = await created({ role: 'teacher', examiner: false, lastName: 'Zebrafilter', userName: 'zebra.teacher' });
    const byText = (await admin('GET', `${USERS}?search=ZEBRAFIL`)).json<Page<AccountUser>>();
    expect(byText.items.map((user) => user.id)).toEqual([teacher.id]);
    const byRole = (await admin('GET', `${USERS}?role=teacher&pageSize=100`)).json<Page<AccountUser>>();
    expect(byRole.items.length).toBeGreaterThan(0);
    expect(byRole.items.every((user) => user.role === 'teacher')).toBe(true);
    const firstPage = (await admin('GET', `${USERS}?pageSize=2&page=1`)).json<Page<AccountUser>>();
    const secondPage = (await admin('GET', `${USERS}?pageSize=2&page=2`)).json<Page<AccountUser>>();
    expect(firstPage.items).toHaveLength(2);
    expect(secondPage.items[0]?.id).not.toBe(firstPage.items[0]?.id);
    expect(secondPage.total).toBe(firstPage.total);
    await admin('PUT', `${USERS}/${teacher.id}`, { ...fieldsOf(teacher), active: false });
    const inactive = (await admin('GET', `${USERS}?active=false&pageSize=100`)).json<Page<AccountUser>>();
    expect(inactive.items.map((user) => user.id)).toContain(teacher.id);
    expect(inactive.items.every((user) => !user.active)).toBe(true);
  });

  it('refuses a filter by an internal role', async () => {
    expect((await admin('GET', `${USERS}?role=backOffice`)).statusCode).toBe(400);
  });
});

describe('account.createUser', () => {
  it('creates a user who signs in with the initial password, and audits it', async () => {
    const user = await created({ userName: '  New.Person ', email: 'person@example.org', role: 'accountUser', examiner: false });
    expect(user).toMatchObject({ userName: 'new.person', role: 'accountUser', examiner: false, active: true });
    const session = await signIn(test.app, 'new.person', PASSWORD);
    const identity = (await apiAs(test.app, session)('GET', '/account/users/self/preferences')).json<{ userId: number; internalUser: boolean }>();
    expect(identity).toMatchObject({ userId: user.id, internalUser: false });
    const audit = await test.db.select().from(auditLog).where(eq(auditLog.action, 'account.createUser'));
    expect(audit.map((row) => row.entityId)).toContain(String(user.id));
  });

  it('answers 409 for a user name taken anywhere on the platform, whatever its case', async () => {
    for (const userName of ['other', 'BackOffice', 'examiner']) {
      const response = await admin('POST', USERS, newUser({ userName }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'duplicate', errors: [{ field: 'userName' }] });
    }
  });

  it.each(['backOffice', 'dataRetention', 'superuser'])('answers 400 for the role %s', async (role) => {
    const response = await admin('POST', USERS, { ...newUser(), role });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', errors: [{ field: 'role' }] });
  });

  it('answers 400 for a weak password or missing fields, naming each', async () => {
    const short = await admin('POST', USERS, newUser({ password: 'short' }));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errors: [{ field: 'password' }] });
    const sameAsName = await admin('POST', USERS, newUser({ userName: 'longusername1', password: 'LongUserName1' }));
    expect(sameAsName.json()).toMatchObject({ errors: [{ field: 'password' }] });
    const missing = await admin('POST', USERS, { userName: 'x y', role: 'examiner' });
    expect(missing.statusCode).toBe(400);
    const fields = missing.json<{ errors: { field: string }[] }>().errors.map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['userName', 'firstName', 'lastName', 'email', 'examiner', 'active', 'password']));
  });
});

describe('account.updateUser', () => {
  it('changes names, e-mail, user name, role and the examiner flag, and audits it', async () => {
    const user = await created();
    const response = await admin('PUT', `${USERS}/${user.id}`, {
      ...fieldsOf(user),
      userName: 'renamed.user',
      firstName: 'Nora',
      email: 'nora@example.org',
      role: 'teacher',
      examiner: false,
      currentPassword: ADMIN_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, userName: 'renamed.user', firstName: 'Nora', email: 'nora@example.org', role: 'teacher', examiner: false });
    const identity = (await apiAs(test.app, await signIn(test.app, 'renamed.user', PASSWORD))('GET', '/account/users/self/preferences')).json<{
      permissions: { permissionName: string }[];
    }>();
    expect(identity.permissions.map((item) => item.permissionName)).not.toContain('ASSESSMENT_DELETE');
    const audit = await test.db.select().from(auditLog).where(eq(auditLog.action, 'account.updateUser'));
    expect(audit.map((row) => row.entityId)).toContain(String(user.id));
  });

  it('answers 409 for a user name someone else has', async () => {
    const user = await created();
    const response = await admin('PUT', `${USERS}/${user.id}`, { ...fieldsOf(user), userName: 'teacher' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'duplicate' });
  });

  it('answers 400 for an internal role', async () => {
    const user = await created();
    const response = await admin('PUT', `${USERS}/${user.id}`, { ...fieldsOf(user), role: 'dataRetention', currentPassword: ADMIN_PASSWORD });
    expect(response.statusCode).toBe(400);
    const [row] = await test.db.select({ role: users.role }).from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe('examiner');
  });

  it("answers 404 for another account's user and for internal staff, and changes nothing", async () => {
    for (const userName of ['other', 'backoffice']) {
      const id = await userIdOf(userName);
      const response = await admin('PUT', `${USERS}/${id}`, { ...fieldsOf(await created()), userName: `${userName}.taken`, active: false });
      expect(response.statusCode).toBe(404);
      const [row] = await test.db.select({ username: users.username, active: users.active }).from(users).where(eq(users.id, id));
      expect(row).toEqual({ username: userName, active: true });
    }
    expect((await admin('PUT', `${USERS}/999999`, fieldsOf(await created()))).statusCode).toBe(404);
  });

  it('refuses to let administrators deactivate or demote themselves (409), and lets them edit their names', async () => {
    const self = (await admin('GET', `${USERS}?search=admin`)).json<Page<AccountUser>>().items.find((user) => user.userName === 'admin');
    if (!self) throw new Error('The admin is not listed.');
    const deactivate = await admin('PUT', `${USERS}/${self.id}`, { ...fieldsOf(self), active: false });
    expect(deactivate.statusCode).toBe(409);
    expect(deactivate.json()).toMatchObject({ code: 'conflict', errors: [{ field: 'active' }] });
    const demote = await admin('PUT', `${USERS}/${self.id}`, { ...fieldsOf(self), role: 'examiner' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ code: 'conflict', errors: [{ field: 'role' }] });
    expect((await admin('GET', USERS)).statusCode).toBe(200);
    const renamed = await admin('PUT', `${USERS}/${self.id}`, { ...fieldsOf(self), middleName: 'Q.' });
    expect(renamed.statusCode).toBe(200);
  });

  it("deactivating a user ends their sessions: calls answer 401, the refresh token stops working, sign-in fails", async () => {
    const user = await created({ userName: 'soon.gone' });
    const session = await signIn(test.app, 'soon.gone', PASSWORD);
    const api = apiAs(test.app, session);
    expect((await api('GET', '/account/users/self/preferences')).statusCode).toBe(200);

    const response = await admin('PUT', `${USERS}/${user.id}`, { ...fieldsOf(user), active: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ active: false });

    expect((await api('GET', '/account/users/self/preferences')).statusCode).toBe(401);
    const userSessions = await test.db.select({ revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.userId, user.id));
    expect(userSessions.length).toBeGreaterThan(0);
    expect(userSessions.every((row) => row.revokedAt !== null)).toBe(true);
    const refresh = await test.app.inject({ method: 'POST', url: '/qg-services/keep-alive/token', payload: { refreshToken: session.refreshToken } });
    expect(refresh.statusCode).not.toBe(200);
    expect((await postLogin(test.app, 'soon.gone', PASSWORD)).statusCode).not.toBe(303);

    // Reactivated, the user signs in again; the old session stays ended.
    await admin('PUT', `${USERS}/${user.id}`, { ...fieldsOf(user), active: true });
    expect((await api('GET', '/account/users/self/preferences')).statusCode).toBe(401);
    expect((await signIn(test.app, 'soon.gone', PASSWORD)).token).not.toBe('');
  });
});
