/**
 * Several tabs of one browser: a sign-out in one signs out the others, a pair refreshed in one is
 * adopted by the others (never another session's), and a ping there extends the session here.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { call, race, take } from 'typed-redux-saga';
import { keepAliveDeadlinesAdopted } from '../../src/app/core/session/keepAliveSlice';
import { sessionSaga } from '../../src/app/core/session/sessionSaga';
import { identityLoadSucceeded, loggedOut, logoutRequested, signedOutInOtherTab, tokensAdopted } from '../../src/app/core/session/sessionSlice';
import { isTabMessage } from '../../src/app/core/session/tabMessages';
import { onTabMessage } from '../../src/app/core/session/tabSyncSaga';
import type { RootState } from '../../src/app/rootReducer';
import { STORAGE_KEYS } from '../../src/contract/cookies';
import type { KeepAliveStatus } from '../../src/contract/types';
import { IDENTITY } from './support/fixtures';
import { fakeActivity, fakeHttp, fakeIo, fakeLocks, fakeTabBus, ioProvider, memoryCookies, memoryStorage } from './support/fakeIo';
import { testRootReducer, testState } from './support/state';
import { settle, virtualTime } from './support/virtualTime';

const START = '2024-05-01T09:00:00.000Z';
const CONFIG = { status: 'succeeded' as const, value: {} };
const LOGOUT_URL = '/legacy/logout?pageRefresh=true';

/** An access token of server session `sid`. */
const token = (sid: string, exp = Date.parse(START) / 1000 + 600): string => {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '7', sid, exp })}.signature`;
};

const signedIn = (accessToken: string, refreshToken: string): RootState =>
  testState({
    config: CONFIG,
    session: { ...testState().session, status: 'authenticated', identity: IDENTITY, token: accessToken, refreshToken },
  });

const STOP = 'test/stop';
function* untilStopped(saga: () => Generator<unknown, unknown, unknown>) {
  yield* race({ run: call(saga), stop: take(STOP) });
}

describe('tab messages', () => {
  it('accepts only our messages', () => {
    expect(isTabMessage({ kind: 'signedOut' })).toBe(true);
    expect(isTabMessage({ kind: 'sessionExtended', deadlines: { idleExpiresAt: START, absoluteExpiresAt: START, idleLimitMs: 1 } })).toBe(true);
    expect(isTabMessage({ kind: 'sessionExtended' })).toBe(false);
    expect(isTabMessage({ kind: 'other' })).toBe(false);
    expect(isTabMessage('signedOut')).toBe(false);
    expect(isTabMessage(null)).toBe(false);
  });

  it('adopt the pair another tab stored after its refresh', async () => {
    const pair = { token: token('s1', Date.parse(START) / 1000 + 1200), refreshToken: 'refresh-2' };
    const storage = memoryStorage({ [STORAGE_KEYS.token]: pair.token, [STORAGE_KEYS.refreshToken]: pair.refreshToken });
    const { io } = fakeIo({ storage });
    const result = await expectSaga(onTabMessage, { kind: 'tokensRefreshed' })
      .withReducer(testRootReducer(), signedIn(token('s1'), 'refresh-1'))
      .provide([ioProvider(io)])
      .put(tokensAdopted(pair))
      .run();
    expect(result.storeState.session).toMatchObject({ token: pair.token, refreshToken: 'refresh-2' });
  });

  it('never adopt a pair of another session (someone signed in again meanwhile)', async () => {
    const storage = memoryStorage({ [STORAGE_KEYS.token]: token('s2'), [STORAGE_KEYS.refreshToken]: 'other-refresh' });
    const { io } = fakeIo({ storage });
    await expectSaga(onTabMessage, { kind: 'tokensRefreshed' })
      .withState(signedIn(token('s1'), 'refresh-1'))
      .provide([ioProvider(io)])
      .not.put.actionType(tokensAdopted.type)
      .run();
  });

  it('take a later limit from a ping in another tab', async () => {
    const deadlines = { idleExpiresAt: '2024-05-01T09:40:00.000Z', absoluteExpiresAt: '2024-05-01T21:00:00.000Z', idleLimitMs: 1_800_000 };
    await expectSaga(onTabMessage, { kind: 'sessionExtended', deadlines }).put(keepAliveDeadlinesAdopted(deadlines)).run();
  });
});

describe('two tabs', () => {
  /** A tab running the whole session saga, sharing the browser's storage, cookies, locks, tab bus and the server. */
  function openTabs() {
    const time = virtualTime(START);
    const bus = fakeTabBus();
    const storage = memoryStorage();
    const cookies = memoryCookies();
    const locks = fakeLocks();
    const ping = (): KeepAliveStatus => ({
      idleExpiresAt: new Date(Date.parse(time.clock.now()) + 1_800_000).toISOString(),
      absoluteExpiresAt: '2024-05-01T21:00:00.000Z',
      serverTime: time.clock.now(),
    });
    const http = fakeHttp({ 'keepAlive.ping': ping });
    const open = () => {
      const tabs = bus.tab();
      const { io, assigned } = fakeIo({ http, storage, cookies, locks, tabs, clock: time.clock, activity: fakeActivity() });
      // An opaque token: these tests are not about the refresh.
      const test = expectSaga(untilStopped, sessionSaga).withReducer(testRootReducer(), signedIn('opaque', 'r')).provide([ioProvider(io), time.provider]);
      return { test, tabs, assigned };
    };
    return { time, storage, open };
  }

  it('a sign-out in one tab signs out the other, which lands on the logout confirmation', async () => {
    const { time, storage, open } = openTabs();
    const a = open();
    const b = open();
    const runA = a.test.put(loggedOut()).run(2000);
    const runB = b.test.put(signedOutInOtherTab()).put(loggedOut()).run(2000);
    a.test.dispatch(identityLoadSucceeded(IDENTITY));
    b.test.dispatch(identityLoadSucceeded(IDENTITY));
    await time.advance(0);
    // The pair both tabs share, which the sign-out must clear.
    storage.set(STORAGE_KEYS.token, 'opaque');
    a.test.dispatch(logoutRequested());
    await settle();
    expect(a.assigned).toEqual([LOGOUT_URL]);
    expect(b.assigned).toEqual([LOGOUT_URL]);
    expect(a.tabs.posted.filter((m) => m.kind === 'signedOut')).toHaveLength(1);
    // The tab that follows does not tell the others again.
    expect(b.tabs.posted.filter((m) => m.kind === 'signedOut')).toHaveLength(0);
    expect(storage.data.has(STORAGE_KEYS.token)).toBe(false);
    a.test.dispatch({ type: STOP });
    b.test.dispatch({ type: STOP });
    const [resultA, resultB] = await Promise.all([runA, runB]);
    for (const result of [resultA, resultB]) {
      expect(result.storeState.session.identity).toBeNull();
      expect(result.storeState.keepAlive.deadlines).toBeNull();
    }
  });

  it('a ping for activity in one tab moves the limit in the other', async () => {
    const { time, open } = openTabs();
    const a = open();
    const b = open();
    const runA = a.test.run(2000);
    const runB = b.test.run(2000);
    b.test.dispatch(identityLoadSucceeded(IDENTITY));
    await time.advance(10 * 60_000);
    // Tab A opens ten minutes later: its first ping extends the shared session, and tab B hears of it.
    a.test.dispatch(identityLoadSucceeded(IDENTITY));
    await time.advance(0);
    a.test.dispatch({ type: STOP });
    b.test.dispatch({ type: STOP });
    const [, resultB] = await Promise.all([runA, runB]);
    expect(resultB.storeState.keepAlive.deadlines.idleExpiresAt).toBe('2024-05-01T09:40:00.000Z');
  });
});
