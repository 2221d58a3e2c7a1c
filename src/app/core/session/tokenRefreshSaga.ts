/**
 * Access-token refresh: a loop forked when the identity loads and cancelled on sign-out or when
 * the session ends; it sleeps until shortly before the JWT's `exp` and rotates the pair with
 * keepAlive.token (STYLE 7). The tabs of one browser share the pair (local storage, cookies), and
 * a refresh token works once: so a tab refreshes only while holding the cross-tab lock, and first
 * adopts a pair another tab stored meanwhile instead of presenting a used token (which the server
 * takes as theft and answers by ending the session). Where the lock is missing (a browser
 * without Web Locks) or a refresh is retried after its answer was lost, the server's grace window
 * (`REFRESH_REUSE_GRACE_MS`, 60 s) answers the same pair again, so both tabs keep working.
 */
import { call, put, race, select, take } from 'typed-redux-saga';
import { io } from '../../io/ioContext';
import { toAppError } from '../../../client/appError';
import { selectServiceEndpoint } from '../http/httpSelectors';
import { sleep } from '../saga/sleep';
import { refreshTokenPair } from './sessionApi';
import { whileSignedIn } from './sessionScope';
import { selectRefreshToken, selectToken } from './sessionSelectors';
import { tokenRefreshFailed, tokenRefreshSucceeded, tokensAdopted } from './sessionSlice';
import type { TabMessage } from './tabMessages';
import { readStoredTokens, storeTokens } from './tokenStore';
import { lifetimeMeasuredFrom, pairToAdopt, refreshDelayMs } from './tokens';

/**
 * Wait after a refresh that failed for a reason other than authentication (network, 5xx). When
 * the server did exchange the token but its answer was lost, the retry presents the same token:
 * this must stay below the server's `REFRESH_REUSE_GRACE_MS` (test/server/refreshGrace.test.ts).
 */
export const REFRESH_RETRY_MS = 30_000;

/** The Web Lock the tabs take turns on to refresh. */
export const TOKEN_REFRESH_LOCK = 'qg.tokenRefresh';

const TOKENS_REFRESHED: TabMessage = { kind: 'tokensRefreshed' };

/** How a refresh attempt ended. */
export type RefreshOutcome = 'refreshed' | 'adopted' | 'refused' | 'retry';

/**
 * Takes over the pair another tab stored, when it is newer and of this session.
 * @returns whether it adopted one.
 */
export function* adoptStoredTokens() {
  const storage = yield* io('storage');
  const stored = yield* call(readStoredTokens, storage);
  const pair = pairToAdopt(stored, { token: yield* select(selectToken), refreshToken: yield* select(selectRefreshToken) });
  if (pair) yield* put(tokensAdopted(pair));
  return pair !== null;
}

/**
 * Refreshes the pair once, holding the cross-tab lock; or adopts the pair a tab refreshed while
 * this one waited for the lock.
 * @param dueToken the access token whose expiry made the refresh due.
 */
export function* refreshOnce(dueToken: string) {
  const locks = yield* io('locks');
  const release = yield* call([locks, locks.acquire], TOKEN_REFRESH_LOCK);
  try {
    yield* call(adoptStoredTokens);
    // Another tab refreshed meanwhile: adopted just now, or from its message while this tab waited.
    if ((yield* select(selectToken)) !== dueToken) return 'adopted' satisfies RefreshOutcome;
    const refreshToken = yield* select(selectRefreshToken);
    if (!refreshToken) return 'refused' satisfies RefreshOutcome;
    const http = yield* io('http');
    const ids = yield* io('ids');
    const cookies = yield* io('cookies');
    const storage = yield* io('storage');
    const tabs = yield* io('tabs');
    try {
      const endpoint = yield* select(selectServiceEndpoint);
      const key = yield* call([ids, ids.uuid]);
      const pair = yield* call(refreshTokenPair, http, endpoint, refreshToken, key);
      // Stored before the lock is released, so the next tab in line finds it and adopts it.
      yield* call(storeTokens, cookies, storage, pair, { writeCookies: true });
      yield* put(tokenRefreshSucceeded(pair));
      yield* call([tabs, tabs.post], TOKENS_REFRESHED);
      return 'refreshed' satisfies RefreshOutcome;
    } catch (error) {
      const failure = toAppError(error);
      yield* put(tokenRefreshFailed(failure));
      // A refused refresh token (401, also when it was reused) ends the loop: the 401 starts the sign-in flow.
      return (failure.status >= 400 && failure.status < 500 ? 'refused' : 'retry') satisfies RefreshOutcome;
    }
  } finally {
    // Also on cancellation (sign-out): a lock left held would stop every other tab's refresh.
    yield* call(release);
  }
}

/** Refreshes the access token before each expiry, until cancelled or refused. */
export function* refreshTokensWhenDue() {
  const clock = yield* io('clock');
  // Whether the current token was received just now (see lifetimeMeasuredFrom: the device's clock may be off).
  let justReceived = false;
  while (true) {
    // Always the current token: a refresh elsewhere (another tab) must not be undone.
    const token = yield* select(selectToken);
    if (!token) return;
    const delayMs = refreshDelayMs(token, lifetimeMeasuredFrom(token, yield* call([clock, clock.now]), justReceived));
    if (delayMs === null) return;
    // A pair adopted from another tab meanwhile has a later expiry: schedule again on it.
    const woke = yield* race({ due: call(sleep, delayMs), adopted: take(tokensAdopted.type) });
    justReceived = Boolean(woke.adopted);
    if (woke.adopted) continue;
    const outcome: RefreshOutcome = yield* call(refreshOnce, token);
    if (outcome === 'refused') return;
    justReceived = outcome !== 'retry';
    if (outcome === 'retry') yield* call(sleep, REFRESH_RETRY_MS);
  }
}

/** Starts the refresh loop with each authenticated session and cancels it when the session ends. */
export function* tokenRefreshFlow() {
  yield* whileSignedIn(refreshTokensWhenDue);
}
