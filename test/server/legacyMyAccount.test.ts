/**
 * The legacy "my account settings" page: it shares the SPA's session, works with plain form posts
 * (303 back to the page), and its profile, preferences and password forms store what the SPA
 * reads.
 */
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { PREFERENCES_COOKIE, SESSION_COOKIE } from '../../src/contract/cookies';
import type { UserIdentity } from '../../src/domain/identity';
import { auditLog, users } from '../../src/server/db/schema';
import { MY_ACCOUNT_FORM_COOKIE } from '../../src/server/legacy/myAccountRoutes';
import { WRONG_CURRENT_PASSWORD } from '../../src/server/services/passwords/changePassword';
import { apiAs, cookieOf, formBody, signIn, type TestSession } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const SELF = '/account/users/self/preferences?addOnPermissions=true';

/** The cookie a legacy page goes by: the session's (the SPA's access token may have expired meanwhile). */
const browserCookies = (session: TestSession): Record<string, string> => ({ [SESSION_COOKIE]: session.sessionCookie });

const openPage = (session: TestSession, query = ''): Promise<LightMyRequestResponse> =>
  test.app.inject({ method: 'GET', url: `/legacy/my-account${query}`, cookies: browserCookies(session) });

/** Opens the page, then posts one of its forms with the page's form token (or the token given). */
async function postForm(session: TestSession, form: 'profile' | 'password' | 'preferences', fields: Record<string, string>, token?: { cookie?: string; field?: string }): Promise<LightMyRequestResponse> {
  const page = await openPage(session);
  const field = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const cookie = cookieOf(page, MY_ACCOUNT_FORM_COOKIE) ?? '';
  const tokenCookie = token && 'cookie' in token ? token.cookie : cookie;
  return test.app.inject({
    method: 'POST',
    url: `/legacy/my-account/${form}`,
    cookies: { ...browserCookies(session), ...(tokenCookie !== undefined ? { [MY_ACCOUNT_FORM_COOKIE]: tokenCookie } : {}) },
    payload: formBody({ ...fields, ...(token && 'field' in token ? (token.field !== undefined ? { formToken: token.field } : {}) : { formToken: field }) }),
    headers: FORM,
  });
}

const PROFILE = { title: 'Dr.', firstName: 'Emma', middleName: 'Jane', lastName: 'Examiner', suffix: 'PhD', email: 'emma@example.com', phone: '+1 (555) 010-2000' };

