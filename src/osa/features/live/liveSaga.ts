/**
 * The live page's start (issue #20): the token leaves the address bar at once and is exchanged for
 * the live cookie (prosa.liveOpen), or, without one (a reload, a reopened tab), the session is read
 * by the cookie (prosa.liveState); then the session's socket, every frame a plain action folded by
 * the slice, until the session ends or the server closes the socket for good. A dropped network
 * reconnects with backoff and the server's `welcome` puts the screen back on the current page.
 */
import { liveVideoSession } from '../../../client/live/video/liveVideoSession';
import { call, cancel, fork, put, select, take, takeEvery } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { webSocketOrigin } from '../../../browser/liveSocket';
import { liveConnection, type LiveConnectionActions } from '../../../client/live/liveConnectionSaga';
import type { LiveJoinState } from '../../../contract/services/liveSessions';
import { localeForLanguage } from '../../../domain/locale';
import { loadServicesBaseUrl } from '../../core/config/servicesConfig';
import { waitForConnection } from '../../core/saga/waitForConnection';
import { io } from '../../io/ioContext';
import { problemOf } from '../link/linkProblem';
import { selectServicesBaseUrl } from '../link/linkSelectors';
import { browserLocaleDetected, retryRequested, servicesLocated } from '../link/linkSlice';
import { fetchLiveState, liveSocketUrl, openLive } from './liveApi';
import {
  answerChosen,
  liveConnected,
  liveConnecting,
  liveDisconnected,
  liveJoined,
  liveProblemShown,
  liveReceived,
  liveSend,
  liveStarted,
} from './liveSlice';

/** The connection's action creators (liveConnectionSaga.ts). */
export const LIVE_CONNECTION_ACTIONS: LiveConnectionActions = {
  connecting: liveConnecting,
  connected: liveConnected,
  received: liveReceived,
  disconnected: liveDisconnected,
  sendType: liveSend.type,
};

/**
 * The session: by `token` when the address carried one, else by the cookie. Without a connection
 * it waits for one and tries again.
 * @returns the session, or null after a problem page was shown.
 */
export function* joinSession(token: string | null) {
  const http = yield* io('http');
  for (let attempt = 0; ; attempt += 1) {
    const baseUrl = yield* select(selectServicesBaseUrl);
    try {
      const join: LiveJoinState = token ? yield* call(openLive, http, baseUrl, token) : yield* call(fetchLiveState, http, baseUrl);
      return join;
    } catch (error) {
      const failure = toAppError(error);
      if (failure.code !== 'network') {
        yield* put(liveProblemShown(problemOf(failure)));
        return null;
      }
      yield* put(liveProblemShown({ kind: 'unreachable', detail: null }));
      yield* call(waitForConnection, attempt);
    }
  }
}

/** Sends the examinee's tap as an `answer` command. */
export function* sendAnswer(action: ReturnType<typeof answerChosen>) {
  yield* put(liveSend({ type: 'answer', ...action.payload }));
}

/** The live page: token, configuration, session, then the socket until the session is over. */
export function* startLive() {
  const address = yield* io('address');
  // First of all, so the token is in the address bar for as short a time as possible.
  const token = yield* call([address, address.takeToken]);
  const browserLanguage = yield* io('browserLanguage');
  yield* put(browserLocaleDetected(localeForLanguage(yield* call(browserLanguage))));
  const http = yield* io('http');
  yield* put(servicesLocated(yield* call(loadServicesBaseUrl, http)));
  let join = yield* call(joinSession, token);
  // A page that offers "Try again" (too many tries, an unexpected failure) comes back here with the same token.
  while (!join) {
    yield* take(retryRequested.type);
    join = yield* call(joinSession, token);
  }
  // The page speaks the session's language from here on.
  yield* put(browserLocaleDetected(join.locale));
  yield* put(liveJoined(join));
  if (join.status === 'ended' || join.status === 'cancelled') return;
  const opener = yield* io('liveSockets');
  const pageOrigin = yield* io('pageOrigin');
  const url = liveSocketUrl(yield* select(selectServicesBaseUrl), yield* call(pageOrigin), webSocketOrigin);
  const video = yield* fork(liveVideoSession, yield* io('media'), { send: liveSend, receivedType: liveReceived.type });
  try {
    yield* call(liveConnection, opener, url, LIVE_CONNECTION_ACTIONS);
  } finally {
    yield* cancel(video);
  }
}

/** Root saga of the live feature: the page starts once; taps become answers. */
export function* liveSaga() {
  yield* fork(function* answers() {
    yield* takeEvery(answerChosen.type, sendAnswer);
  });
  yield* take(liveStarted.type);
  yield* call(startLive);
}
