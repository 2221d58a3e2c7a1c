/** Side effects of the examinee page's progress section: loading the examinee's progress. */
import { call, put, select, takeLatest } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { safely } from '../../core/saga/safely';
import { io } from '../../io/ioContext';
import { fetchExamineeProgress } from './progressApi';
import { progressFailed, progressRequested, progressSucceeded } from './progressSlice';

/** Loads the progress of the examinee whose page opened. */
export function* loadExamineeProgress(action: ReturnType<typeof progressRequested>) {
  const { examineeRecordId } = action.payload;
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const products = yield* call(fetchExamineeProgress, http, endpoint, examineeRecordId);
    yield* put(progressSucceeded({ examineeRecordId, products }));
  } catch (error) {
    yield* put(progressFailed({ examineeRecordId, error: toAppError(error) }));
  }
}

/** The progress section's sagas. */
export function* progressSaga() {
  // takeLatest: the examinee shown last is the one to load.
  yield* takeLatest(progressRequested.type, safely(loadExamineeProgress));
}
