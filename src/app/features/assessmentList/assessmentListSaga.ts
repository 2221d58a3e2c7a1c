/** Side effects of the assessment list: the page of the current query (debounced search) and the examiners. */
import { call, put, select, takeLatest } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { safely } from '../../core/saga/safely';
import { sleep } from '../../core/saga/sleep';
import { io } from '../../io/ioContext';
import { fetchAssessmentPage, fetchListExaminers } from './assessmentListApi';
import { selectAssessmentList } from './assessmentListSelectors';
import { batchFinished } from '../batchReports/batchReportsSlice';
import { examinersLoaded, filterChanged, filterReset, listFailed, listOpened, listRefreshed, listSucceeded, pageChanged, sortChanged } from './assessmentListSlice';

/** Pause after the last keystroke in the search box before the list is fetched. */
export const ASSESSMENT_SEARCH_DEBOUNCE_MS = 300;

type ListTrigger =
  | ReturnType<typeof listOpened>
  | ReturnType<typeof listRefreshed>
  | ReturnType<typeof filterChanged>
  | ReturnType<typeof filterReset>
  | ReturnType<typeof sortChanged>
  | ReturnType<typeof pageChanged>;

/** Loads the page of assessments the list's query asks for. */
export function* loadAssessmentList(action: ListTrigger) {
  // Only typing waits: a select or a date applies at once.
  if (filterChanged.match(action) && action.payload.search !== undefined) yield* call(sleep, ASSESSMENT_SEARCH_DEBOUNCE_MS);
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  const { filter, sort, page, pageSize } = yield* select(selectAssessmentList);
  try {
    yield* put(listSucceeded(yield* call(fetchAssessmentPage, http, endpoint, { ...filter, sort, page, pageSize })));
  } catch (error) {
    yield* put(listFailed(toAppError(error)));
  }
}

/** Loads the examiners of the examiner filter; without them the filter offers "any" only. */
export function* loadListExaminers() {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(examinersLoaded(yield* call(fetchListExaminers, http, endpoint)));
  } catch {
    // The filter is optional: the list works without it, and the next visit asks again.
  }
}

/** A batch finished while the list was shown: its rows' "last report" changed, so the page is loaded again. */
export function* refreshAfterBatch() {
  yield* put(listRefreshed());
}

/** Root saga of the assessment list. */
export function* assessmentListSaga() {
  // takeLatest: a newer query supersedes the one in flight (and restarts the search debounce).
  yield* takeLatest([listOpened.type, listRefreshed.type, filterChanged.type, filterReset.type, sortChanged.type, pageChanged.type], safely(loadAssessmentList));
  yield* takeLatest(batchFinished.type, safely(refreshAfterBatch));
  // takeLatest: one examiner list per visit is enough.
  yield* takeLatest(listOpened.type, safely(loadListExaminers));
}
