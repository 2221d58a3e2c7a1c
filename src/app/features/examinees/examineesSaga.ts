/**
 * Side effects of the examinees feature: list loading (debounced search), the id check, creating
 * an examinee, loading the examinee page, and creating an assessment from it.
 */
import { push } from 'redux-first-history';
import { all, call, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { pendingAfterFailure, reusableKey } from '../../core/http/idempotency';
import { takeSubmit } from '../../core/saga/takeSubmit';
import { safely } from '../../core/saga/safely';
import { sleep } from '../../core/saga/sleep';
import { io } from '../../io/ioContext';
import {
  checkExamineeIdUnique,
  fetchExamineeAndForms,
  fetchExamineeHistory,
  fetchExamineePage,
  fetchExaminers,
  postAssessment,
  postExaminee,
} from './examineesApi';
import {
  createFailed,
  createRequested,
  createSucceeded,
  examineePageFailed,
  examineePageRequested,
  examineePageSucceeded,
  idCheckFailed,
  idCheckRequested,
  idCheckSucceeded,
  listFailed,
  listRequested,
  listSucceeded,
  newAssessmentFailed,
  newAssessmentRequested,
  newAssessmentSucceeded,
  newAssessmentWarned,
  pageChanged,
  searchChanged,
  sortChanged,
} from './examineesSlice';
import { selectCreateExamineePending, selectExamineeListState, selectNewAssessmentPending } from './examineesSelectors';

/** Pause after the last keystroke in the search box before the list is fetched. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Pause after the last change of the examinee id before it is checked. */
export const ID_CHECK_DEBOUNCE_MS = 400;

/** The message of a duplicate examinee id, when the server names no field. */
export const DUPLICATE_ID_MESSAGE = 'This examinee ID is already in use in your account.';

type ListTrigger =
  | ReturnType<typeof listRequested>
  | ReturnType<typeof searchChanged>
  | ReturnType<typeof sortChanged>
  | ReturnType<typeof pageChanged>;

/** Loads the page of examinees the list's query asks for. */
export function* loadExamineeList(action: ListTrigger) {
  if (searchChanged.match(action)) yield* call(sleep, SEARCH_DEBOUNCE_MS);
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  const { search, sort, page, pageSize } = yield* select(selectExamineeListState);
  try {
    const result = yield* call(fetchExamineePage, http, endpoint, { search: search.trim() || undefined, sort, page, pageSize });
    yield* put(listSucceeded(result));
  } catch (error) {
    yield* put(listFailed(toAppError(error)));
  }
}

/** Checks that an examinee id is free within the account. */
export function* checkExamineeId(action: ReturnType<typeof idCheckRequested>) {
  const { examineeId } = action.payload;
  yield* call(sleep, ID_CHECK_DEBOUNCE_MS);
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const { unique } = yield* call(checkExamineeIdUnique, http, endpoint, examineeId);
    yield* put(idCheckSucceeded({ examineeId, unique }));
  } catch (error) {
    yield* put(idCheckFailed({ examineeId, error: toAppError(error) }));
  }
}

/** Creates an examinee; a 400 or 409 carries its field errors back to the form. */
export function* createExaminee(action: ReturnType<typeof createRequested>) {
  const { input } = action.payload;
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const pending = yield* select(selectCreateExamineePending);
  const key = reusableKey(pending, input) ?? (yield* call([ids, ids.uuid]));
  try {
    const examinee = yield* call(postExaminee, http, endpoint, input, key);
    yield* put(createSucceeded(examinee));
  } catch (caught) {
    const error = toAppError(caught);
    const named = error.code === 'duplicate' && !error.fieldErrors.examineeId;
    const withFields = named ? { ...error, fieldErrors: { ...error.fieldErrors, examineeId: DUPLICATE_ID_MESSAGE } } : error;
    yield* put(createFailed({ error: withFields, pending: pendingAfterFailure(error, key, input) }));
  }
}

/** Opens the page of the examinee just created. */
export function* openCreatedExaminee(action: ReturnType<typeof createSucceeded>) {
  yield* put(push(`/examinees/${action.payload.id}`));
}

/** Loads the examinee page: record and forms, history and examiners, in parallel. */
export function* loadExamineePage(action: ReturnType<typeof examineePageRequested>) {
  const { examineeRecordId } = action.payload;
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const { record, history, examiners } = yield* all({
      record: call(fetchExamineeAndForms, http, endpoint, examineeRecordId),
      history: call(fetchExamineeHistory, http, endpoint, examineeRecordId),
      examiners: call(fetchExaminers, http, endpoint),
    });
    yield* put(examineePageSucceeded({ examinee: record.examinee, forms: record.forms, unavailable: record.unavailable, history, examiners }));
  } catch (error) {
    yield* put(examineePageFailed({ examineeRecordId, error: toAppError(error) }));
  }
}

/** Creates an assessment from the examinee page (graceful: warnings come back for the examiner to confirm). */
export function* createAssessment(action: ReturnType<typeof newAssessmentRequested>) {
  const { input, confirmedWarnings = [] } = action.payload;
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const pending = yield* select(selectNewAssessmentPending);
  const key = reusableKey(pending, input) ?? (yield* call([ids, ids.uuid]));
  try {
    const result = yield* call(postAssessment, http, endpoint, input, confirmedWarnings, key);
    yield* put('created' in result ? newAssessmentSucceeded(result.created) : newAssessmentWarned({ input, warnings: result.warnings }));
  } catch (caught) {
    const error = toAppError(caught);
    yield* put(newAssessmentFailed({ error, pending: pendingAfterFailure(error, key, input) }));
  }
}

/** Opens the assessment just created. */
export function* openCreatedAssessment(action: ReturnType<typeof newAssessmentSucceeded>) {
  yield* put(push(`/assessments/${action.payload.id}`));
}

/** Root saga of the examinees feature. */
export function* examineesSaga() {
  // takeLatest: a newer query supersedes the one in flight (and restarts the search debounce).
  yield* takeLatest([listRequested.type, searchChanged.type, sortChanged.type, pageChanged.type], safely(loadExamineeList));
  // takeLatest: only the id typed last matters.
  yield* takeLatest(idCheckRequested.type, safely(checkExamineeId));
  // takeSubmit: a double submit creates one examinee.
  yield* takeSubmit(createRequested.type, createExaminee, createFailed.type);
  // takeLeading: one navigation per creation.
  yield* takeLeading(createSucceeded.type, safely(openCreatedExaminee));
  // takeLatest: the page shown last is the one to load.
  yield* takeLatest(examineePageRequested.type, safely(loadExamineePage));
  // takeSubmit: a double submit creates one assessment.
  yield* takeSubmit(newAssessmentRequested.type, createAssessment, newAssessmentFailed.type);
  // takeLeading: one navigation per creation.
  yield* takeLeading(newAssessmentSucceeded.type, safely(openCreatedAssessment));
}
