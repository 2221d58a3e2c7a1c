import { push } from 'redux-first-history';
import { expectSaga } from 'redux-saga-test-plan';
import { selectHasAuthority } from '../../src/app/core/authority/authoritySelectors';
import { loadIdentity, logout, needsSignIn, redirectToSignIn, restoreRedirect, restoreSession, SIGN_OUT_WAIT_MS } from '../../src/app/core/session/sessionSaga';
import { sleep } from '../../src/app/core/saga/sleep';
import {
  selectAccountLabels,
  selectIsAuthenticated,
  selectItemEntryAutoAdvance,
  selectUserDisplayName,
} from '../../src/app/core/session/sessionSelectors';
import {
  identityLoadFailed,
  identityLoadSucceeded,
  loggedOut,
  sessionReducer,
  signInRedirectStarted,
  tokensRejected,
  tokensRestored,
} from '../../src/app/core/session/sessionSlice';
import { LOCAL_TOKEN_MISSING } from '../../src/domain/localDevelopment';
import { decodeRedirect, encodeRedirect } from '../../src/domain/redirect';
import { listFailed } from '../../src/app/features/examinees/examineesSlice';
import { OAUTH_REFRESH_TOKEN_COOKIE, OAUTH_TOKEN_COOKIE, STORAGE_KEYS } from '../../src/contract/cookies';
import { DEFAULT_ACCOUNT_LABELS, type UserIdentity } from '../../src/domain/identity';
import { PERMISSIONS } from '../../src/domain/permissions';
import { IDENTITY } from './support/fixtures';
import { apiError, fakeHttp, fakeIo, fakeTabs, ioProvider, memoryCookies, memoryStorage } from './support/fakeIo';
import type { CallEffectDescriptor } from 'redux-saga/effects';
import { testRootReducer, testState } from './support/state';

const CONFIG = { status: 'succeeded' as const, value: { qgLegacy: undefined } };

describe('session reducer', () => {
  it('authenticates on identity load and resets everything on failure', () => {
    let state = sessionReducer(undefined, tokensRestored({ token: 'a', refreshToken: 'r' }));
    expect(state.status).toBe('loading');
    state = sessionReducer(state, identityLoadSucceeded(IDENTITY));
    expect(state).toMatchObject({ status: 'authenticated', identity: IDENTITY, token: 'a' });
    state = sessionReducer(state, identityLoadFailed({ code: 'unauthenticated', message: 'Sign in to continue.', status: 401, fieldErrors: {} }));
    expect(state).toEqual({
      status: 'unauthenticated',
      identity: null,
      token: null,
      refreshToken: null,
      error: { code: 'unauthenticated', message: 'Sign in to continue.', status: 401, fieldErrors: {} },
      refreshError: null,
    });
  });

  it('returns to its initial state on logout', () => {
    const signedIn = sessionReducer(sessionReducer(undefined, tokensRestored({ token: 'a', refreshToken: null })), identityLoadSucceeded(IDENTITY));
    expect(sessionReducer(signedIn, loggedOut())).toEqual(sessionReducer(undefined, { type: '@@init' }));
  });
});

