/**
 * The keep-alive loop on virtual time: pings for activity (never without), the warning before the
 * idle limit, "Stay signed in", sign-out at the limit, limits adopted from another tab, and
 * cancellation with the session.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { call, race, take } from 'typed-redux-saga';
import { keepAliveFlow, keepAliveLoop } from '../../src/app/core/session/keepAliveSaga';
import { needsSignIn } from '../../src/app/core/session/sessionSaga';
import {
  keepAliveDeadlinesAdopted,
  keepAlivePingFailed,
  keepAlivePingSucceeded,
  sessionWarningShown,
  staySignedInRequested,
} from '../../src/app/core/session/keepAliveSlice';
import {
  deadlinesFromAnswer,
  keepAliveTiming,
  nextKeepAliveStep,
  pingIntervalFor,
  warningLeadFor,
} from '../../src/domain/keepAliveTiming';
import { identityLoadSucceeded, loggedOut, logoutRequested } from '../../src/app/core/session/sessionSlice';
import type { KeepAliveStatus } from '../../src/contract/types';
import { IDENTITY } from './support/fixtures';
import { apiError, fakeActivity, fakeHttp, fakeIo, fakeTabs, ioProvider } from './support/fakeIo';
import { testRootReducer, testState } from './support/state';
import { virtualTime } from './support/virtualTime';

const START = '2024-05-01T09:00:00.000Z';
const MINUTE = 60_000;
const IDLE = 30 * MINUTE;
const at = (ms: number): string => new Date(Date.parse(START) + ms).toISOString();

/** What the server answers to a ping at `nowIso`: a fresh 30-minute idle limit. */
const pingAnswer = (nowIso: string): KeepAliveStatus => ({
  idleExpiresAt: new Date(Date.parse(nowIso) + IDLE).toISOString(),
  absoluteExpiresAt: at(12 * 60 * MINUTE),
  serverTime: nowIso,
});

const STOP = 'test/stop';
/** Runs a saga until the test dispatches `test/stop` (which cancels it, running its `finally`). */
function* untilStopped(saga: () => Generator<unknown, unknown, unknown>) {
  yield* race({ run: call(saga), stop: take(STOP) });
}

const signedIn = (showWarningPopup: boolean) =>
  testState({ session: { ...testState().session, status: 'authenticated', identity: { ...IDENTITY, showWarningPopup }, token: 't', refreshToken: 'r' } });

/** One tab's keep-alive on virtual time, with fake activity, tabs and server. */
function setUp({
  warning = true,
  saga = keepAliveLoop,
  serverDown = () => false,
}: { warning?: boolean; saga?: () => Generator<unknown, unknown, unknown>; serverDown?: () => boolean } = {}) {
  const time = virtualTime(START);
  const activity = fakeActivity();
  const tabs = fakeTabs();
  const http = fakeHttp({
    'keepAlive.ping': () => (serverDown() ? Promise.reject(apiError(503, 'unavailable', 'Down')) : pingAnswer(time.clock.now())),
  });
  const { io, assigned } = fakeIo({ http, clock: time.clock, activity, tabs });
  const root = testRootReducer();
  // Every action the store saw, in order, to look at while the saga still runs.
  const actions: string[] = [];
  const reducer: typeof root = (state, action) => {
    actions.push(action.type);
    return root(state, action);
  };
  const test = expectSaga(untilStopped, saga).withReducer(reducer, signedIn(warning)).provide([ioProvider(io), time.provider]);
  const pings = () => http.calls.filter((c) => c.operationId === 'keepAlive.ping').length;
  return { time, activity, tabs, http, io, assigned, test, pings, actions };
}

