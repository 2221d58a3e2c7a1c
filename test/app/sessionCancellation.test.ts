/**
 * Cancellation in the session's sagas: a forced identity reload supersedes the load in flight
 * (takeLatest), and so do the account status after it and a second preference change; the loops
 * of a signed-in session (token refresh, keep-alive, listening to other tabs) stop with every end
 * of the session (SESSION_ENDED) and run once per session.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { all, call } from 'typed-redux-saga';
import { account } from '../../src/contract';
import { OAUTH_TOKEN_COOKIE, STORAGE_KEYS } from '../../src/contract/cookies';
import type { KeepAliveStatus } from '../../src/contract/types';
import type { UserIdentity } from '../../src/domain/identity';
import { accountStatusSaga } from '../../src/app/core/accountStatus/accountStatusSaga';
import { dalsSucceeded, roleSucceeded } from '../../src/app/core/accountStatus/accountStatusSlice';
import { preferencesUpdateFailed, preferencesUpdateRequested, preferencesUpdateSucceeded } from '../../src/app/core/preferences/preferencesActions';
import { preferencesSaga } from '../../src/app/core/preferences/preferencesSaga';
import { keepAliveFlow } from '../../src/app/core/session/keepAliveSaga';
import { sessionSaga } from '../../src/app/core/session/sessionSaga';
import {
  identityLoadFailed,
  identityLoadRequested,
  identityLoadSucceeded,
  loggedOut,
  logoutRequested,
  sessionReducer,
  signInRedirectStarted,
  tokensRestored,
} from '../../src/app/core/session/sessionSlice';
import { tabSyncFlow } from '../../src/app/core/session/tabSyncSaga';
import { tokenRefreshFlow } from '../../src/app/core/session/tokenRefreshSaga';
import type { RootState } from '../../src/app/rootReducer';
import { apiError, fakeActivity, fakeHttp, fakeIo, fakeTabs, ioProvider, memoryCookies } from './support/fakeIo';
import { IDENTITY, jwt } from './support/fixtures';
import { heldHttp, putTypes, stopped, untilStopped } from './support/heldHttp';
import { testRootReducer, testState } from './support/state';
import { settle, virtualTime } from './support/virtualTime';

const START = '2024-05-01T09:00:00.000Z';
const MINUTE = 60_000;
const at = (ms: number): string => new Date(Date.parse(START) + ms).toISOString();

const withLanguage = (languageCode: string, languageName: string): UserIdentity => ({
  ...IDENTITY,
  preferences: { ...IDENTITY.preferences, language: { languageCode, languageName } },
});
const GERMAN = withLanguage('de_de', 'Deutsch');
const FRENCH = withLanguage('fr_fr', 'Français');

/** What the server answers to a ping: a 30-minute idle limit from now. */
const pingAnswer = (now: string): KeepAliveStatus => ({
  idleExpiresAt: new Date(Date.parse(now) + 30 * MINUTE).toISOString(),
  absoluteExpiresAt: at(12 * 60 * MINUTE),
  serverTime: now,
});

const signedIn = (token = 't'): RootState =>
  testState({ session: { ...sessionReducer(testState().session, identityLoadSucceeded(IDENTITY)), token, refreshToken: 'refresh-1' } });