describe('session selectors', () => {
  const signedIn = testState({ session: { ...testState().session, status: 'authenticated', identity: IDENTITY } });

  it('grant authority only when authenticated and holding a requested permission', () => {
    expect(selectIsAuthenticated(signedIn)).toBe(true);
    expect(selectHasAuthority(signedIn, [PERMISSIONS.ASSESSMENT_EDIT])).toBe(true);
    expect(selectHasAuthority(signedIn, [PERMISSIONS.PRODUCT_CONFIGURE])).toBe(false);
    expect(selectHasAuthority(signedIn, [PERMISSIONS.PRODUCT_CONFIGURE, PERMISSIONS.REPORT_VIEW])).toBe(true);
    const signedOut = testState({ session: { ...signedIn.session, status: 'unauthenticated' } });
    expect(selectHasAuthority(signedOut, [PERMISSIONS.ASSESSMENT_EDIT])).toBe(false);
  });

  it('use the account labels, and the defaults for internal users', () => {
    expect(selectAccountLabels(signedIn).customField1).toBe('School');
    const internal = { ...IDENTITY, internalUser: true } as unknown as UserIdentity;
    expect(selectAccountLabels(testState({ session: { ...signedIn.session, identity: internal } }))).toEqual(DEFAULT_ACCOUNT_LABELS);
  });

  it('name the user and default auto-advance to true when the preference is absent', () => {
    expect(selectUserDisplayName(signedIn)).toBe('Erin Examiner');
    expect(selectItemEntryAutoAdvance(signedIn)).toBe(true);
    const without = { ...IDENTITY, preferences: { ...IDENTITY.preferences, itemEntryAutoAdvance: undefined } } as unknown as UserIdentity;
    expect(selectItemEntryAutoAdvance(testState({ session: { ...signedIn.session, identity: without } }))).toBe(true);
    const off = { ...IDENTITY, preferences: { ...IDENTITY.preferences, itemEntryAutoAdvance: false } };
    expect(selectItemEntryAutoAdvance(testState({ session: { ...signedIn.session, identity: off } }))).toBe(false);
  });
});

describe('restoreSession saga', () => {
  it('takes the token cookies first and keeps them in local storage', async () => {
    const cookies = memoryCookies({ [OAUTH_TOKEN_COOKIE]: 'cookie-token', [OAUTH_REFRESH_TOKEN_COOKIE]: 'cookie-refresh' });
    const storage = memoryStorage({ [STORAGE_KEYS.token]: 'old', [STORAGE_KEYS.refreshToken]: 'old-refresh' });
    const { io } = fakeIo({ cookies, storage });
    await expectSaga(restoreSession)
      .withState(testState({ config: CONFIG }))
      .provide([ioProvider(io)])
      .put(tokensRestored({ token: 'cookie-token', refreshToken: 'cookie-refresh' }))
      .run();
    expect(storage.data.get(STORAGE_KEYS.token)).toBe('cookie-token');
    expect(storage.data.get(STORAGE_KEYS.refreshToken)).toBe('cookie-refresh');
  });

  it('falls back to local storage without cookies', async () => {
    const storage = memoryStorage({ [STORAGE_KEYS.token]: 'stored', [STORAGE_KEYS.refreshToken]: 'stored-refresh' });
    const { io } = fakeIo({ storage });
    await expectSaga(restoreSession)
      .withState(testState({ config: CONFIG }))
      .provide([ioProvider(io)])
      .put(tokensRestored({ token: 'stored', refreshToken: 'stored-refresh' }))
      .run();
  });

  it('rejects a local-development config without a token, with the exact message', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { io } = fakeIo();
    const local = { status: 'succeeded' as const, value: { local: { enabled: true, token: '  ', refreshToken: '' } } };
    await expectSaga(restoreSession)
      .withState(testState({ config: local }))
      .provide([ioProvider(io)])
      .put(tokensRejected({ code: 'localTokenMissing', message: LOCAL_TOKEN_MISSING, status: 0, fieldErrors: {} }))
      .run();
    jest.restoreAllMocks();
  });

  it('uses the local access token as refresh token when that is blank, in cookies valid one hour', async () => {
    const { io } = fakeIo();
    const local = { status: 'succeeded' as const, value: { local: { enabled: true, token: 'dev-token', refreshToken: '' } } };
    await expectSaga(restoreSession)
      .withState(testState({ config: local }))
      .provide([ioProvider(io)])
      .put(tokensRestored({ token: 'dev-token', refreshToken: 'dev-token' }))
      .run();
    expect(io.cookies.data.get(OAUTH_TOKEN_COOKIE)).toEqual({ value: 'dev-token', expiresAt: '2024-05-01T10:00:00.000Z' });
  });
});