describe('keep-alive timing', () => {
  it('counts the limits from when the ping was sent, on the server clock, whatever the local clock says', () => {
    // The local clock is 5 minutes behind the server's.
    const deadlines = deadlinesFromAnswer(
      { idleExpiresAt: '2024-05-01T09:35:00.000Z', absoluteExpiresAt: '2024-05-01T21:05:00.000Z', serverTime: '2024-05-01T09:05:00.000Z' },
      Date.parse('2024-05-01T09:00:00.000Z'),
    );
    expect(deadlines).toEqual({ idleExpiresAt: '2024-05-01T09:30:00.000Z', absoluteExpiresAt: '2024-05-01T21:00:00.000Z', idleLimitMs: IDLE });
  });

  it('defaults to a 2-minute warning and a 1-minute ping interval, shortened for short idle limits', () => {
    const timing = keepAliveTiming(undefined);
    expect(timing).toEqual({ warningLeadMs: 2 * MINUTE, pingIntervalMs: MINUTE });
    expect(keepAliveTiming({ warningLeadSeconds: 15, pingIntervalSeconds: 30 })).toEqual({ warningLeadMs: 15_000, pingIntervalMs: 30_000 });
    expect(pingIntervalFor(timing, IDLE)).toBe(MINUTE);
    // A 30-second limit: the warning at most half of it, pings before the warning could come.
    expect(warningLeadFor(timing, 30_000)).toBe(15_000);
    expect(pingIntervalFor(timing, 30_000)).toBe(7_500);
  });

  it('decides: sign out at the limit, ping for activity once the interval passed, warn, else wait', () => {
    const deadlines = { idleExpiresAt: at(IDLE), absoluteExpiresAt: at(12 * 60 * MINUTE), idleLimitMs: IDLE };
    const base = { deadlines, warningEnabled: true, warningVisible: false, pendingActivity: false, lastPingMs: Date.parse(START), timing: keepAliveTiming(undefined) };
    const now = (ms: number) => Date.parse(START) + ms;
    expect(nextKeepAliveStep({ ...base, nowMs: now(IDLE) })).toEqual({ kind: 'signOut' });
    expect(nextKeepAliveStep({ ...base, nowMs: now(MINUTE), pendingActivity: true })).toEqual({ kind: 'ping' });
    expect(nextKeepAliveStep({ ...base, nowMs: now(10_000), pendingActivity: true })).toEqual({ kind: 'wait', ms: 50_000 });
    expect(nextKeepAliveStep({ ...base, nowMs: now(28 * MINUTE) })).toEqual({ kind: 'warn' });
    expect(nextKeepAliveStep({ ...base, nowMs: now(MINUTE) })).toEqual({ kind: 'wait', ms: 27 * MINUTE });
    expect(nextKeepAliveStep({ ...base, nowMs: now(MINUTE), warningEnabled: false })).toEqual({ kind: 'wait', ms: 29 * MINUTE });
    // While the warning is open, activity does not ping: only "Stay signed in" does.
    expect(nextKeepAliveStep({ ...base, nowMs: now(29 * MINUTE), warningVisible: true, pendingActivity: true })).toEqual({ kind: 'wait', ms: MINUTE });
    expect(nextKeepAliveStep({ ...base, deadlines: null, nowMs: now(MINUTE) })).toEqual({ kind: 'wait', ms: null });
  });
});

describe('keep-alive failures', () => {
  it('a ping answered 401 (the session already ended) starts the sign-in flow; other failures do not', () => {
    const failure = (status: number) => keepAlivePingFailed({ code: 'x', message: 'x', status, fieldErrors: {} });
    expect(needsSignIn(failure(401))).toBe(true);
    expect(needsSignIn(failure(503))).toBe(false);
  });
});

