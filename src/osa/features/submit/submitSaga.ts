/**
 * Submitting a form, once: after every queued answer of the form is saved, with the version the
 * last save answered. The server scores it and answers the link's new state; the player moves to
 * the next form's instructions or the thank-you page.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, take, takeLeading } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { io } from '../../io/ioContext';
import type { PlayerRootState } from '../../rootReducer';
import { selectQueue } from '../answers/answersSelectors';
import { answerNotSaved, answerSaved, connectionLost } from '../answers/answersSlice';
import { reloadState } from '../link/linkSaga';
import { problemOf } from '../link/linkProblem';
import { selectAssessment, selectServicesBaseUrl } from '../link/linkSelectors';
import { problemShown } from '../link/linkSlice';
import { selectScreenAfterSubmit } from '../navigation/navigationSelectors';
import { navigated } from '../navigation/navigationSlice';
import { submitApiFailure } from './submitFailure';
import { submitForm } from './submitApi';
import { submitFailed, submitRequested, submitSucceeded } from './submitSlice';

const hasQueued = (assessmentId: number) => (state: PlayerRootState) =>
  selectQueue(state).some((answer) => answer.assessmentId === assessmentId);

/** Submits the form of the action. */
export function* submit(action: PayloadAction<{ assessmentId: number }>) {
  const { assessmentId } = action.payload;
  // The Submit button waits for the queue too; this keeps a submission from overtaking an answer.
  while (yield* select(hasQueued(assessmentId))) yield* take([answerSaved.type, answerNotSaved.type]);
  const assessment = yield* select((state: PlayerRootState) => selectAssessment(state, assessmentId));
  // Submitted already (a press that came after the answer): nothing more is sent.
  if (!assessment || assessment.status !== 'open') return;
  const { version } = assessment;
  const http = yield* io('http');
  const baseUrl = yield* select(selectServicesBaseUrl);
  try {
    const player = yield* call(submitForm, http, baseUrl, assessmentId, version);
    yield* put(submitSucceeded({ assessmentId, player }));
    yield* put(navigated(yield* select(selectScreenAfterSubmit)));
  } catch (error) {
    const failure = toAppError(error);
    const kind = submitApiFailure(failure.code);
    if (kind === 'problem') {
      yield* put(problemShown(problemOf(failure)));
      return;
    }
    if (kind === 'network') yield* put(connectionLost());
    yield* put(submitFailed(kind));
    if (kind === 'conflict' || kind === 'incomplete') {
      yield* call(reloadState);
      // Submitted meanwhile (from another tab): there is nothing left to submit here.
      const reloaded = yield* select((state: PlayerRootState) => selectAssessment(state, assessmentId));
      if (reloaded && reloaded.status !== 'open') yield* put(navigated(yield* select(selectScreenAfterSubmit)));
    }
  }
}

/** Root saga of the submit feature. */
export function* submitSaga() {
  // takeLeading: a second press while the first is on its way submits nothing more.
  yield* takeLeading(submitRequested.type, submit);
}
