/**
 * Access-token refresh: a loop forked when the identity loads and cancelled on sign-out or when
 * the session ends; it sleeps until shortly before the JWT's `exp` and rotates the pair with
 * keepAlive.token (STYLE 7).
 */
import { call, cancel, fork, put, select, take } from 'typed-redux-saga';
import { io } from '../../io/ioContext';
import { toAppError } from '../http/appError';
import { selectServiceEndpoint } from '../http/httpSelectors';
import { safely } from '../saga/safely';
import { sleep } from '../saga/sleep';
import { refreshTokenPair } from './sessionApi';
import { selectRefreshToken, selectToken } from './sessionSelectors';
import { identityLoadFailed, identityLoadSucceeded, loggedOut, signInRedirectStarted, tokenRefreshFailed, tokenRefreshSucceeded } from './sessionSlice';
import { storeTokens } from './tokenStore';
import { refreshDelayMs } from './tokens';

/** Wait after a refresh that failed for a reason other than authentication (network, 5xx). */
export const REFRESH_RETRY_MS = 30_000;

/** Refreshes the access token before each expiry, until cancelled or refused. */
export function* refreshTokensWhenDue() {
  const clock = yield* io('clock');
  const http = yield* io('http');
  const ids = yield* io('ids');
  const cookies = yield* io('cookies');
  const storage = yield* io('storage');
  while (true) {
    // Always the current token: a refresh elsewhere (another tab's cookie) must not be undone.
    const token = yield* select(selectToken);
    const delayMs = token ? refreshDelayMs(token, yield* call([clock, clock.now])) : null;
    if (delayMs === null) return;
    yield* call(sleep, delayMs);
    const refreshToken = yield* select(selectRefreshToken);
    if (!refreshToken) return;
    try {
      const endpoint = yield* select(selectServiceEndpoint);
      const key = yield* call([ids, ids.uuid]);
      const pair = yield* call(refreshTokenPair, http, endpoint, refreshToken, key);
      yield* call(storeTokens, cookies, storage, pair, { writeCookies: true });
      yield* put(tokenRefreshSucceeded(pair));
    } catch (error) {
      const failure = toAppError(error);
      yield* put(tokenRefreshFailed(failure));
      // A refused refresh token ends the loop: the 401 starts the sign-in flow.
      if (failure.status >= 400 && failure.status < 500) return;
      yield* call(sleep, REFRESH_RETRY_MS);
    }
  }
}

/** Starts the refresh loop with each authenticated session and cancels it when the session ends. */
export function* tokenRefreshFlow() {
  while (true) {
    yield* take(identityLoadSucceeded.type);
    const task = yield* fork(safely(refreshTokensWhenDue));
    yield* take([loggedOut.type, identityLoadFailed.type, signInRedirectStarted.type]);
    yield* cancel(task);
  }
}