describe('keep-alive loop', () => {
  it('pings when the app opens and for activity, at most once a minute, and tells the other tabs', async () => {
    const { time, activity, tabs, test, pings } = setUp();
    const done = test.put(keepAlivePingSucceeded({ idleExpiresAt: at(MINUTE + IDLE), absoluteExpiresAt: at(12 * 60 * MINUTE), idleLimitMs: IDLE })).run(2000);
    await time.advance(0);
    expect(pings()).toBe(1);
    await time.advance(10_000);
    activity.emit();
    await time.advance(40_000);
    expect(pings()).toBe(1);
    await time.advance(10_000);
    expect(pings()).toBe(2);
    expect(tabs.posted).toEqual([
      { kind: 'sessionExtended', deadlines: { idleExpiresAt: at(IDLE), absoluteExpiresAt: at(12 * 60 * MINUTE), idleLimitMs: IDLE } },
      { kind: 'sessionExtended', deadlines: { idleExpiresAt: at(MINUTE + IDLE), absoluteExpiresAt: at(12 * 60 * MINUTE), idleLimitMs: IDLE } },
    ]);
    test.dispatch({ type: STOP });
    const result = await done;
    expect(result.storeState.keepAlive.deadlines.idleExpiresAt).toBe(at(MINUTE + IDLE));
    // Cancelled: the browser listeners are gone.
    expect(activity.listeners.size).toBe(0);
  });

  it('does not ping without activity', async () => {
    const { time, test, pings } = setUp();
    const done = test.not.put(sessionWarningShown()).run(2000);
    await time.advance(20 * MINUTE);
    expect(pings()).toBe(1);
    test.dispatch({ type: STOP });
    await done;
  });

  it('shows the warning two minutes before the idle limit and signs out at the limit', async () => {
    const { time, test, pings, actions } = setUp();
    const done = test.put(sessionWarningShown()).put(logoutRequested()).run(2000);
    await time.advance(28 * MINUTE - 1);
    expect(time.slept).toEqual([28 * MINUTE]);
    expect(actions).not.toContain(sessionWarningShown.type);
    await time.advance(1);
    expect(actions).toContain(sessionWarningShown.type);
    expect(actions).not.toContain(logoutRequested.type);
    await time.advance(2 * MINUTE);
    const result = await done;
    expect(pings()).toBe(1);
    expect(result.storeState.keepAlive.warningVisible).toBe(true);
    expect(time.elapsedMs()).toBe(IDLE);
  });

  it('does not show the warning when showWarningPopup is off, and signs out at the limit', async () => {
    const { time, test } = setUp({ warning: false });
    const done = test.not.put(sessionWarningShown()).put(logoutRequested()).run(2000);
    await time.advance(IDLE);
    await done;
    expect(time.slept).toEqual([IDLE]);
  });

  it('keeps the warning open on other activity; "Stay signed in" pings and closes it', async () => {
    const { time, activity, test, pings } = setUp();
    const done = test.not.put(logoutRequested()).run(2000);
    await time.advance(28 * MINUTE);
    activity.emit();
    await time.advance(30_000);
    expect(pings()).toBe(1);
    test.dispatch(staySignedInRequested());
    await time.advance(0);
    expect(pings()).toBe(2);
    // The limit moved to 28.5 + 30 minutes: no sign-out at 30.
    await time.advance(5 * MINUTE);
    test.dispatch({ type: STOP });
    const result = await done;
    expect(result.storeState.keepAlive).toMatchObject({
      warningVisible: false,
      deadlines: { idleExpiresAt: at(28.5 * MINUTE + IDLE) },
    });
  });

  it('adopts a later limit from another tab, where the user works', async () => {
    const { time, test, pings, actions } = setUp();
    const done = test.put(sessionWarningShown()).run(2000);
    await time.advance(20 * MINUTE);
    test.dispatch(keepAliveDeadlinesAdopted({ idleExpiresAt: at(20 * MINUTE + IDLE), absoluteExpiresAt: at(12 * 60 * MINUTE), idleLimitMs: IDLE }));
    await time.advance(10 * MINUTE);
    // Past this tab's own limit: neither warned nor signed out, and no ping of its own.
    expect(pings()).toBe(1);
    expect(actions).not.toContain(sessionWarningShown.type);
    expect(actions).not.toContain(logoutRequested.type);
    await time.advance(18 * MINUTE - 1);
    expect(actions).not.toContain(sessionWarningShown.type);
    await time.advance(1);
    expect(actions).toContain(sessionWarningShown.type);
    test.dispatch({ type: STOP });
    const result = await done;
    expect(result.storeState.keepAlive.warningVisible).toBe(true);
    expect(time.elapsedMs()).toBe(48 * MINUTE);
  });

  it('after a failed ping, keeps waiting for activity and tries again after the interval', async () => {
    let down = true;
    const { time, activity, test, pings } = setUp({ serverDown: () => down });
    const done = test.put.like({ action: { type: keepAlivePingFailed.type, payload: { status: 503 } } }).not.put(logoutRequested()).run(2000);
    await time.advance(0);
    // No limits known: nothing to warn about or sign out on; only activity wakes the loop.
    await time.advance(40 * MINUTE);
    expect(pings()).toBe(1);
    expect(time.slept).toEqual([]);
    down = false;
    activity.emit();
    await time.advance(0);
    expect(pings()).toBe(2);
    test.dispatch({ type: STOP });
    const result = await done;
    expect(result.storeState.keepAlive).toMatchObject({ pingError: null, deadlines: { idleExpiresAt: at(40 * MINUTE + IDLE) } });
  });

  it('starts with the session and stops on sign-out: no further pings, listeners removed', async () => {
    const { time, activity, test, pings, assigned } = setUp({ saga: keepAliveFlow });
    const done = test.not.put(logoutRequested()).run(2000);
    await time.advance(0);
    expect(pings()).toBe(0);
    test.dispatch(identityLoadSucceeded(IDENTITY));
    await time.advance(0);
    expect(pings()).toBe(1);
    expect(activity.listeners.size).toBe(1);
    test.dispatch(loggedOut());
    await time.advance(0);
    expect(activity.listeners.size).toBe(0);
    activity.emit();
    await time.advance(40 * MINUTE);
    expect(pings()).toBe(1);
    test.dispatch({ type: STOP });
    const result = await done;
    expect(result.storeState.keepAlive).toEqual({ deadlines: null, warningVisible: false, pingError: null });
    expect(assigned).toEqual([]);
  });
});
