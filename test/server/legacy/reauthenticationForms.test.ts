/**
 * The legacy forms of sensitive changes ask for the current password (auth/reauthenticate.ts):
 * "my account settings" beside the e-mail address, the manage-accounts user form beside the role,
 * and the account deletion form. Each renders a `current-password` field, and a missing or wrong
 * password shows its error at that field, in the user's language, and changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../../../src/contract/cookies';
import { SUPPORTED_LOCALES } from '../../../src/domain/locale';
import { WRONG_CURRENT_PASSWORD } from '../../../src/domain/reauthentication';
import { accounts, auditLog, users } from '../../../src/server/db/schema';
import { MY_ACCOUNT_TEXT } from '../../../src/server/legacy/i18n/myAccountText';
import { MANAGE_ACCOUNTS_USER_FORM_TEXT } from '../../../src/server/legacy/i18n/manageAccountsUserFormText';
import { MANAGE_ACCOUNTS_FORM_COOKIE } from '../../../src/server/legacy/manageAccounts/pageSupport';
import { MY_ACCOUNT_FORM_COOKIE } from '../../../src/server/legacy/myAccountRoutes';
import { apiAs, cookieOf, formBody, signIn, type TestSession } from '../support/session';
import { createTestApp, type TestApp } from '../support/testApp';

jest.setTimeout(120_000);

let test: TestApp;
let admin: TestSession;
beforeAll(async () => {
  test = await createTestApp();
  admin = await signIn(test.app, 'admin');
});
afterAll(async () => {
  await test.close();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const MANAGE = '/legacy/manage-accounts';
const MY_ACCOUNT = '/legacy/my-account';

const open = (session: TestSession, url: string): Promise<LightMyRequestResponse> => test.app.inject({ method: 'GET', url, cookies: { [SESSION_COOKIE]: session.sessionCookie } });

/** Opens `pageUrl`, then posts `fields` to `postUrl` with the page's form token, as a browser does. */
async function post(session: TestSession, formCookie: string, pageUrl: string, postUrl: string, fields: Record<string, string>): Promise<LightMyRequestResponse> {
  const page = await open(session, pageUrl);
  const field = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  return test.app.inject({
    method: 'POST',
    url: postUrl,
    cookies: { [SESSION_COOKIE]: session.sessionCookie, [formCookie]: cookieOf(page, formCookie) ?? '' },
    payload: formBody({ ...fields, formToken: field }),
    headers: FORM,
  });
}

const userRow = async (userName: string) => {
  const [row] = await test.db.select().from(users).where(eq(users.username, userName));
  if (!row) throw new Error(`No user ${userName}`);
  return row;
};

const refusals = async (userId: number) =>
  (await test.db.select({ outcome: auditLog.outcome }).from(auditLog).where(and(eq(auditLog.action, 'auth.reauthenticationFailed'), eq(auditLog.userId, userId)))).map((row) => row.outcome);

/** Expects the page's input `id` to be a current password: a password, never filled in, named `currentPassword`, for the browser's saved password. */
function expectCurrentPasswordInput(body: string, id: string): void {
  const input = new RegExp(`<input id="${id}"[^>]*>`).exec(body)?.[0] ?? '';
  expect(input).toContain('type="password"');
  expect(input).toMatch(/autocomplete="current-password"/i);
  expect(input).toContain('name="currentPassword"');
  expect(input).not.toContain('value=');
}