describe('loadIdentity saga', () => {
  const withToken = () => testState({ session: { ...testState().session, status: 'loading', token: 'tok' } });

  it('loads the identity with addOnPermissions=true and authenticates', async () => {
    const http = fakeHttp({ 'account.getSelfPreferences': () => IDENTITY });
    const { io } = fakeIo({ http });
    const result = await expectSaga(loadIdentity)
      .withReducer(testRootReducer(), withToken())
      .provide([ioProvider(io)])
      .put(identityLoadSucceeded(IDENTITY))
      .run();
    expect(http.calls[0]).toMatchObject({ request: { query: { addOnPermissions: true } }, endpoint: { baseUrl: '/qg-services', token: 'tok' } });
    expect(result.storeState.session.status).toBe('authenticated');
    expect(selectHasAuthority(result.storeState, [PERMISSIONS.EXAMINEE_VIEW])).toBe(true);
    expect(JSON.parse(io.storage.data.get(STORAGE_KEYS.identity) ?? 'null')).toEqual(IDENTITY);
  });

  it('clears the identity and becomes unauthenticated on failure', async () => {
    const failure = apiError(401, 'unauthenticated', 'Sign in to continue.');
    const storage = memoryStorage({ [STORAGE_KEYS.identity]: JSON.stringify(IDENTITY) });
    const { io } = fakeIo({ storage, http: fakeHttp({ 'account.getSelfPreferences': () => Promise.reject(failure) }) });
    const result = await expectSaga(loadIdentity)
      .withReducer(testRootReducer(), withToken())
      .provide([ioProvider(io)])
      .put(identityLoadFailed(failure.info))
      .run();
    expect(result.storeState.session).toMatchObject({ status: 'unauthenticated', identity: null, token: null });
    expect(storage.data.has(STORAGE_KEYS.identity)).toBe(false);
    expect(selectHasAuthority(result.storeState, [PERMISSIONS.EXAMINEE_VIEW])).toBe(false);
  });
});

describe('sign-in redirect', () => {
  it('saves the current route base64-encoded, clears the stored routes and opens the legacy login page', async () => {
    const storage = memoryStorage({ [STORAGE_KEYS.previousRoute]: '/a', [STORAGE_KEYS.currentRoute]: '/b' });
    const { io, assigned } = fakeIo({ storage });
    await expectSaga(redirectToSignIn)
      .withState(testState({ config: CONFIG }, '/assessments/34?tab=scores'))
      .provide([ioProvider(io)])
      .put(signInRedirectStarted({ redirect: '/assessments/34?tab=scores' }))
      .run();
    expect(storage.data.get(STORAGE_KEYS.redirect)).toBe(encodeRedirect('/assessments/34?tab=scores'));
    expect(storage.data.get(STORAGE_KEYS.redirect)).toBe(btoa('/assessments/34?tab=scores'));
    expect(storage.data.has(STORAGE_KEYS.previousRoute)).toBe(false);
    expect(storage.data.has(STORAGE_KEYS.currentRoute)).toBe(false);
    expect(assigned).toEqual(['/legacy/login?pageRefresh=true']);
  });

  it('starts on an identity failure or any 401, not on other failures', () => {
    const error = (status: number) => ({ code: 'x', message: 'x', status, fieldErrors: {} });
    expect(needsSignIn(identityLoadFailed(error(0)))).toBe(true);
    expect(needsSignIn(listFailed(error(401)))).toBe(true);
    expect(needsSignIn(listFailed(error(500)))).toBe(false);
  });

  it('after sign-in, navigates to the stored redirect once and clears it', async () => {
    const storage = memoryStorage({ [STORAGE_KEYS.redirect]: encodeRedirect('/examinees/12') });
    const { io } = fakeIo({ storage });
    await expectSaga(restoreRedirect).provide([ioProvider(io)]).put(push('/examinees/12')).run();
    expect(storage.data.has(STORAGE_KEYS.redirect)).toBe(false);
  });

  it('ignores a stored redirect that leaves the site', () => {
    expect(decodeRedirect(encodeRedirect('//evil.example.org'))).toBeNull();
    expect(decodeRedirect('%%%')).toBeNull();
    expect(decodeRedirect(encodeRedirect('/examinees?search=Zoë'))).toBe('/examinees?search=Zoë');
  });
});

