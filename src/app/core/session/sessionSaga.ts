/**
 * The session's flows: tokens at start, the identity, the redirect after sign-in, the sign-in
 * redirect when unauthenticated, and sign-out (spec §4, DESIGN §4); with each signed-in session,
 * the token refresh, the keep-alive and listening to the other tabs.
 */
import type { Action, UnknownAction } from '@reduxjs/toolkit';
import { push } from 'redux-first-history';
import { call, fork, put, race, select, takeLatest, takeLeading } from 'typed-redux-saga';
import { io } from '../../io/ioContext';
import { configLoadFailed, configLoadSucceeded } from '../config/configSlice';
import { selectLocalDevelopment, selectLoginUrl, selectLogoutUrl } from '../config/configSelectors';
import { toAppError } from '../../../client/appError';
import { isUnauthorizedFailure } from '../http/failures';
import { selectServiceEndpoint } from '../http/httpSelectors';
import { selectCurrentRoute } from '../router/routerSelectors';
import { safely } from '../saga/safely';
import { sleep } from '../saga/sleep';
import { keepAliveFlow } from './keepAliveSaga';
import { endServerSession, fetchIdentity } from './sessionApi';
import {
  identityLoadFailed,
  identityLoadRequested,
  identityLoadSucceeded,
  loggedOut,
  logoutRequested,
  signedOutInOtherTab,
  signInRedirectStarted,
  tokensRejected,
  tokensRestored,
} from './sessionSlice';
import type { TabMessage } from './tabMessages';
import { followSignOut, tabSyncFlow } from './tabSyncSaga';
import { tokenRefreshFlow } from './tokenRefreshSaga';
import { clearStoredSession, readTokenSources, saveRedirect, storeIdentity, storeTokens, takeRedirect } from './tokenStore';
import { LOCAL_COOKIE_LIFETIME_MS } from '../../../domain/localDevelopment';
import { resolveTokens } from './tokens';

/** Reads the tokens (local-development config, else cookies, else local storage) and keeps them in local storage. */
export function* restoreSession() {
  const cookies = yield* io('cookies');
  const storage = yield* io('storage');
  const local = yield* select(selectLocalDevelopment);
  const sources = yield* call(readTokenSources, cookies, storage);
  const result = resolveTokens(local, sources);
  if (!result.ok) {
    yield* call([console, console.error], result.error.message);
    yield* put(tokensRejected({ ...result.error, status: 0, fieldErrors: {} }));
    return;
  }
  if (local) {
    const clock = yield* io('clock');
    const now = yield* call([clock, clock.now]);
    const cookiesExpireAt = new Date(Date.parse(now) + LOCAL_COOKIE_LIFETIME_MS).toISOString();
    yield* call(storeTokens, cookies, storage, result.value, { writeCookies: true, cookiesExpireAt });
  } else {
    yield* call(storeTokens, cookies, storage, result.value, { writeCookies: false });
  }
  yield* put(tokensRestored(result.value));
}

/** Loads the identity (account.getSelfPreferences, addOnPermissions=true): authenticated, or cleared and unauthenticated. */
export function* loadIdentity() {
  const http = yield* io('http');
  const storage = yield* io('storage');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const identity = yield* call(fetchIdentity, http, endpoint);
    yield* call(storeIdentity, storage, identity);
    yield* put(identityLoadSucceeded(identity));
  } catch (error) {
    yield* call(storeIdentity, storage, null);
    yield* put(identityLoadFailed(toAppError(error)));
  }
}

/** After sign-in, navigates to the stored redirect (decoded, then cleared), if any. */
export function* restoreRedirect() {
  const storage = yield* io('storage');
  const path = yield* call(takeRedirect, storage);
  if (path) yield* put(push(path));
}

/** Saves the current route as the redirect and sends the browser to the legacy login page. */
export function* redirectToSignIn() {
  const storage = yield* io('storage');
  const location = yield* io('location');
  const redirect = yield* select(selectCurrentRoute);
  const loginUrl = yield* select(selectLoginUrl);
  yield* call(saveRedirect, storage, redirect);
  yield* put(signInRedirectStarted({ redirect }));
  yield* call([location, location.assign], loginUrl);
}

const SIGNED_OUT: TabMessage = { kind: 'signedOut' };

/**
 * How long sign-out waits for the server to end the session before it opens the logout page
 * anyway, in milliseconds: a server that does not answer must not keep the user on the page.
 */
export const SIGN_OUT_WAIT_MS = 5_000;

/**
 * Ends the session on the server, waiting at most {@link SIGN_OUT_WAIT_MS}. A failure changes
 * nothing here: a 401 means the session had ended already (the idle limit), and after a network
 * failure the logout page finds the session live and asks "Sign out?" (only its POST ends one).
 */
export function* endSessionOnServer() {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  if (!endpoint.token) return;
  try {
    yield* race({ ended: call(endServerSession, http, endpoint), gaveUp: call(sleep, SIGN_OUT_WAIT_MS) });
  } catch {
    // Deliberately not put as a failure: a 401 action would start the sign-in redirect.
  }
}

/**
 * Ends the session on the server, clears tokens and stored routes, tells the other tabs, resets
 * every slice, and opens the legacy logout page, which lands on the login page with the logout
 * flag (its GET never ends a session, so the session is ended first).
 */
export function* logout() {
  const cookies = yield* io('cookies');
  const storage = yield* io('storage');
  const location = yield* io('location');
  const tabs = yield* io('tabs');
  // Read before loggedOut resets the config slice.
  const logoutUrl = yield* select(selectLogoutUrl);
  // Before the other tabs hear of it: they open the logout page at once, which must find the session ended.
  yield* call(endSessionOnServer);
  yield* call(clearStoredSession, cookies, storage);
  // Every tab shares this session: they all sign out (tabSyncSaga follows the message).
  yield* call([tabs, tabs.post], SIGNED_OUT);
  yield* put(loggedOut());
  yield* call([location, location.assign], logoutUrl);
}

/** A failed identity load, or a 401 from any call, means the user must sign in again. */
export const needsSignIn = (action: Action): boolean =>
  identityLoadFailed.match(action) || isUnauthorizedFailure(action as UnknownAction);

/** Root saga of the session. */
export function* sessionSaga() {
  // takeLeading: the configuration settles once per start.
  yield* takeLeading([configLoadSucceeded.type, configLoadFailed.type], safely(restoreSession));
  // takeLatest: a forced reload supersedes a load in flight; only the newest identity counts.
  yield* takeLatest([tokensRestored.type, identityLoadRequested.type], safely(loadIdentity));
  // takeLeading: the stored redirect is consumed once.
  yield* takeLeading(identityLoadSucceeded.type, safely(restoreRedirect));
  // takeLeading: several 401s at once lead to one redirect; the page unloads after it.
  yield* takeLeading(needsSignIn, safely(redirectToSignIn));
  // takeLeading: a double click on "Sign out" signs out once.
  yield* takeLeading(logoutRequested.type, safely(logout));
  // takeLeading: one sign-out elsewhere is followed once; the page unloads after it.
  yield* takeLeading(signedOutInOtherTab.type, safely(followSignOut));
  yield* fork(tokenRefreshFlow);
  yield* fork(keepAliveFlow);
  yield* fork(tabSyncFlow);
}