describe('the my account settings page', () => {
  it('renders for a signed-in user with the page-refresh flag, with one h1 and labelled fields', async () => {
    const response = await openPage(await signIn(test.app, 'examiner'), '?pageRefresh=true');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body.match(/<h1[ >]/g)).toHaveLength(1);
    for (const id of ['firstName', 'email', 'currentPassword', 'newPassword', 'languageCode', 'dateFormatCode', 'numberFormat', 'timeZoneCode', 'defaultExaminerId', 'itemEntryAutoAdvance', 'showStartingTips', 'showWarningPopup']) {
      expect(response.body).toContain(`for="${id}"`);
      expect(response.body).toContain(`id="${id}"`);
    }
    expect(response.body).toContain('<option value="de_de">Deutsch</option>');
    expect(response.body).toContain('href="/"');
  });

  it('sends a browser without a session to the login page, which returns here', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/legacy/my-account?pageRefresh=true' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/legacy/login?next=%2Flegacy%2Fmy-account');
  });

  it('refuses a post with a missing or wrong form token (403) and changes nothing', async () => {
    const session = await signIn(test.app, 'examiner');
    const missing = await postForm(session, 'profile', { ...PROFILE, firstName: 'Mallory' }, { field: undefined });
    expect(missing.statusCode).toBe(403);
    expect(missing.body).toContain('This form has expired. Please try again.');
    const wrong = await postForm(session, 'profile', { ...PROFILE, firstName: 'Mallory' }, { field: 'forged.token' });
    expect(wrong.statusCode).toBe(403);
    const noCookie = await postForm(session, 'preferences', { languageCode: 'de_de' }, { cookie: undefined });
    expect(noCookie.statusCode).toBe(403);
    const [row] = await test.db.select({ firstName: users.firstName }).from(users).where(eq(users.username, 'examiner'));
    expect(row?.firstName).not.toBe('Mallory');
  });

  it('validates the profile, shows the errors linked to their fields, and stores a valid one with an audit row', async () => {
    const session = await signIn(test.app, 'examiner');
    const invalid = await postForm(session, 'profile', { ...PROFILE, firstName: ' ', email: 'not an address' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('href="#firstName"');
    expect(invalid.body).toContain('href="#email"');
    expect(invalid.body).toContain('id="email-error"');
    expect(invalid.body).toContain('value="not an address"');

    const saved = await postForm(session, 'profile', PROFILE);
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/legacy/my-account?saved=profile');
    const [row] = await test.db
      .select({ title: users.title, firstName: users.firstName, middleName: users.middleName, lastName: users.lastName, suffix: users.suffix, email: users.email, phone: users.phone, id: users.id })
      .from(users)
      .where(eq(users.username, 'examiner'));
    expect(row).toEqual({ ...PROFILE, id: row?.id });
    const audits = await test.db.select().from(auditLog).where(and(eq(auditLog.action, 'account.updateSelfProfile'), eq(auditLog.entityId, String(row?.id))));
    expect(audits.length).toBeGreaterThan(0);
    const after = await openPage(session, '?saved=profile');
    expect(after.body).toContain('Your profile was saved.');
  });

  it('stores every preference where account.getSelfPreferences reads it, and refuses an unknown time zone', async () => {
    const session = await signIn(test.app, 'examiner');
    const api = apiAs(test.app, session);
    const before = (await api('GET', SELF)).json<UserIdentity>();
    const fields = {
      languageCode: 'de_de',
      dateFormatCode: 'dd.MM.yyyy',
      numberFormat: '1.234,56',
      timeZoneCode: 'Europe/Berlin',
      defaultExaminerId: String(before.userId),
      showStartingTips: 'true',
    };
    const invalid = await postForm(session, 'preferences', { ...fields, timeZoneCode: 'Mars/Olympus_Mons' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('href="#timeZoneCode"');

    const saved = await postForm(session, 'preferences', fields);
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/legacy/my-account?saved=preferences');
    expect(cookieOf(saved, PREFERENCES_COOKIE)).toContain('de_de');
    const identity = (await api('GET', SELF)).json<UserIdentity>();
    expect(identity.preferences).toMatchObject({
      language: { languageCode: 'de_de' },
      dateFormat: { dateFormatCode: 'dd.MM.yyyy' },
      numberFormat: { decimalSeparator: ',', groupingSeparator: '.' },
      timeZone: { timeZoneCode: 'Europe/Berlin' },
      itemEntryAutoAdvance: false,
      showStartingTips: true,
      showWarningPopup: false,
      defaultExaminerId: before.userId,
    });
    const page = await openPage(session);
    expect(page.body).toMatch(/<option selected="" value="de_de">|<option value="de_de" selected="">/);
  });

  it('changes the password: refuses a wrong current one beside its field, then ends the other sessions and keeps this one', async () => {
    const here = await signIn(test.app, 'teacher');
    const elsewhere = await signIn(test.app, 'teacher');
    const newPassword = 'a long new teacher passphrase';

    const wrong = await postForm(here, 'password', { currentPassword: 'not-the-password', newPassword, repeatPassword: newPassword });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('id="currentPassword-error"');
    expect(wrong.body).toContain(WRONG_CURRENT_PASSWORD);

    const changed = await postForm(here, 'password', { currentPassword: 'teacher-demo', newPassword, repeatPassword: newPassword });
    expect(changed.statusCode).toBe(303);
    expect(changed.headers.location).toBe('/legacy/my-account?saved=password');

    expect((await apiAs(test.app, elsewhere)('GET', SELF)).statusCode).toBe(401);
    expect((await apiAs(test.app, here)('GET', SELF)).statusCode).toBe(200);
    expect((await openPage(here)).statusCode).toBe(200);
    await expect(signIn(test.app, 'teacher', newPassword)).resolves.toBeDefined();
  });
});