describe('logout saga', () => {
  it('clears tokens and stored routes, resets the slices and opens the legacy logout confirmation', async () => {
    const cookies = memoryCookies({ [OAUTH_TOKEN_COOKIE]: 't', [OAUTH_REFRESH_TOKEN_COOKIE]: 'r' });
    const storage = memoryStorage({
      [STORAGE_KEYS.token]: 't',
      [STORAGE_KEYS.refreshToken]: 'r',
      [STORAGE_KEYS.identity]: JSON.stringify(IDENTITY),
      [STORAGE_KEYS.redirect]: 'x',
      [STORAGE_KEYS.previousRoute]: '/a',
      [STORAGE_KEYS.currentRoute]: '/b',
    });
    const { io, assigned } = fakeIo({ cookies, storage });
    const state = testState({ config: CONFIG, session: { ...testState().session, status: 'authenticated', identity: IDENTITY } });
    const result = await expectSaga(logout)
      .withReducer(testRootReducer(), state)
      .provide([ioProvider(io)])
      .put(loggedOut())
      .run();
    expect(cookies.data.size).toBe(0);
    expect(storage.data.size).toBe(0);
    expect(assigned).toEqual(['/legacy/logout?pageRefresh=true']);
    expect(result.storeState.session.identity).toBeNull();
  });

  /** A signed-in state with the bearer token `t`, and an I/O whose server and tabs write to one log. */
  function signedInWith(signOut: () => unknown) {
    const log: string[] = [];
    const http = fakeHttp({
      'keepAlive.signOut': (_request, endpoint) => {
        log.push(`server ${endpoint.token ?? ''}`);
        return signOut();
      },
    });
    const tabs = fakeTabs((message) => log.push(`tabs ${message.kind}`));
    const cookies = memoryCookies({ [OAUTH_TOKEN_COOKIE]: 't', [OAUTH_REFRESH_TOKEN_COOKIE]: 'r' });
    const { io, assigned } = fakeIo({ http, tabs, cookies });
    const state = testState({ config: CONFIG, session: { ...testState().session, status: 'authenticated', identity: IDENTITY, token: 't', refreshToken: 'r' } });
    return { log, io, assigned, state, cookies };
  }

  it('ends the session on the server (keepAlive.signOut) before it tells the other tabs and opens the logout page', async () => {
    const { log, io, assigned, state, cookies } = signedInWith(() => undefined);
    await expectSaga(logout).withReducer(testRootReducer(), state).provide([ioProvider(io)]).put(loggedOut()).run();
    // The logout page's GET never ends a session: the other tabs open it only once the session has ended.
    expect(log).toEqual(['server t', 'tabs signedOut']);
    expect(cookies.data.size).toBe(0);
    expect(assigned).toEqual(['/legacy/logout?pageRefresh=true']);
  });

  it('signs out here all the same when the server refuses (the session ended at the idle limit), without a sign-in redirect', async () => {
    const { log, io, assigned, state } = signedInWith(() => Promise.reject(apiError(401, 'unauthenticated', 'Sign in to continue.')));
    await expectSaga(logout)
      .withReducer(testRootReducer(), state)
      .provide([ioProvider(io)])
      .put(loggedOut())
      .not.put.like({ action: { type: signInRedirectStarted.type } })
      .not.put.like({ action: { type: identityLoadFailed.type } })
      .run();
    expect(log).toEqual(['server t', 'tabs signedOut']);
    expect(assigned).toEqual(['/legacy/logout?pageRefresh=true']);
  });

  it('does not wait longer than SIGN_OUT_WAIT_MS for a server that does not answer', async () => {
    const { io, assigned, state } = signedInWith(() => new Promise(() => undefined));
    const waited: number[] = [];
    const timers = {
      call(effect: CallEffectDescriptor<unknown>, next: () => unknown) {
        if (effect.fn !== sleep) return next();
        waited.push(effect.args[0] as number);
        return undefined;
      },
    };
    await expectSaga(logout).withReducer(testRootReducer(), state).provide([ioProvider(io), timers]).put(loggedOut()).run();
    expect(waited).toEqual([SIGN_OUT_WAIT_MS]);
    expect(assigned).toEqual(['/legacy/logout?pageRefresh=true']);
  });
});
