import { expectSaga } from 'redux-saga-test-plan';
import type { CallEffectDescriptor } from 'redux-saga/effects';
import { call, fork, race, take } from 'typed-redux-saga';
import { sleep } from '../../src/app/core/saga/sleep';
import { sessionSaga } from '../../src/app/core/session/sessionSaga';
import { refreshTokensWhenDue, REFRESH_RETRY_MS, TOKEN_REFRESH_LOCK, tokenRefreshFlow } from '../../src/app/core/session/tokenRefreshSaga';
import { tabSyncFlow } from '../../src/app/core/session/tabSyncSaga';
import {
  identityLoadSucceeded,
  loggedOut,
  signInRedirectStarted,
  tokenRefreshFailed,
  tokenRefreshSucceeded,
} from '../../src/app/core/session/sessionSlice';
import { jwtExpiresAt, refreshDelayMs } from '../../src/app/core/session/tokens';
import { OAUTH_TOKEN_COOKIE, STORAGE_KEYS } from '../../src/contract/cookies';
import { IDENTITY, jwt } from './support/fixtures';
import { apiError, fakeHttp, fakeIo, fakeLocks, fakeTabBus, fakeTabs, ioProvider, memoryCookies, memoryStorage } from './support/fakeIo';
import { testRootReducer, testState } from './support/state';
import { virtualTime } from './support/virtualTime';

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

  it('refreshes once and then on schedule when the device clock is 20 minutes ahead of the server', async () => {
    // The server issued the pair at NOW; the device believes it is NOW + 20 minutes.
    const issued = jwt(NOW + 600, '7', NOW);
    const next = jwt(NOW + 1200, '7', NOW + 600);
    const http = fakeHttp({ 'keepAlive.token': () => ({ token: next, refreshToken: 'refresh-2' }) });
    const { io } = fakeIo({ http, clock: { now: () => new Date((NOW + 1200) * 1000).toISOString(), today: () => '2024-05-01' } });
    const timers = sleeps(1);
    const state = testState({ session: { ...signedIn().session, token: issued } });
    await expectSaga(refreshTokensWhenDue).withReducer(testRootReducer(), state).provide([ioProvider(io), timers.provider]).silentRun(30);
    // Stored token that looks expired here: refreshed at once; the new one measured from its iat, not in a loop.
    expect(timers.waited).toEqual([0, 540_000]);
    expect(http.calls).toHaveLength(1);
  });

  it('refreshes before the end when the device clock is 20 minutes behind the server', async () => {
    const issued = jwt(NOW + 600, '7', NOW);
    const { io } = fakeIo({ clock: { now: () => new Date((NOW - 1200) * 1000).toISOString(), today: () => '2024-05-01' } });
    const timers = sleeps(0);
    const state = testState({ session: { ...signedIn().session, token: issued } });
    await expectSaga(refreshTokensWhenDue).withReducer(testRootReducer(), state).provide([ioProvider(io), timers.provider]).silentRun(30);
    // A clock before the token's own issue is not believed: nine minutes from the issue, not twenty-nine.
    expect(timers.waited).toEqual([540_000]);
  });

  it('does not schedule anything for an opaque token', async () => {
    const { io } = fakeIo();
    const state = testState({ session: { ...signedIn().session, token: 'opaque' } });
    const timers = sleeps(1);
    await expectSaga(refreshTokensWhenDue).withState(state).provide([ioProvider(io), timers.provider]).run();
    expect(timers.waited).toEqual([]);
  });
});

