/** Side effects of the examinee page's progress section: loading the examinee's progress, and generating a product's progress report. */
import { call, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { safely } from '../../core/saga/safely';
import { io } from '../../io/ioContext';
import { fetchExamineeProgress, postProgressReport } from './progressApi';
import { progressFailed, progressReportFailed, progressReportRequested, progressReportSucceeded, progressRequested, progressSucceeded } from './progressSlice';

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

/** Generates a product's progress report; each press is a new report (a new version), so each has its own key. */
export function* generateProgressReport(action: ReturnType<typeof progressReportRequested>) {
  const { examineeRecordId, productId, assessmentId } = action.payload;
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const key = yield* call([ids, ids.uuid]);
  try {
    const report = yield* call(postProgressReport, http, endpoint, assessmentId, key);
    yield* put(progressReportSucceeded({ examineeRecordId, productId, report }));
  } catch (error) {
    yield* put(progressReportFailed({ examineeRecordId, productId, error: toAppError(error) }));
  }
}

/** The progress section's sagas. */
export function* progressSaga() {
  // takeLatest: the examinee shown last is the one to load.
  yield* takeLatest(progressRequested.type, safely(loadExamineeProgress));
  // takeEvery: products generate side by side.
  yield* takeEvery(progressReportRequested.type, safely(generateProgressReport));
}
