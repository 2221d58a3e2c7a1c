/**
 * The preferences feature: a language change goes to the server and the identity it answers
 * replaces the session's, so the UI follows the new language and formats.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { selectFormatters, selectLocale } from '../../src/app/core/i18n/i18nSelectors';
import { preferencesUpdateFailed, preferencesUpdateRequested, preferencesUpdateSucceeded } from '../../src/app/core/preferences/preferencesActions';
import { updatePreferences } from '../../src/app/core/preferences/preferencesSaga';
import { preferencesReducer } from '../../src/app/core/preferences/preferencesSlice';
import { identityLoadSucceeded, loggedOut, sessionReducer } from '../../src/app/core/session/sessionSlice';
import type { UserIdentity } from '../../src/domain/identity';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { IDENTITY } from './support/fixtures';
import { testRootReducer, testState } from './support/state';

const GERMAN: UserIdentity = {
  ...IDENTITY,
  preferences: {
    ...IDENTITY.preferences,
    language: { languageCode: 'de_de', languageName: 'Deutsch' },
    dateFormat: { dateFormatName: 'dd.MM.yyyy', dateFormatCode: 'dd.MM.yyyy' },
    numberFormat: { numberFormatName: '1.234,56', numberFormatCode: 'de_de', decimalSeparator: ',', groupingSeparator: '.' },
    timeZone: { timeZoneName: 'Berlin', timeZoneCode: 'Europe/Berlin' },
  },
};

const signedIn = () => testState({ session: sessionReducer(testState().session, identityLoadSucceeded(IDENTITY)) });

describe('preferences reducers', () => {
  it('track the change as a request and reset on sign-out', () => {
    let state = preferencesReducer(undefined, preferencesUpdateRequested({ language: { languageCode: 'de' } }));
    expect(state).toEqual({ status: 'loading', error: null });
    state = preferencesReducer(state, preferencesUpdateFailed({ code: 'validation', message: 'No.', status: 400, fieldErrors: {} }));
    expect(state.status).toBe('failed');
    expect(preferencesReducer(state, loggedOut())).toEqual({ status: 'idle', error: null });
  });

  it('replace the identity of a signed-in session only', () => {
    const session = sessionReducer(sessionReducer(undefined, identityLoadSucceeded(IDENTITY)), preferencesUpdateSucceeded(GERMAN));
    expect(session.identity).toBe(GERMAN);
    expect(sessionReducer(undefined, preferencesUpdateSucceeded(GERMAN)).identity).toBeNull();
  });
});

describe('i18n selectors', () => {
  it('follow the identity: en_us and its formats before, de_de and the user formats after the change', () => {
    const before = signedIn();
    expect(selectLocale(testState())).toBe('en_us');
    expect(selectLocale(before)).toBe('en_us');
    const after = { ...before, session: sessionReducer(before.session, preferencesUpdateSucceeded(GERMAN)) };
    expect(selectLocale(after)).toBe('de_de');
    const format = selectFormatters(after);
    expect(format.date('2024-05-01')).toBe('01.05.2024');
    expect(format.dateTime('2024-05-01T09:00:00.000Z')).toBe('01.05.2024 11:00');
    expect(format.number(1234.5, { minimumFractionDigits: 1 })).toBe('1.234,5');
    expect(selectFormatters(testState()).date('2024-05-01')).toBe('05/01/2024');
  });
});

describe('updatePreferences saga', () => {
  it('puts the identity the server answers, which the session then holds', async () => {
    const http = fakeHttp({ 'account.updateSelfPreferences': () => GERMAN });
    const { io } = fakeIo({ http });
    const result = await expectSaga(updatePreferences, preferencesUpdateRequested({ language: { languageCode: 'de_de', languageName: 'Deutsch' } }))
      .withReducer(testRootReducer(), signedIn())
      .provide([ioProvider(io)])
      .put(preferencesUpdateSucceeded(GERMAN))
      .run();
    expect(http.calls[0]).toMatchObject({ operationId: 'account.updateSelfPreferences', request: { body: { language: { languageCode: 'de_de' } } } });
    expect(result.storeState.session.identity).toEqual(GERMAN);
    expect(result.storeState.preferences.status).toBe('succeeded');
  });

  it('reports a refusal and keeps the identity', async () => {
    const failure = apiError(400, 'validation', 'The request has invalid fields.', { 'language.languageCode': 'Choose one of the supported languages.' });
    const { io } = fakeIo({ http: fakeHttp({ 'account.updateSelfPreferences': () => Promise.reject(failure) }) });
    const result = await expectSaga(updatePreferences, preferencesUpdateRequested({ language: { languageCode: 'tlh' } }))
      .withReducer(testRootReducer(), signedIn())
      .provide([ioProvider(io)])
      .put(preferencesUpdateFailed(failure.info))
      .run();
    expect(result.storeState.session.identity).toEqual(IDENTITY);
    expect(result.storeState.preferences).toEqual({ status: 'failed', error: failure.info });
  });
});
