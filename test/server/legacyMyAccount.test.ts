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
import { formatCalendarDate } from '../../src/domain/format/dateFormat';
import type { ValidationError } from 'yup';
import { PASSWORD_MESSAGES } from '../../src/domain/passwordRule';
import { preferencesUpdateSchema } from '../../src/domain/preferences';
import { preferencesErrorText } from '../../src/server/legacy/i18n/myAccountPreferencesText';
import { passwordChangeErrorText } from '../../src/server/legacy/i18n/myAccountText';
import { passwordProblemText } from '../../src/server/legacy/i18n/passwordText';
import { CHANGE_LOCKED, WRONG_CURRENT_PASSWORD } from '../../src/server/services/passwords/changePassword';
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

    // A new e-mail address is confirmed with the current password (auth/reauthenticate.ts).
    const saved = await postForm(session, 'profile', { ...PROFILE, currentPassword: 'examiner-demo' });
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

  it("speaks the signed-in user's language, refusals of the shared rules included, and the new language once it is changed here", async () => {
    const session = await signIn(test.app, 'admin');
    expect((await apiAs(test.app, session)('PUT', '/account/users/self/preferences', { language: { languageCode: 'de' } })).statusCode).toBe(200);

    const page = await test.app.inject({ method: 'GET', url: '/legacy/my-account', cookies: browserCookies(session), headers: { 'accept-language': 'en-US' } });
    expect(page.body).toContain('<html lang="de-DE">');
    expect(page.body).toContain('<title>Q-global | Meine Kontoeinstellungen</title>');
    expect(page.body).toContain('<h1>Meine Kontoeinstellungen</h1>');
    expect(page.body).toContain('Angemeldet als <strong>admin</strong>. <a href="/">Zurück zur Testplattform</a>');
    expect(page.body).toContain('Zum Hauptinhalt springen');
    expect(page.body).toContain('<label for="firstName">Vorname</label>');
    expect(page.body).toContain('<legend>Passwort ändern</legend>');
    expect(page.body).toContain('Mindestens 12 Zeichen, nicht Ihr Benutzername. Ihre anderen Sitzungen enden, wenn das Passwort geändert wird.');
    expect(page.body).toContain('>Keine Standard-Testleitung</option>');
    expect(page.body).toContain('<button type="submit">Einstellungen speichern</button>');
    expect(page.body).not.toContain('My account settings');

    const expired = await postForm(session, 'profile', PROFILE, { field: 'forged.token' });
    expect(expired.statusCode).toBe(403);
    expect(expired.body).toContain('Dieses Formular ist abgelaufen. Bitte versuchen Sie es erneut.');

    const profile = await postForm(session, 'profile', { ...PROFILE, firstName: ' ', email: 'not an address', phone: 'call me' });
    expect(profile.statusCode).toBe(400);
    expect(profile.body).toContain('<h2 id="error-summary-title">Es ist ein Problem aufgetreten</h2>');
    expect(profile.body).toContain('<a href="#firstName">Geben Sie Ihren Vornamen ein.</a>');
    expect(profile.body).toContain('Geben Sie eine E-Mail-Adresse wie name@example.com ein.');
    expect(profile.body).toContain('Verwenden Sie nur Ziffern, Leerzeichen und die Zeichen + ( ) - .');

    const differ = await postForm(session, 'password', { currentPassword: 'admin-demo', newPassword: 'a long new admin passphrase', repeatPassword: 'something else' });
    expect(differ.body).toContain('Die beiden Passwörter stimmen nicht überein.');
    const short = await postForm(session, 'password', { currentPassword: 'admin-demo', newPassword: 'short', repeatPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('id="newPassword-error">Das neue Passwort muss mindestens 12 Zeichen haben.</p>');
    const wrong = await postForm(session, 'password', { currentPassword: 'not-the-password', newPassword: 'a long new admin passphrase', repeatPassword: 'a long new admin passphrase' });
    expect(wrong.body).toContain('Das aktuelle Passwort ist falsch.');
    expect(wrong.body).not.toContain(WRONG_CURRENT_PASSWORD);

    const fields = { languageCode: 'sv_se', dateFormatCode: 'yyyy-MM-dd', numberFormat: '1 234,56', timeZoneCode: 'Europe/Stockholm', defaultExaminerId: '0' };
    const unknownZone = await postForm(session, 'preferences', { ...fields, timeZoneCode: 'Mars/Olympus_Mons' });
    expect(unknownZone.statusCode).toBe(400);
    expect(unknownZone.body).toContain('<html lang="de-DE">');
    expect(unknownZone.body).toContain('<a href="#timeZoneCode">Wählen Sie eine bekannte Zeitzone (zum Beispiel Europe/Berlin).</a>');

    // The page after the save speaks the language just chosen.
    const saved = await postForm(session, 'preferences', fields);
    expect(saved.statusCode).toBe(303);
    const after = await test.app.inject({ method: 'GET', url: saved.headers.location ?? '', cookies: browserCookies(session) });
    expect(after.body).toContain('<html lang="sv-SE">');
    expect(after.body).toContain('<h1>Mina kontoinställningar</h1>');
    expect(after.body).toContain('<p class="notice" role="status">Dina inställningar har sparats.</p>');
    expect(after.body).toContain('Hoppa till huvudinnehållet');
  });

  it('writes the date format choices with month names in the user\'s language, Canadian French reading French', async () => {
    const session = await signIn(test.app, 'user');
    expect((await apiAs(test.app, session)('PUT', '/account/users/self/preferences', { language: { languageCode: 'fr_ca' } })).statusCode).toBe(200);
    const page = await openPage(session);
    expect(page.body).toContain('<html lang="fr-CA">');
    expect(page.body).toContain('<h1>Paramètres de mon compte</h1>');
    expect(page.body).toContain(`${formatCalendarDate('2026-12-31', 'd MMM yyyy', 'fr-CA')} (d MMM yyyy)`);
    const wrong = await postForm(session, 'password', { currentPassword: 'wrong', newPassword: 'a long new user passphrase', repeatPassword: 'a long new user passphrase' });
    expect(wrong.body).toContain('Le mot de passe actuel est incorrect.');
  });

  it('knows every message of the shared rules the page can meet, so none stays in English', async () => {
    const refusals = await preferencesUpdateSchema
      .validate({ language: { languageCode: 'xx' }, dateFormat: { dateFormatCode: 'qq' }, timeZone: { timeZoneCode: 'Mars/Base' }, defaultExaminerId: -1 }, { abortEarly: false })
      .then(() => [] as string[], (error: ValidationError) => error.errors);
    const empty = await preferencesUpdateSchema
      .validate({ language: { languageCode: '' }, dateFormat: { dateFormatCode: '' }, timeZone: { timeZoneCode: '' } }, { abortEarly: false })
      .then(() => [] as string[], (error: ValidationError) => error.errors);
    expect(refusals.length + empty.length).toBe(7);
    for (const message of [...refusals, ...empty]) expect(preferencesErrorText('nb_no', message)).not.toBe(message);
    for (const message of Object.values(PASSWORD_MESSAGES)) expect(passwordProblemText('da_dk', message)).not.toBe(message);
    for (const message of [WRONG_CURRENT_PASSWORD, CHANGE_LOCKED]) expect(passwordChangeErrorText('es_es', message)).not.toBe(message);
    expect(preferencesErrorText('de_de', 'Something new.')).toBe('Something new.');
  });
});
