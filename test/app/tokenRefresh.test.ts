import { expectSaga } from 'redux-saga-test-plan';
import type { CallEffectDescriptor } from 'redux-saga/effects';
import { sleep } from '../../src/app/core/saga/sleep';
import { refreshTokensWhenDue, REFRESH_RETRY_MS, tokenRefreshFlow } from '../../src/app/core/session/tokenRefreshSaga';
import { identityLoadSucceeded, loggedOut, tokenRefreshFailed, tokenRefreshSucceeded } from '../../src/app/core/session/sessionSlice';
import { jwtExpiresAt, refreshDelayMs } from '../../src/app/core/session/tokens';
import { OAUTH_TOKEN_COOKIE, STORAGE_KEYS } from '../../src/contract/cookies';
import { IDENTITY, jwt } from './support/fixtures';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testRootReducer, testState } from './support/state';

const NOW = Date.parse('2024-05-01T09:00:00.000Z') / 1000;
const OLD = jwt(NOW + 600);
const NEW = jwt(NOW + 1200);

/** Sleeps: the first `instant` resolve at once, later ones never (the test then cancels or ends). */
function sleeps(instant: number) {
  const waited: number[] = [];
  return {
    waited,
    provider: {
      call(effect: CallEffectDescriptor<unknown>, next: () => unknown) {
        if (effect.fn !== sleep) return next();
        waited.push(effect.args[0] as number);
        return waited.length <= instant ? undefined : new Promise(() => undefined);
      },
    },
  };
}

const signedIn = () =>
  testState({ session: { ...testState().session, status: 'authenticated', identity: IDENTITY, token: OLD, refreshToken: 'refresh-1' } });

describe('token timing', () => {
  it('reads the exp claim without verifying and refreshes a minute before it', () => {
    expect(jwtExpiresAt(OLD)).toBe(NOW + 600);
    expect(jwtExpiresAt('opaque-token')).toBeNull();
    expect(refreshDelayMs(OLD, '2024-05-01T09:00:00.000Z')).toBe(540_000);
    expect(refreshDelayMs(jwt(NOW + 100), '2024-05-01T09:00:00.000Z')).toBe(80_000);
    expect(refreshDelayMs(jwt(NOW - 5), '2024-05-01T09:00:00.000Z')).toBe(0);
  });
});

describe('token refresh', () => {
  it('refreshes before expiry with keepAlive.token, keeps the new pair, and stops on logout', async () => {
    const http = fakeHttp({ 'keepAlive.token': () => ({ token: NEW, refreshToken: 'refresh-2' }) });
    const { io } = fakeIo({ http });
    const timers = sleeps(1);
    const result = await expectSaga(tokenRefreshFlow)
      .withReducer(testRootReducer(), signedIn())
      .provide([ioProvider(io), timers.provider])
      .put(tokenRefreshSucceeded({ token: NEW, refreshToken: 'refresh-2' }))
      .dispatch(identityLoadSucceeded(IDENTITY))
      .delay(20)
      .dispatch(loggedOut())
      .silentRun(50);

    expect(timers.waited).toEqual([540_000, 1_140_000]);
    expect(http.calls).toHaveLength(1);
    expect(http.calls[0]).toMatchObject({ operationId: 'keepAlive.token', request: { body: { refreshToken: 'refresh-1' }, idempotencyKey: 'uuid-1' } });
    expect(io.storage.data.get(STORAGE_KEYS.token)).toBe(NEW);
    expect(io.storage.data.get(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
    expect(io.cookies.data.get(OAUTH_TOKEN_COOKIE)?.value).toBe(NEW);
    // Logged out: the state is reset and the loop is cancelled (no second refresh after the pending sleep).
    expect(result.storeState.session.token).toBeNull();
  });

  it('ends the loop when the refresh token is refused', async () => {
    const refused = apiError(401, 'unauthenticated', 'Sign in to continue.');
    const http = fakeHttp({ 'keepAlive.token': () => Promise.reject(refused) });
    const { io } = fakeIo({ http });
    const timers = sleeps(5);
    await expectSaga(refreshTokensWhenDue)
      .withReducer(testRootReducer(), signedIn())
      .provide([ioProvider(io), timers.provider])
      .put(tokenRefreshFailed(refused.info))
      .run();
    expect(http.calls).toHaveLength(1);
    expect(timers.waited).toEqual([540_000]);
  });

  it('retries later after a network failure', async () => {
    const http = fakeHttp({ 'keepAlive.token': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { io } = fakeIo({ http });
    const timers = sleeps(2);
    await expectSaga(refreshTokensWhenDue)
      .withReducer(testRootReducer(), signedIn())
      .provide([ioProvider(io), timers.provider])
      .put.like({ action: { type: tokenRefreshFailed.type, payload: { code: 'network', status: 0 } } })
      .silentRun(30);
    expect(timers.waited.slice(0, 2)).toEqual([540_000, REFRESH_RETRY_MS]);
  });

  it('does not schedule anything for an opaque token', async () => {
    const { io } = fakeIo();
    const state = testState({ session: { ...signedIn().session, token: 'opaque' } });
    const timers = sleeps(1);
    await expectSaga(refreshTokensWhenDue).withState(state).provide([ioProvider(io), timers.provider]).run();
    expect(timers.waited).toEqual([]);
  });
});
