/**
 * account.updateSelfPreferences: the signed-in user changes their language, formats and time zone.
 */
import type { UserIdentity } from '../../src/domain/identity';
import { PROBLEM_CONTENT_TYPE } from '../../src/contract/problem';
import { createTestApp, type TestApp } from './support/testApp';
import { apiAs, headersOf, signIn } from './support/session';

jest.setTimeout(60_000);

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

const PREFERENCES = '/account/users/self/preferences';

describe('account.updateSelfPreferences', () => {
  it('stores the language as its locale, the formats and the time zone, and answers the new identity', async () => {
    const api = apiAs(test.app, await signIn(test.app, 'teacher'));
    const response = await api('PUT', PREFERENCES, {
      language: { languageCode: 'de' },
      dateFormat: { dateFormatCode: 'dd.MM.yyyy' },
      numberFormat: { decimalSeparator: ',', groupingSeparator: '.' },
      timeZone: { timeZoneCode: 'Europe/Berlin', timeZoneName: 'Berlin' },
      itemEntryAutoAdvance: false,
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      language: { languageCode: 'de_de', languageName: 'Deutsch' },
      dateFormat: { dateFormatCode: 'dd.MM.yyyy', dateFormatName: 'dd.MM.yyyy' },
      numberFormat: { decimalSeparator: ',', groupingSeparator: '.', numberFormatName: '1.234,56' },
      timeZone: { timeZoneCode: 'Europe/Berlin', timeZoneName: 'Berlin' },
      itemEntryAutoAdvance: false,
      showStartingTips: true,
      isInternalUser: false,
    };
    expect(response.json<UserIdentity>().preferences).toMatchObject(expected);
    const reloaded = await api('GET', `${PREFERENCES}?addOnPermissions=true`);
    expect(reloaded.json<UserIdentity>().preferences).toMatchObject(expected);
  });

  it('changes only the keys sent', async () => {
    const api = apiAs(test.app, await signIn(test.app, 'teacher'));
    await api('PUT', PREFERENCES, { language: { languageCode: 'sv' } });
    const identity = (await api('PUT', PREFERENCES, { showWarningPopup: false })).json<UserIdentity>();
    expect(identity.preferences.language).toEqual({ languageCode: 'sv_se', languageName: 'Svenska' });
    expect(identity.showWarningPopup).toBe(false);
    const back = (await api('PUT', PREFERENCES, { language: { languageCode: 'en_us', languageName: 'English' }, showWarningPopup: true })).json<UserIdentity>();
    expect(back.preferences.language).toEqual({ languageCode: 'en_us', languageName: 'English' });
  });

  it.each([
    [{ language: { languageCode: 'tlh' } }, 'language.languageCode'],
    [{ dateFormat: { dateFormatCode: 'MM/yyyy' } }, 'dateFormat.dateFormatCode'],
    [{ numberFormat: { decimalSeparator: ',', groupingSeparator: ',' } }, 'numberFormat.groupingSeparator'],
    [{ numberFormat: { decimalSeparator: ';', groupingSeparator: '' } }, 'numberFormat.decimalSeparator'],
    [{ timeZone: { timeZoneCode: 'Mars/Olympus' } }, 'timeZone.timeZoneCode'],
    [{ itemEntryAutoAdvance: 'yes' }, 'itemEntryAutoAdvance'],
    [{ defaultExaminerId: -1 }, 'defaultExaminerId'],
  ])('refuses %j with a 400 problem naming %s', async (body, field) => {
    const api = apiAs(test.app, await signIn(test.app, 'teacher'));
    const response = await api('PUT', PREFERENCES, body);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
    expect(response.json<{ errors: { field: string }[] }>().errors.map((error) => error.field)).toContain(field);
  });

  it('never lets a user set a key that is not a preference, such as isInternalUser', async () => {
    const api = apiAs(test.app, await signIn(test.app, 'teacher'));
    // The route's JSON schema drops unknown keys before the handler sees them.
    await api('PUT', PREFERENCES, { isInternalUser: true });
    const identity = (await api('GET', PREFERENCES)).json<UserIdentity>();
    expect(identity.preferences.isInternalUser).toBe(false);
  });

  it('accepts only an examiner of the account as default examiner', async () => {
    const teacher = apiAs(test.app, await signIn(test.app, 'teacher'));
    const other = (await apiAs(test.app, await signIn(test.app, 'other'))('GET', `${PREFERENCES}`)).json<UserIdentity>();
    const refused = await teacher('PUT', PREFERENCES, { defaultExaminerId: other.userId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('defaultExaminerId');
    const self = (await teacher('GET', PREFERENCES)).json<UserIdentity>();
    const accepted = await teacher('PUT', PREFERENCES, { defaultExaminerId: self.userId });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<UserIdentity>().defaultExaminerId).toBe(self.userId);
  });

  it('requires sign-in and the CSRF header', async () => {
    expect((await test.app.inject({ method: 'PUT', url: `/qg-services${PREFERENCES}`, payload: { showStartingTips: false } })).statusCode).toBe(401);
    const session = await signIn(test.app, 'teacher');
    const response = await test.app.inject({
      method: 'PUT',
      url: `/qg-services${PREFERENCES}`,
      headers: headersOf(session, { csrf: false }),
      payload: { showStartingTips: false },
    });
    expect(response.statusCode).toBe(403);
  });
});