describe('token refresh across tabs', () => {
  /** A server that rotates refresh tokens and, like the real one, refuses a used one (reuse). */
  function rotatingServer() {
    const used = new Set<string>();
    let counter = 1;
    return fakeHttp({
      'keepAlive.token': (request) => {
        const presented = (request.body as { refreshToken: string }).refreshToken;
        if (used.has(presented)) return Promise.reject(apiError(401, 'unauthenticated', 'This refresh token was already used; the session has been ended for safety.'));
        used.add(presented);
        counter += 1;
        return { token: jwt(NOW + 600 * counter), refreshToken: `refresh-${counter}` };
      },
    });
  }

  function* untilStopped(saga: () => Generator<unknown, unknown, unknown>) {
    yield* race({ run: call(saga), stop: take('test/stop') });
  }

  function* tab() {
    yield* fork(tokenRefreshFlow);
    yield* fork(tabSyncFlow);
  }

  /** Two tabs on one browser's storage, cookies and locks; `connected`: whether their messages reach each other. */
  function twoTabs(connected: boolean) {
    const time = virtualTime('2024-05-01T09:00:00.000Z');
    const http = rotatingServer();
    const storage = memoryStorage({ [STORAGE_KEYS.token]: OLD, [STORAGE_KEYS.refreshToken]: 'refresh-1' });
    const cookies = memoryCookies();
    const locks = fakeLocks();
    const bus = fakeTabBus();
    const tabs = connected ? [bus.tab(), bus.tab()] : [fakeTabs(), fakeTabs()];
    const runs = tabs.map((tabChannel) => {
      const { io } = fakeIo({ http, storage, cookies, locks, tabs: tabChannel, clock: time.clock });
      const test = expectSaga(untilStopped, tab).withReducer(testRootReducer(), signedIn()).provide([ioProvider(io), time.provider]);
      return { test, done: test.not.put.actionType(tokenRefreshFailed.type).run(2000) };
    });
    for (const { test } of runs) test.dispatch(identityLoadSucceeded(IDENTITY));
    const stop = async () => {
      for (const { test } of runs) test.dispatch({ type: 'test/stop' });
      return Promise.all(runs.map(({ done }) => done));
    };
    return { time, http, locks, tabs, stop };
  }

  const presented = (http: ReturnType<typeof rotatingServer>) => http.calls.map((c) => (c.request.body as { refreshToken: string }).refreshToken);

  it('two tabs due at once: one refreshes and tells the other, which adopts the stored pair', async () => {
    const { time, http, locks, tabs, stop } = twoTabs(true);
    await time.advance(540_000);
    expect(presented(http)).toEqual(['refresh-1']);
    // Both keep going on the new pair: the next refresh is again one between them.
    await time.advance(600_000);
    expect(presented(http)).toEqual(['refresh-1', 'refresh-2']);
    const results = await stop();
    for (const result of results) expect(result.storeState.session).toMatchObject({ token: jwt(NOW + 1800), refreshToken: 'refresh-3' });
    expect(tabs.flatMap((t) => t.posted)).toEqual([{ kind: 'tokensRefreshed' }, { kind: 'tokensRefreshed' }]);
    expect(locks.held.size).toBe(0);
  });

  it('without the message, the tab next in line for the lock finds the stored pair and adopts it', async () => {
    const { time, http, locks, stop } = twoTabs(false);
    await time.advance(540_000);
    expect(presented(http)).toEqual(['refresh-1']);
    expect(locks.log).toEqual(['acquire:qg.tokenRefresh', 'release:qg.tokenRefresh', 'acquire:qg.tokenRefresh', 'release:qg.tokenRefresh']);
    const results = await stop();
    for (const result of results) expect(result.storeState.session).toMatchObject({ token: jwt(NOW + 1200), refreshToken: 'refresh-2' });
  });

  it('a reused refresh token (401) leads to the sign-in page', async () => {
    const time = virtualTime('2024-05-01T09:00:00.000Z');
    const reused = apiError(401, 'unauthenticated', 'This refresh token was already used; the session has been ended for safety.');
    const http = fakeHttp({ 'keepAlive.token': () => Promise.reject(reused), 'keepAlive.ping': () => Promise.reject(apiError(503, 'unavailable', 'Down')) });
    const { io, assigned } = fakeIo({ http, clock: time.clock });
    const state = testState({ ...signedIn(), config: { status: 'succeeded', value: {} } });
    const test = expectSaga(untilStopped, sessionSaga).withReducer(testRootReducer(), state).provide([ioProvider(io), time.provider]);
    const done = test.put(tokenRefreshFailed(reused.info)).put.like({ action: { type: signInRedirectStarted.type } }).run(2000);
    test.dispatch(identityLoadSucceeded(IDENTITY));
    await time.advance(540_000);
    test.dispatch({ type: 'test/stop' });
    const result = await done;
    expect(assigned).toEqual(['/legacy/login?pageRefresh=true']);
    expect(result.storeState.session.status).toBe('unauthenticated');
  });

  it('frees the lock when the session ends during a refresh', async () => {
    const time = virtualTime('2024-05-01T09:00:00.000Z');
    const http = fakeHttp({ 'keepAlive.token': () => new Promise(() => undefined) });
    const locks = fakeLocks();
    const { io } = fakeIo({ http, locks, clock: time.clock });
    const test = expectSaga(tokenRefreshFlow).withReducer(testRootReducer(), signedIn()).provide([ioProvider(io), time.provider]);
    const done = test.silentRun(500);
    test.dispatch(identityLoadSucceeded(IDENTITY));
    await time.advance(540_000);
    expect(locks.held.has(TOKEN_REFRESH_LOCK)).toBe(true);
    test.dispatch(loggedOut());
    await time.advance(0);
    expect(locks.held.size).toBe(0);
    await done;
  });
});