describe('identity: a forced reload supersedes the load in flight', () => {
  const LOAD = account.getSelfPreferences;

  function setUp() {
    const time = virtualTime(START);
    const server = heldHttp([LOAD], { 'keepAlive.ping': () => pingAnswer(time.clock.now()) });
    const { io, assigned } = fakeIo({ http: server.http, clock: time.clock });
    const test = expectSaga(untilStopped, sessionSaga).withReducer(testRootReducer(), testState()).provide([ioProvider(io), time.provider]);
    return { time, server, io, assigned, test };
  }

  it('the identity asked for first, answering last, never replaces the newer one', async () => {
    const { time, server, io, test } = setUp();
    const run = test.not.put(identityLoadSucceeded(IDENTITY)).run(2000);
    test.dispatch(tokensRestored({ token: 't', refreshToken: 'r' }));
    await time.advance(0);
    test.dispatch(identityLoadRequested());
    await time.advance(0);
    expect(server.sent(LOAD)).toBe(2);
    server.call(LOAD, 1).answer(GERMAN);
    await settle();
    server.call(LOAD, 0).answer(IDENTITY);
    await settle();
    const { storeState } = await stopped(test, run);
    expect(storeState.session).toMatchObject({ status: 'authenticated', identity: GERMAN });
    expect(JSON.parse(io.storage.data.get(STORAGE_KEYS.identity) ?? 'null')).toEqual(GERMAN);
  });

  it('the first load failing after the reload succeeded does not sign the user out', async () => {
    const { time, server, io, assigned, test } = setUp();
    const run = test.run(2000);
    test.dispatch(tokensRestored({ token: 't', refreshToken: 'r' }));
    await time.advance(0);
    test.dispatch(identityLoadRequested());
    await time.advance(0);
    server.call(LOAD, 1).answer(IDENTITY);
    await settle();
    server.call(LOAD, 0).fail(apiError(401, 'unauthenticated', 'Sign in to continue.'));
    await settle();
    const { storeState, effects } = await stopped(test, run);
    expect(putTypes(effects)).not.toContain(identityLoadFailed.type);
    expect(putTypes(effects)).not.toContain(signInRedirectStarted.type);
    expect(assigned).toEqual([]);
    expect(storeState.session).toMatchObject({ status: 'authenticated', identity: IDENTITY });
    expect(io.storage.data.get(STORAGE_KEYS.identity)).toBeDefined();
  });
});

describe('account status: the status of the newest identity', () => {
  it('a second identity load supersedes the role and DALS loads in flight: the older answers, arriving last, never land', async () => {
    const server = heldHttp([account.getSelfRole, account.getDalsStatus]);
    const { io } = fakeIo({ http: server.http });
    const test = expectSaga(untilStopped, accountStatusSaga).withReducer(testRootReducer(), signedIn()).provide([ioProvider(io)]);
    const staleDals = { dllAccount: true, deletionDate: '2024-06-01' };
    const run = test.not.put(roleSucceeded({ role: 'examiner', internalUser: false })).not.put(dalsSucceeded(staleDals)).run(2000);
    test.dispatch(identityLoadSucceeded(IDENTITY));
    await settle();
    test.dispatch(identityLoadSucceeded(IDENTITY));
    await settle();
    expect([server.sent(account.getSelfRole), server.sent(account.getDalsStatus)]).toEqual([2, 2]);
    server.call(account.getSelfRole, 1).answer({ role: 'teacher', internalUser: false });
    server.call(account.getDalsStatus, 1).answer({ dllAccount: false, deletionDate: null });
    await settle();
    server.call(account.getSelfRole, 0).answer({ role: 'examiner', internalUser: false });
    server.call(account.getDalsStatus, 0).answer(staleDals);
    await settle();
    const { storeState } = await stopped(test, run);
    expect(storeState.accountStatus.role).toEqual({ role: 'teacher', internalUser: false });
    expect(storeState.accountStatus.dals).toEqual({ dllAccount: false, deletionDate: null });
  });
});

describe('preferences: the last choice counts', () => {
  const UPDATE = account.updateSelfPreferences;

  function setUp() {
    const server = heldHttp([UPDATE]);
    const { io } = fakeIo({ http: server.http });
    const test = expectSaga(untilStopped, preferencesSaga).withReducer(testRootReducer(), signedIn()).provide([ioProvider(io)]);
    return { server, test };
  }

  it('the first change\'s identity, answering after the second one\'s, does not switch the language back', async () => {
    const { server, test } = setUp();
    const run = test.not.put(preferencesUpdateSucceeded(GERMAN)).run(2000);
    test.dispatch(preferencesUpdateRequested({ language: { languageCode: 'de_de' } }));
    await settle();
    test.dispatch(preferencesUpdateRequested({ language: { languageCode: 'fr_fr' } }));
    await settle();
    expect(server.sent(UPDATE)).toBe(2);
    server.call(UPDATE, 1).answer(FRENCH);
    await settle();
    server.call(UPDATE, 0).answer(GERMAN);
    await settle();
    const { storeState } = await stopped(test, run);
    expect(storeState.session.identity?.preferences.language.languageCode).toBe('fr_fr');
  });

  it('the first change failing after the second succeeded shows no failure', async () => {
    const { server, test } = setUp();
    const run = test.run(2000);
    test.dispatch(preferencesUpdateRequested({ language: { languageCode: 'de_de' } }));
    await settle();
    test.dispatch(preferencesUpdateRequested({ language: { languageCode: 'fr_fr' } }));
    await settle();
    server.call(UPDATE, 1).answer(FRENCH);
    await settle();
    server.call(UPDATE, 0).fail(apiError(503, 'unavailable', 'Try again.'));
    await settle();
    const { storeState, effects } = await stopped(test, run);
    expect(putTypes(effects)).not.toContain(preferencesUpdateFailed.type);
    expect(storeState.preferences).toEqual({ status: 'succeeded', error: null });
  });
});

