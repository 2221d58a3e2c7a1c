/**
 * The preferences cookie set at sign-in: the user's effective preferences as JSON, readable by
 * the SPA before it has loaded the identity.
 */
import { PREFERENCES_COOKIE } from '../../src/contract/cookies';
import { parsePreferencesCookie } from '../../src/domain/preferencesCookie';
import { createTestApp, type TestApp } from './support/testApp';
import { apiAs, cookieOf, demoStaffCode, postLogin, postSecondStep, signIn } from './support/session';

jest.setTimeout(60_000);

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

describe('the preferences cookie', () => {
  it('is set at sign-in with the preferences of spec §3, readable by scripts, path root', async () => {
    const response = await postLogin(test.app, 'examiner', 'examiner-demo');
    const cookie = (response.cookies as { name: string; httpOnly?: boolean; path?: string; sameSite?: string; maxAge?: number }[]).find(
      (candidate) => candidate.name === PREFERENCES_COOKIE,
    );
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.maxAge).toBeGreaterThan(0);
    const parsed = parsePreferencesCookie(decodeURIComponent(cookieOf(response, PREFERENCES_COOKIE) ?? ''));
    expect(parsed).toMatchObject({ ok: true, value: { language: { languageCode: 'en_us' }, defaultExaminerId: 0, isInternalUser: false } });
  });

  it('says an internal user is internal', async () => {
    // Internal staff sign in in two steps; the cookie comes with the second.
    const response = await postSecondStep(test.app, await postLogin(test.app, 'retention', 'retention-demo'), demoStaffCode(test.app, 'retention'));
    const parsed = parsePreferencesCookie(decodeURIComponent(cookieOf(response, PREFERENCES_COOKIE) ?? ''));
    expect(parsed).toMatchObject({ ok: true, value: { isInternalUser: true } });
  });

  it('is not set when the sign-in fails', async () => {
    const response = await postLogin(test.app, 'examiner', 'wrong');
    expect(cookieOf(response, PREFERENCES_COOKIE)).toBeUndefined();
  });

  it('follows a change of preferences', async () => {
    const session = await signIn(test.app, 'user');
    const response = await apiAs(test.app, session)('PUT', '/account/users/self/preferences', { language: { languageCode: 'sv' } });
    expect(response.statusCode).toBe(200);
    const parsed = parsePreferencesCookie(decodeURIComponent(cookieOf(response, PREFERENCES_COOKIE) ?? ''));
    expect(parsed).toMatchObject({ ok: true, value: { language: { languageCode: 'sv_se' } } });
  });
});
