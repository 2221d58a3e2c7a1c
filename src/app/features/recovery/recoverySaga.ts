/** Side effects of the deleted-assessments page: load the list, recover one. */
import { call, put, select, takeLatest } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { takeSubmit } from '../../core/saga/takeSubmit';
import { safely } from '../../core/saga/safely';
import { io } from '../../io/ioContext';
import { fetchDeletedAssessments, postRecover } from './recoveryApi';
import { deletedListFailed, deletedListRequested, deletedListSucceeded, recoverFailed, recoverRequested, recoverSucceeded } from './recoverySlice';

/** Loads the account's deleted assessments. */
export function* loadDeletedAssessments() {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(deletedListSucceeded(yield* call(fetchDeletedAssessments, http, endpoint)));
  } catch (error) {
    yield* put(deletedListFailed(toAppError(error)));
  }
}

/** Recovers one deleted assessment. */
export function* recoverAssessment(action: ReturnType<typeof recoverRequested>) {
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const key = yield* call([ids, ids.uuid]);
  try {
    yield* put(recoverSucceeded(yield* call(postRecover, http, endpoint, action.payload.assessmentId, key)));
  } catch (error) {
    yield* put(recoverFailed(toAppError(error)));
  }
}

/** Root saga of the recovery feature. */
export function* recoverySaga() {
  // takeLatest: the list asked for last is the one shown.
  yield* takeLatest(deletedListRequested.type, safely(loadDeletedAssessments));
  // takeEvery would allow two recoveries at once; takeSubmit keeps one at a time, as the page shows one.
  yield* takeSubmit(recoverRequested.type, recoverAssessment, recoverFailed.type);
}
