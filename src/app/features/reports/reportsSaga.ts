/**
 * Side effects of reports: the reports screen and history of the assessment on screen,
 * generation, "Generate again" and deletion.
 */
import { all, call, put, select, takeLatest } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { pendingAfterFailure, reusableKey } from '../../core/http/idempotency';
import { takeSubmit } from '../../core/saga/takeSubmit';
import { safely } from '../../core/saga/safely';
import { io } from '../../io/ioContext';
import { detailsRequested, saveSucceeded } from '../assessments/assessmentsSlice';
import { deleteReport, fetchReportHistory, fetchReportsPage, postReport, postResubmit } from './reportsApi';
import { selectGeneratePending, selectReportsAssessmentId, selectResubmitPending } from './reportsSelectors';
import {
  deleteFailed,
  deleteRequested,
  deleteSucceeded,
  generateFailed,
  generateRequested,
  generateSucceeded,
  historyFailed,
  historySucceeded,
  pageFailed,
  pageSucceeded,
  resubmitFailed,
  resubmitRequested,
  resubmitSucceeded,
} from './reportsSlice';

/** Loads what the reports screen offers: report types with their license status and cost, comparison groups, presets. */
export function* loadReportsPage(assessmentId: number) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const page = yield* call(fetchReportsPage, http, endpoint, assessmentId);
    yield* put(pageSucceeded({ assessmentId, page }));
  } catch (error) {
    yield* put(pageFailed({ assessmentId, error: toAppError(error) }));
  }
}

/** Loads the stored reports of an assessment. */
export function* loadHistory(assessmentId: number) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const reports = yield* call(fetchReportHistory, http, endpoint, assessmentId);
    yield* put(historySucceeded({ assessmentId, reports }));
  } catch (error) {
    yield* put(historyFailed({ assessmentId, error: toAppError(error) }));
  }
}

/** Loads the reports screen and the history of the assessment being opened, side by side. */
export function* loadReports(action: ReturnType<typeof detailsRequested>) {
  const { assessmentId } = action.payload;
  yield* all([call(loadReportsPage, assessmentId), call(loadHistory, assessmentId)]);
}

/**
 * Reloads the reports screen of the assessment on screen: a generation used a license usage, a
 * save changed what the next report costs, a deletion may make the next one charged again.
 */
export function* refreshReportsPage() {
  const assessmentId = yield* select(selectReportsAssessmentId);
  if (assessmentId !== null) yield* call(loadReportsPage, assessmentId);
}

/** Generates a report; a retry after an unknown outcome reuses its Idempotency-Key. */
export function* generateReport(action: ReturnType<typeof generateRequested>) {
  const input = action.payload;
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const pending = yield* select(selectGeneratePending);
  const key = reusableKey(pending, input) ?? (yield* call([ids, ids.uuid]));
  try {
    const report = yield* call(postReport, http, endpoint, input, key);
    yield* put(generateSucceeded(report));
  } catch (caught) {
    const error = toAppError(caught);
    yield* put(generateFailed({ error, pending: pendingAfterFailure(error, key, input) }));
  }
}

/** "Generate again": the next version of a stored report; a retry after an unknown outcome reuses its key. */
export function* resubmitReport(action: ReturnType<typeof resubmitRequested>) {
  const input = action.payload;
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const pending = yield* select(selectResubmitPending);
  const key = reusableKey(pending, input) ?? (yield* call([ids, ids.uuid]));
  try {
    const report = yield* call(postResubmit, http, endpoint, input.reportId, key);
    yield* put(resubmitSucceeded(report));
  } catch (caught) {
    const error = toAppError(caught);
    yield* put(resubmitFailed({ reportId: input.reportId, error, pending: pendingAfterFailure(error, key, input) }));
  }
}

/** Removes a report from the history (DELETE is idempotent: no key needed). */
export function* removeReport(action: ReturnType<typeof deleteRequested>) {
  const { reportId } = action.payload;
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* call(deleteReport, http, endpoint, reportId);
    yield* put(deleteSucceeded({ reportId }));
  } catch (error) {
    yield* put(deleteFailed({ reportId, error: toAppError(error) }));
  }
}

/** Root saga of the reports feature. */
export function* reportsSaga() {
  // takeLatest: the assessment opened last is the one whose reports are shown.
  yield* takeLatest(detailsRequested.type, safely(loadReports));
  yield* takeLatest([generateSucceeded.type, resubmitSucceeded.type, deleteSucceeded.type, saveSucceeded.type], safely(refreshReportsPage));
  // takeSubmit: a double click generates (and pays for) one report.
  yield* takeSubmit(generateRequested.type, generateReport, generateFailed.type);
  yield* takeSubmit(resubmitRequested.type, resubmitReport, resubmitFailed.type);
  yield* takeSubmit(deleteRequested.type, removeReport, deleteFailed.type);
}
