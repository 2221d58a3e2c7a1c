import { expectSaga } from 'redux-saga-test-plan';
import { readPreferenceCookie } from '../../src/app/core/preferenceCookie/preferenceCookieSaga';
import { selectCookiePreferences } from '../../src/app/core/preferenceCookie/preferenceCookieSelectors';
import { preferenceCookieRead } from '../../src/app/core/preferenceCookie/preferenceCookieSlice';
import { PREFERENCES_COOKIE } from '../../src/contract/cookies';
import { IDENTITY } from './support/fixtures';
import { fakeIo, ioProvider, memoryCookies } from './support/fakeIo';
import { testRootReducer, testState } from './support/state';

describe('the preferences cookie', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('puts the preferences it holds', async () => {
    const cookies = memoryCookies({ [PREFERENCES_COOKIE]: JSON.stringify(IDENTITY.preferences) });
    const { storeState } = await expectSaga(readPreferenceCookie)
      .withReducer(testRootReducer(), testState())
      .provide([ioProvider(fakeIo({ cookies }).io)])
      .run();
    expect(selectCookiePreferences(storeState)).toEqual(IDENTITY.preferences);
    expect(logged).not.toHaveBeenCalled();
  });

  it('logs an error and yields no preferences when it cannot be parsed (spec §8)', async () => {
    const cookies = memoryCookies({ [PREFERENCES_COOKIE]: '{"language": {' });
    await expectSaga(readPreferenceCookie)
      .withReducer(testRootReducer(), testState())
      .provide([ioProvider(fakeIo({ cookies }).io)])
      .put(preferenceCookieRead(null))
      .run();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/preferences cookie/);
  });

  it('yields no preferences, silently, without a cookie', async () => {
    await expectSaga(readPreferenceCookie).provide([ioProvider(fakeIo().io)]).put(preferenceCookieRead(null)).run();
    expect(logged).not.toHaveBeenCalled();
  });
});