/** The three loops of a signed-in session, as the session saga forks them. */
function* sessionLoops() {
  yield* all([call(tokenRefreshFlow), call(keepAliveFlow), call(tabSyncFlow)]);
}

describe('loops of a signed-in session', () => {
  /** The loops on virtual time, with an access token due for refresh in 9 minutes. */
  function setUp() {
    const time = virtualTime(START);
    const activity = fakeActivity();
    const tabs = fakeTabs();
    const http = fakeHttp({
      'keepAlive.ping': () => pingAnswer(time.clock.now()),
      'keepAlive.token': () => ({ token: jwt(Date.parse(START) / 1000 + 3600), refreshToken: 'refresh-2' }),
    });
    const { io } = fakeIo({ http, clock: time.clock, activity, tabs, cookies: memoryCookies() });
    const state = signedIn(jwt(Date.parse(START) / 1000 + 600));
    const test = expectSaga(untilStopped, sessionLoops).withReducer(testRootReducer(), state).provide([ioProvider(io), time.provider]);
    const count = (operationId: string) => http.calls.filter((sent) => sent.operationId === operationId).length;
    return { time, activity, tabs, io, test, count };
  }

  it.each([
    ['a sign-out', loggedOut()],
    ['a failed identity load', identityLoadFailed(apiError(401, 'unauthenticated', 'Sign in to continue.').info)],
    ['the sign-in redirect', signInRedirectStarted({ redirect: '/examinees' })],
  ])('stop with %s: no refresh, no ping, no sign-out at the idle limit, no listener left', async (_name, ended) => {
    const { time, activity, tabs, io, test, count } = setUp();
    const run = test.run(2000);
    test.dispatch(identityLoadSucceeded(IDENTITY));
    await time.advance(0);
    expect(count('keepAlive.ping')).toBe(1);
    expect([activity.listeners.size, tabs.listeners.size]).toEqual([1, 1]);
    test.dispatch(ended);
    await settle();
    expect([activity.listeners.size, tabs.listeners.size]).toEqual([0, 0]);
    activity.emit();
    // Past the refresh time (9 minutes) and the idle limit (30 minutes).
    await time.advance(45 * MINUTE);
    const { effects } = await stopped(test, run);
    expect(count('keepAlive.token')).toBe(0);
    expect(count('keepAlive.ping')).toBe(1);
    expect(putTypes(effects)).not.toContain(logoutRequested.type);
    expect(io.cookies.data.get(OAUTH_TOKEN_COOKIE)).toBeUndefined();
  });

  it('run once per session: a forced identity reload starts no second set, and a new sign-in after a sign-out starts them again', async () => {
    const { time, activity, tabs, test, count } = setUp();
    const run = test.run(2000);
    test.dispatch(identityLoadSucceeded(IDENTITY));
    await time.advance(0);
    test.dispatch(identityLoadSucceeded(IDENTITY));
    await time.advance(0);
    expect([activity.listeners.size, tabs.listeners.size]).toEqual([1, 1]);
    expect(count('keepAlive.ping')).toBe(1);
    await time.advance(9 * MINUTE);
    expect(count('keepAlive.token')).toBe(1);
    test.dispatch(loggedOut());
    await settle();
    expect([activity.listeners.size, tabs.listeners.size]).toEqual([0, 0]);
    test.dispatch(identityLoadSucceeded(IDENTITY));
    await time.advance(0);
    expect([activity.listeners.size, tabs.listeners.size]).toEqual([1, 1]);
    expect(count('keepAlive.ping')).toBe(2);
    await stopped(test, run);
  });
});
