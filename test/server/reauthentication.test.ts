/**
 * Re-authentication before sensitive changes (auth/reauthenticate.ts, ASVS 5.0 V7.5.1): creating
 * a user, changing a user's role or e-mail address and asking for the account's deletion need
 * the caller's current password; a missing or wrong one answers 400 naming `currentPassword`,
 * changes nothing and is audited; wrong ones count towards the sign-in lock-out.
 */
import { and, eq } from 'drizzle-orm';
import type { AccountUser, NewAccountUser } from '../../src/contract/services/accountManagement';
import { LOCKOUT_MINUTES, MAX_FAILED_SIGN_INS } from '../../src/domain/signInLockout';
import { CHANGE_LOCKED, changesSensitiveUserFields, WRONG_CURRENT_PASSWORD } from '../../src/domain/reauthentication';
import { accounts, auditLog, users } from '../../src/server/db/schema';
import { createClosingAccount } from './support/permissionMatrixAccounts';
import { ADMIN_PASSWORD, fieldsOf, NEW_USER_PASSWORD, newUserMaker } from './support/accountUsers';
import { apiAs, postLogin, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

type Api = ReturnType<typeof apiAs>;

let test: TestApp;
let admin: Api;

const USERS = '/account/users';
const PASSWORD = NEW_USER_PASSWORD;

const newUser = newUserMaker({ userName: 'reauth.user', firstName: 'Rita', lastName: 'Reauth' });

async function created(api: Api, overrides: Partial<NewAccountUser> = {}): Promise<AccountUser> {
  const response = await api('POST', USERS, newUser(overrides));
  expect(response.statusCode).toBe(201);
  return response.json<AccountUser>();
}

/** A fresh account administrator of the demo clinic, signed in: each lock-out test locks its own. */
async function freshAdmin(): Promise<{ api: Api; user: AccountUser }> {
  // Signed in afresh: a test before may have moved the clock past the demo administrator's session.
  const creator = apiAs(test.app, await signIn(test.app, 'admin'));
  const user = await created(creator, { role: 'accountAdministrator' });
  return { api: apiAs(test.app, await signIn(test.app, user.userName, PASSWORD)), user };
}

const lockoutOf = async (userId: number) => {
  const [row] = await test.db.select({ failedSignIns: users.failedSignIns, lockedUntil: users.lockedUntil }).from(users).where(eq(users.id, userId));
  return row;
};

const refusals = async (userId: number) =>
  (await test.db.select({ outcome: auditLog.outcome }).from(auditLog).where(and(eq(auditLog.action, 'auth.reauthenticationFailed'), eq(auditLog.userId, userId)))).map((row) => row.outcome);

const userNamed = async (userName: string) => (await test.db.select({ id: users.id }).from(users).where(eq(users.username, userName)))[0];

let adminId: number;

beforeAll(async () => {
  test = await createTestApp();
  admin = apiAs(test.app, await signIn(test.app, 'admin'));
  adminId = (await userNamed('admin'))?.id ?? 0;
});
afterAll(async () => {
  await test.close();
});

/** The refusal every missing or wrong current password answers. */
const REFUSED = { code: 'validation', errors: [{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD }] };

describe('the rule of what is sensitive', () => {
  it('is a change of the role or of the e-mail address (compared trimmed and in any case)', () => {
    const stored = { role: 'examiner', email: 'Ann@Example.org' };
    expect(changesSensitiveUserFields(stored, { role: 'examiner', email: ' ann@example.org ' })).toBe(false);
    expect(changesSensitiveUserFields(stored, { role: 'teacher', email: 'ann@example.org' })).toBe(true);
    expect(changesSensitiveUserFields(stored, { role: 'examiner', email: 'mallory@example.org' })).toBe(true);
  });
});

describe('account.createUser', () => {
  it('refuses without or with a wrong current password, creates nothing and audits it; creates with the right one', async () => {
    const { currentPassword: _given, ...unconfirmed } = newUser({ userName: 'reauth.missing' });
    const missing = await admin('POST', USERS, unconfirmed);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject(REFUSED);

    const wrong = await admin('POST', USERS, newUser({ userName: 'reauth.wrong', currentPassword: 'not-my-password' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(wrong.json()).toMatchObject(REFUSED);
    expect(await userNamed('reauth.missing')).toBeUndefined();
    expect(await userNamed('reauth.wrong')).toBeUndefined();
    expect(await refusals(adminId)).toContain('wrongPassword');
    const calls = await test.db.select({ outcome: auditLog.outcome }).from(auditLog).where(eq(auditLog.action, 'account.createUser'));
    expect(calls.map((row) => row.outcome).filter((outcome) => outcome === 'validation')).toHaveLength(2);

    const right = await admin('POST', USERS, newUser({ userName: 'reauth.right' }));
    expect(right.statusCode).toBe(201);
    expect(JSON.stringify(right.json())).not.toContain(ADMIN_PASSWORD);
    // The right password ends the failures in a row, as a sign-in does.
    expect(await lockoutOf(adminId)).toEqual({ failedSignIns: 0, lockedUntil: null });
  });
});

describe('account.updateUser', () => {
  it('refuses a role change without or with a wrong current password and changes nothing; accepts it with the right one', async () => {
    const user = await created(admin);
    const promoted = { ...fieldsOf(user), role: 'accountAdministrator' };
    const missing = await admin('PUT', `${USERS}/${user.id}`, promoted);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject(REFUSED);
    const wrong = await admin('PUT', `${USERS}/${user.id}`, { ...promoted, currentPassword: 'guess' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject(REFUSED);
    const [row] = await test.db.select({ role: users.role }).from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe('examiner');
    expect(await refusals(adminId)).toEqual(expect.arrayContaining(['missing', 'wrongPassword']));

    const right = await admin('PUT', `${USERS}/${user.id}`, { ...promoted, currentPassword: ADMIN_PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ role: 'accountAdministrator' });
  });

  it("refuses a change of another user's e-mail address without the current password, and changes nothing", async () => {
    const user = await created(admin);
    const hijacked = await admin('PUT', `${USERS}/${user.id}`, { ...fieldsOf(user), email: 'mallory@example.org' });
    expect(hijacked.statusCode).toBe(400);
    expect(hijacked.json()).toMatchObject(REFUSED);
    const [row] = await test.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
    const confirmed = await admin('PUT', `${USERS}/${user.id}`, { ...fieldsOf(user), email: 'new.address@example.org', currentPassword: ADMIN_PASSWORD });
    expect(confirmed.statusCode).toBe(200);
  });

  it('needs no password for a save that changes neither role nor e-mail address', async () => {
    const user = await created(admin);
    const renamed = await admin('PUT', `${USERS}/${user.id}`, { ...fieldsOf(user), lastName: 'Renamed', email: user.email.toUpperCase(), examiner: false });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ lastName: 'Renamed', examiner: false });
    // A wrong password sent along with a change that needs none is not checked, so not counted.
    const before = await lockoutOf(adminId);
    expect((await admin('PUT', `${USERS}/${user.id}`, { ...fieldsOf(user), lastName: 'Again', currentPassword: 'whatever' })).statusCode).toBe(200);
    expect(await lockoutOf(adminId)).toEqual(before);
  });
});

describe('account.requestSelfDeletion', () => {
  it('refuses without or with a wrong current password and asks for nothing; asks with the right one', async () => {
    const closing = await createClosingAccount(test.db);
    const closer = apiAs(test.app, await signIn(test.app, closing.userName, closing.password));
    const url = `/account/accounts/${closing.accountId}/self-deletion`;
    const missing = await closer('POST', url, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject(REFUSED);
    const wrong = await closer('POST', url, { currentPassword: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject(REFUSED);
    const [before] = await test.db.select({ date: accounts.selfDeletionDate }).from(accounts).where(eq(accounts.id, closing.accountId));
    expect(before?.date).toBeNull();
    const closerId = (await userNamed(closing.userName))?.id ?? 0;
    expect(await refusals(closerId)).toEqual(['wrongPassword']);

    const right = await closer('POST', url, { currentPassword: closing.password });
    expect(right.statusCode).toBe(200);
    const [after] = await test.db.select({ date: accounts.selfDeletionDate }).from(accounts).where(eq(accounts.id, closing.accountId));
    expect(after?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('account.changePassword', () => {
  it('checks the current password by the same rule: refused, counted and audited alike', async () => {
    const { api, user } = await freshAdmin();
    const wrong = await api('PUT', '/account/users/self/password', { currentPassword: 'a guess', newPassword: 'a brand new passphrase' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject(REFUSED);
    expect(await lockoutOf(user.id)).toMatchObject({ failedSignIns: 1 });
    expect(await refusals(user.id)).toEqual(['wrongPassword']);
  });
});

describe('the lock-out', () => {
  it('locks after repeated wrong current passwords like failed sign-ins: even the right password and sign-in are refused until the lock ends', async () => {
    const { api, user } = await freshAdmin();
    const target = await created(apiAs(test.app, await signIn(test.app, 'admin')));
    const promote = (currentPassword: string) => api('PUT', `${USERS}/${target.id}`, { ...fieldsOf(target), role: 'teacher', currentPassword });
    for (let attempt = 1; attempt < MAX_FAILED_SIGN_INS; attempt += 1) {
      expect((await promote(`guess ${attempt}`)).json()).toMatchObject(REFUSED);
    }
    const locking = await promote('last guess');
    expect(locking.statusCode).toBe(400);
    expect(locking.json()).toMatchObject({ errors: [{ field: 'currentPassword', message: CHANGE_LOCKED }] });
    expect((await lockoutOf(user.id))?.lockedUntil).not.toBeNull();
    const lockedOut = await test.db.select().from(auditLog).where(and(eq(auditLog.action, 'auth.lockedOut'), eq(auditLog.userId, user.id)));
    expect(lockedOut).toHaveLength(1);

    const rightWhileLocked = await promote(PASSWORD);
    expect(rightWhileLocked.json()).toMatchObject({ errors: [{ field: 'currentPassword', message: CHANGE_LOCKED }] });
    expect((await postLogin(test.app, user.userName, PASSWORD)).statusCode).not.toBe(303);
    expect((await refusals(user.id)).sort()).toEqual(['locked', ...Array<string>(MAX_FAILED_SIGN_INS).fill('wrongPassword')]);
    const [row] = await test.db.select({ role: users.role }).from(users).where(eq(users.id, target.id));
    expect(row?.role).toBe('examiner');

    test.clock.advanceMinutes(LOCKOUT_MINUTES + 1);
    const again = apiAs(test.app, await signIn(test.app, user.userName, PASSWORD));
    expect((await again('PUT', `${USERS}/${target.id}`, { ...fieldsOf(target), role: 'teacher', currentPassword: PASSWORD })).statusCode).toBe(200);
  });

  it('counts failed sign-ins and wrong current passwords together', async () => {
    const { api, user } = await freshAdmin();
    for (let attempt = 1; attempt < MAX_FAILED_SIGN_INS; attempt += 1) {
      expect((await postLogin(test.app, user.userName, `sign-in guess ${attempt}`)).statusCode).not.toBe(303);
    }
    expect(await lockoutOf(user.id)).toMatchObject({ failedSignIns: MAX_FAILED_SIGN_INS - 1 });
    const locking = await api('POST', USERS, newUser({ currentPassword: 'one more guess' }));
    expect(locking.json()).toMatchObject({ errors: [{ field: 'currentPassword', message: CHANGE_LOCKED }] });
    expect((await postLogin(test.app, user.userName, PASSWORD)).statusCode).not.toBe(303);
  });

  it('does not count a blank current password: nothing was guessed', async () => {
    const { api, user } = await freshAdmin();
    for (let attempt = 0; attempt < MAX_FAILED_SIGN_INS + 1; attempt += 1) {
      expect((await api('POST', USERS, newUser({ currentPassword: '' }))).json()).toMatchObject(REFUSED);
    }
    expect(await lockoutOf(user.id)).toEqual({ failedSignIns: 0, lockedUntil: null });
  });
});
