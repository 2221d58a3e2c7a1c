/**
 * Side effects of reports: the history of the assessment on screen and report generation.
 */
import { call, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import { toAppError } from '../../core/http/appError';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { pendingAfterFailure, reusableKey } from '../../core/http/idempotency';
import { safely } from '../../core/saga/safely';
import { io } from '../../io/ioContext';
import { detailsRequested } from '../assessments/assessmentsSlice';
import { fetchReportHistory, postScoreReport } from './reportsApi';
import { selectGeneratePending } from './reportsSelectors';
import { generateFailed, generateRequested, generateSucceeded, historyFailed, historySucceeded } from './reportsSlice';

/** Loads the stored reports of the assessment being opened. */
export function* loadReportHistory(action: ReturnType<typeof detailsRequested>) {
  const { assessmentId } = action.payload;
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const reports = yield* call(fetchReportHistory, http, endpoint, assessmentId);
    yield* put(historySucceeded({ assessmentId, reports }));
  } catch (error) {
    yield* put(historyFailed({ assessmentId, error: toAppError(error) }));
  }
}

/** Generates a score report; a retry after an unknown outcome reuses its Idempotency-Key. */
export function* generateScoreReport(action: ReturnType<typeof generateRequested>) {
  const input = action.payload;
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const pending = yield* select(selectGeneratePending);
  const key = reusableKey(pending, input) ?? (yield* call([ids, ids.uuid]));
  try {
    const report = yield* call(postScoreReport, http, endpoint, input.assessmentId, key);
    yield* put(generateSucceeded(report));
  } catch (caught) {
    const error = toAppError(caught);
    yield* put(generateFailed({ error, pending: pendingAfterFailure(error, key, input) }));
  }
}

/** Root saga of the reports feature. */
export function* reportsSaga() {
  // takeLatest: the assessment opened last is the one whose history is shown.
  yield* takeLatest(detailsRequested.type, safely(loadReportHistory));
  // takeLeading: a double click generates (and pays for) one report.
  yield* takeLeading(generateRequested.type, safely(generateScoreReport));
}
