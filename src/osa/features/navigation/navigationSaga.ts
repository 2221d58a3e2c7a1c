/** Leaving a form's instructions: the launch is recorded the first time, then the form's first unanswered page shows. */
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLeading } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { io } from '../../io/ioContext';
import type { PlayerRootState } from '../../rootReducer';
import { selectQueue } from '../answers/answersSelectors';
import { connectionLost } from '../answers/answersSlice';
import { notifyLaunch } from '../link/linkApi';
import { problemOf } from '../link/linkProblem';
import { selectAssessment, selectPlayer, selectServicesBaseUrl } from '../link/linkSelectors';
import { problemShown, stateLoaded } from '../link/linkSlice';
import { navigated, startRequested } from './navigationSlice';
import { startScreen } from './screens';

/**
 * Starts a form. The launch record is the examiner's, not the respondent's: without a connection
 * the items show all the same (the record is made on a later start).
 */
export function* startForm(action: PayloadAction<{ assessmentId: number }>) {
  const player = yield* select(selectPlayer);
  if (!player) return;
  if (!player.link.launched) {
    const http = yield* io('http');
    const baseUrl = yield* select(selectServicesBaseUrl);
    try {
      yield* put(stateLoaded(yield* call(notifyLaunch, http, baseUrl)));
    } catch (error) {
      const failure = toAppError(error);
      if (failure.code === 'network') yield* put(connectionLost());
      else if (problemOf(failure).kind !== 'unexpected') {
        yield* put(problemShown(problemOf(failure)));
        return;
      }
    }
  }
  const assessment = yield* select((state: PlayerRootState) => selectAssessment(state, action.payload.assessmentId));
  if (!assessment) return;
  yield* put(navigated(startScreen(assessment, yield* select(selectQueue))));
}

/** Root saga of the navigation feature. */
export function* navigationSaga() {
  // takeLeading: a double press on Start records one launch.
  yield* takeLeading(startRequested.type, startForm);
}
