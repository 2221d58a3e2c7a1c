/**
 * The autosave queue's sender: one answer at a time, in order, each with the version the
 * previous save answered. Without a connection it waits for the browser's `online` event and
 * tries the same answer again, later answers waiting behind it; a stale version (409) reloads the
 * state and tells the respondent which answer was not saved.
 */
import { eventChannel } from 'redux-saga';
import { call, fork, put, select, take, takeEvery } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { waitForConnection } from '../../core/saga/waitForConnection';
import { io } from '../../io/ioContext';
import type { NetworkStatus } from '../../io/playerIo';
import { reloadState } from '../link/linkSaga';
import { problemOf } from '../link/linkProblem';
import { selectAssessment, selectServicesBaseUrl, selectVersionOf } from '../link/linkSelectors';
import { selectScreen, selectScreenAfterSubmit } from '../navigation/navigationSelectors';
import { navigated } from '../navigation/navigationSlice';
import { problemShown, stateLoaded } from '../link/linkSlice';
import type { PlayerRootState } from '../../rootReducer';
import { saveAnswer } from './answersApi';
import { selectOnline, selectQueueHead } from './answersSelectors';
import { answerGiven, answerNotSaved, answerSaved, connectionLost, connectionRestored, queueRestored } from './answersSlice';
import { persistQueue } from './queueStorage';

/**
 * Sends the queue for as long as the page lives. Stops only when the link can take no more
 * answers (expired, revoked, completed): its problem page shows.
 */
export function* sendQueue() {
  const http = yield* io('http');
  let attempt = 0;
  for (;;) {
    const head = yield* select(selectQueueHead);
    if (!head) {
      yield* take([answerGiven.type, queueRestored.type]);
      continue;
    }
    if (!(yield* select(selectOnline))) {
      yield* call(waitForConnection, attempt);
      attempt += 1;
    }
    const version = yield* select((state: PlayerRootState) => selectVersionOf(state, head.assessmentId));
    if (version === null) {
      yield* put(answerNotSaved({ ...head, reason: 'rejected' }));
      continue;
    }
    const baseUrl = yield* select(selectServicesBaseUrl);
    try {
      const saved = yield* call(saveAnswer, http, baseUrl, head, version);
      attempt = 0;
      yield* put(answerSaved({ ...head, version: saved.version }));
    } catch (error) {
      const failure = toAppError(error);
      if (failure.code === 'network') {
        yield* put(connectionLost());
      } else if (failure.code === 'conflict') {
        yield* put(answerNotSaved({ ...head, reason: 'changedElsewhere' }));
        yield* call(reloadState);
        yield* call(leaveSubmittedForm, head.assessmentId);
      } else if (problemOf(failure).kind !== 'unexpected') {
        yield* put(problemShown(problemOf(failure)));
        return;
      } else {
        yield* put(answerNotSaved({ ...head, reason: 'rejected' }));
      }
    }
  }
}

/** After a reload: a form submitted elsewhere (another tab) takes no more answers, so the player moves past it. */
function* leaveSubmittedForm(assessmentId: number) {
  const assessment = yield* select((state: PlayerRootState) => selectAssessment(state, assessmentId));
  const screen = yield* select(selectScreen);
  const onIt = screen !== null && screen.kind !== 'thanks' && screen.assessmentId === assessmentId;
  if (assessment && assessment.status !== 'open' && onIt) yield* put(navigated(yield* select(selectScreenAfterSubmit)));
}

/** An event channel of the browser's `online` and `offline` events. */
export const networkChannel = (network: NetworkStatus) =>
  eventChannel<'online' | 'offline'>((emit) => network.subscribe((online) => emit(online ? 'online' : 'offline')));

/** Turns the browser's connection events into actions (the status line, and the sender's wait). */
export function* watchConnection() {
  const network = yield* io('network');
  if (!network.isOnline()) yield* put(connectionLost());
  const channel = yield* call(networkChannel, network);
  try {
    for (;;) {
      const event = yield* take(channel);
      yield* put(event === 'online' ? connectionRestored() : connectionLost());
    }
  } finally {
    channel.close();
  }
}

/** Root saga of the answers feature. */
export function* answersSaga() {
  yield* fork(watchConnection);
  yield* takeEvery([answerGiven.type, queueRestored.type, answerSaved.type, answerNotSaved.type], persistQueue);
  // Answers are sent once the link's state (and with it each form's version) has arrived.
  yield* take(stateLoaded.type);
  yield* call(sendQueue);
}