describe('my account settings: the e-mail address', () => {
  const PROFILE = { title: '', firstName: 'Terry', middleName: '', lastName: 'Teacher', suffix: '', phone: '' };
  const profileOf = (email: string, currentPassword?: string) => ({ ...PROFILE, email, ...(currentPassword !== undefined ? { currentPassword } : {}) });

  it('renders a current password field beside the e-mail address', async () => {
    const page = await open(await signIn(test.app, 'teacher'), MY_ACCOUNT);
    expectCurrentPasswordInput(page.body, 'profileCurrentPassword');
    expect(page.body).toContain('<label for="profileCurrentPassword">Current password</label>');
    expect(page.body).toContain(MY_ACCOUNT_TEXT.en_us.emailPasswordHint);
  });

  it('refuses a new address without or with a wrong current password, at the field, and stores nothing', async () => {
    const session = await signIn(test.app, 'teacher');
    const before = await userRow('teacher');
    for (const currentPassword of [undefined, 'not my password']) {
      const refused = await post(session, MY_ACCOUNT_FORM_COOKIE, MY_ACCOUNT, `${MY_ACCOUNT}/profile`, profileOf('mallory@example.org', currentPassword));
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(`<p class="error" id="profileCurrentPassword-error">${WRONG_CURRENT_PASSWORD}</p>`);
      expect(refused.body).toContain(`<a href="#profileCurrentPassword">${WRONG_CURRENT_PASSWORD}</a>`);
      expect(refused.body).toContain('value="mallory@example.org"');
    }
    expect(await userRow('teacher')).toMatchObject({ email: before.email, firstName: before.firstName, failedSignIns: 1 });
    expect(await refusals(before.id)).toEqual(['missing', 'wrongPassword']);
    const audited = await test.db.select({ outcome: auditLog.outcome }).from(auditLog).where(and(eq(auditLog.action, 'account.updateSelfProfile'), eq(auditLog.userId, before.id)));
    expect(audited.map((row) => row.outcome)).toEqual(['validation', 'validation']);

    const saved = await post(session, MY_ACCOUNT_FORM_COOKIE, MY_ACCOUNT, `${MY_ACCOUNT}/profile`, profileOf('terry.new@example.org', 'teacher-demo'));
    expect(saved.statusCode).toBe(303);
    expect(await userRow('teacher')).toMatchObject({ email: 'terry.new@example.org', firstName: 'Terry', failedSignIns: 0 });
  });

  it('needs no password when the address stays', async () => {
    const session = await signIn(test.app, 'teacher');
    const { email } = await userRow('teacher');
    const saved = await post(session, MY_ACCOUNT_FORM_COOKIE, MY_ACCOUNT, `${MY_ACCOUNT}/profile`, { ...profileOf(email), lastName: 'Renamed' });
    expect(saved.statusCode).toBe(303);
    expect(await userRow('teacher')).toMatchObject({ lastName: 'Renamed' });
  });

  it('says the field and its refusal in the user’s language', async () => {
    const session = await signIn(test.app, 'examiner');
    expect((await apiAs(test.app, session)('PUT', '/account/users/self/preferences', { language: { languageCode: 'nl' } })).statusCode).toBe(200);
    const refused = await post(session, MY_ACCOUNT_FORM_COOKIE, MY_ACCOUNT, `${MY_ACCOUNT}/profile`, { ...profileOf('someone.else@example.org', 'wrong'), firstName: 'Emma', lastName: 'Examiner' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<label for="profileCurrentPassword">Huidig wachtwoord</label>');
    expect(refused.body).toContain('Vul ook uw huidige wachtwoord in om uw e-mailadres te wijzigen.');
    expect(refused.body).toContain('<p class="error" id="profileCurrentPassword-error">Het huidige wachtwoord is onjuist.</p>');
  });
});

describe('manage accounts: the user form', () => {
  it('renders the administrator’s current password field on the new and the edit form', async () => {
    const teacher = await userRow('teacher');
    for (const url of [`${MANAGE}/users/new`, `${MANAGE}/users/${teacher.id}`]) {
      const page = await open(admin, url);
      expectCurrentPasswordInput(page.body, 'currentPassword');
      expect(page.body).toContain('<label for="currentPassword">Your current password</label>');
    }
  });

  it('refuses a role change without or with a wrong current password at the field, and changes nothing; saves it with the right one', async () => {
    const user = await userRow('user');
    const url = `${MANAGE}/users/${user.id}`;
    const fields = { userName: user.username, firstName: user.firstName, lastName: user.lastName, email: user.email, role: 'accountAdministrator', active: 'true' };
    for (const currentPassword of ['', 'wrong password']) {
      const refused = await post(admin, MANAGE_ACCOUNTS_FORM_COOKIE, url, url, { ...fields, currentPassword });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(`<p class="error" id="currentPassword-error">${WRONG_CURRENT_PASSWORD}</p>`);
      expect(refused.body).toContain('href="#currentPassword"');
    }
    expect(await userRow('user')).toMatchObject({ role: user.role });
    const saved = await post(admin, MANAGE_ACCOUNTS_FORM_COOKIE, url, url, { ...fields, currentPassword: 'admin-demo' });
    expect(saved.statusCode).toBe(303);
    expect(await userRow('user')).toMatchObject({ role: 'accountAdministrator' });
  });

  it('refuses a new user without the current password', async () => {
    const url = `${MANAGE}/users/new`;
    const refused = await post(admin, MANAGE_ACCOUNTS_FORM_COOKIE, url, url, {
      userName: 'no.confirmation',
      firstName: 'Nat',
      lastName: 'Noconfirm',
      email: 'nat@example.org',
      role: 'examiner',
      active: 'true',
      password: 'a long initial passphrase',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(`<p class="error" id="currentPassword-error">${WRONG_CURRENT_PASSWORD}</p>`);
    expect(await test.db.select().from(users).where(eq(users.username, 'no.confirmation'))).toHaveLength(0);
  });
});

describe('manage accounts: the account deletion', () => {
  it('renders the field and refuses a wrong current password at it, asking for nothing', async () => {
    const page = await open(admin, MANAGE);
    expectCurrentPasswordInput(page.body, 'currentPassword');
    const refused = await post(admin, MANAGE_ACCOUNTS_FORM_COOKIE, MANAGE, `${MANAGE}/deletion`, { confirmDeletion: 'true', currentPassword: 'wrong password' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(`<p class="error" id="currentPassword-error">${WRONG_CURRENT_PASSWORD}</p>`);
    // The refusal keeps its count and audit row although the request's own writes roll back.
    const { accountId, id, failedSignIns } = await userRow('admin');
    expect(failedSignIns).toBe(1);
    expect(await refusals(id)).toContain('wrongPassword');
    const [account] = await test.db.select({ date: accounts.selfDeletionDate }).from(accounts).where(eq(accounts.id, accountId));
    expect(account?.date).toBeNull();
  });
});

describe('the words', () => {
  it('exist in every language, translated apart from the English ones', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const words = [MY_ACCOUNT_TEXT[locale].emailPasswordHint, MANAGE_ACCOUNTS_USER_FORM_TEXT[locale].yourCurrentPassword, MANAGE_ACCOUNTS_USER_FORM_TEXT[locale].currentPasswordHint];
      for (const word of words) expect(word.trim()).not.toBe('');
      if (!locale.startsWith('en_')) {
        expect(words).not.toContain(MY_ACCOUNT_TEXT.en_us.emailPasswordHint);
        expect(words).not.toContain(MANAGE_ACCOUNTS_USER_FORM_TEXT.en_us.yourCurrentPassword);
      }
    }
  });
});
