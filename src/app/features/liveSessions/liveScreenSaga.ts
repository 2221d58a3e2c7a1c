/**
 * Side effects of the examiner's live screen (issue #20): open the session (its assessments'
 * steps and the books in its language), then hold its socket with the shared `liveConnection`
 * saga, forked when the screen opens and cancelled when it is left.
 */
import { all, call, cancel, fork, put, race, select, take, takeLatest } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { type LiveConnectionActions, liveConnection } from '../../../client/live/liveConnectionSaga';
import { liveVideoSession } from '../../../client/live/video/liveVideoSession';
import { selectAppConfig } from '../../core/config/configSelectors';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { safely } from '../../core/saga/safely';
import { io } from '../../io/ioContext';
import { fetchAssessmentDetails, fetchLiveSession, fetchStimulusBooks } from './liveSessionsApi';
import { commandSent, connected, connecting, disconnected, messageReceived, screenLeft, screenOpened, sessionFailed, sessionLoaded } from './liveScreenSlice';
import { liveSocketUrl } from './liveSocketUrl';
import { planOf } from './liveSteps';

/** The action creators the connection reports through; `commandSent` is what it sends. */
export const LIVE_CONNECTION_ACTIONS: LiveConnectionActions = {
  connecting: (attempt) => connecting(attempt),
  connected: () => connected(),
  received: (message) => messageReceived(message),
  disconnected: (closed) => disconnected(closed),
  sendType: commandSent.type,
};

/** Loads the session, its assessments' product definitions and the books of its language; answers whether it loaded. */
export function* loadLiveScreen(sessionId: number) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const session = yield* call(fetchLiveSession, http, endpoint, sessionId);
    const details = yield* all(session.assessments.map((assessment) => call(fetchAssessmentDetails, http, endpoint, assessment.assessmentId)));
    let books: Awaited<ReturnType<typeof fetchStimulusBooks>> = [];
    try {
      books = yield* call(fetchStimulusBooks, http, endpoint, session.locale);
    } catch {
      // Without books the session still runs its forms; the book list stays empty.
    }
    yield* put(sessionLoaded({ session, plans: details.map((detail) => planOf(detail, session.locale)), books }));
    return true;
  } catch (error) {
    yield* put(sessionFailed(toAppError(error)));
    return false;
  }
}

/** Opens the screen: loads it, then holds the socket until the screen is left. */
export function* openLiveScreen(action: ReturnType<typeof screenOpened>) {
  const { sessionId } = action.payload;
  const { loaded } = yield* race({ loaded: call(loadLiveScreen, sessionId), left: take(screenLeft.type) });
  if (!loaded) return;
  const opener = yield* io('liveSockets');
  const location = yield* io('location');
  const config = yield* select(selectAppConfig);
  const url = liveSocketUrl(location.href(), config.qgServices, sessionId);
  const connection = yield* fork(liveConnection, opener, url, LIVE_CONNECTION_ACTIONS);
  const video = yield* fork(liveVideoSession, yield* io('media'), { send: commandSent, receivedType: messageReceived.type });
  yield* take(screenLeft.type);
  // The video first, so its hangup still goes out on the open socket.
  yield* cancel(video);
  yield* cancel(connection);
}

/** Root saga of the live screen. */
export function* liveScreenSaga() {
  // takeLatest: opening another session's screen replaces the one before, closing its socket.
  yield* takeLatest(screenOpened.type, safely(openLiveScreen));
}
