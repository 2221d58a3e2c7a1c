/** Side effects of group assignments: the list, the pick-lists, the age check, assigning, an assignment, reminders, reports. */
import { call, put, select, takeLatest } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { pendingAfterFailure, reusableKey } from '../../core/http/idempotency';
import { safely } from '../../core/saga/safely';
import { takeSubmit } from '../../core/saga/takeSubmit';
import { io } from '../../io/ioContext';
import { fetchAgeCheck, fetchAssignment, fetchAssignments, fetchExaminers, fetchForms, postAssignment, postBatch, postGroupReport, postReminder } from './groupAssignmentsApi';
import { selectAssign, selectPanelGroupId } from './groupAssignmentsSelectors';
import {
  ageCheckFailed,
  ageCheckLoaded,
  ageCheckRequested,
  assignFailed,
  assignFormOpened,
  assignmentFailed,
  assignmentLoaded,
  assignmentOpened,
  assignRequested,
  assignSucceeded,
  batchFailed,
  batchRequested,
  batchStarted,
  groupReportFailed,
  groupReportMade,
  groupReportRequested,
  listFailed,
  listLoaded,
  optionsFailed,
  optionsLoaded,
  panelOpened,
  reminderFailed,
  reminderRequested,
  reminderSent,
} from './groupAssignmentsSlice';

/** Loads the group's assignments. */
export function* loadAssignments(action: ReturnType<typeof panelOpened>) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(listLoaded(yield* call(fetchAssignments, http, endpoint, action.payload.groupId)));
  } catch (error) {
    yield* put(listFailed(toAppError(error)));
  }
}

/** Loads the forms and examiners of the assign form. */
export function* loadOptions() {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const forms = yield* call(fetchForms, http, endpoint);
    const examiners = yield* call(fetchExaminers, http, endpoint);
    yield* put(optionsLoaded({ forms: forms.map(({ productId, code, name }) => ({ productId, code, name })), examiners }));
  } catch {
    yield* put(optionsFailed());
  }
}

/** The age check of the chosen form and date. */
export function* checkAges(action: ReturnType<typeof ageCheckRequested>) {
  const groupId = yield* select(selectPanelGroupId);
  if (groupId === null) return;
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(ageCheckLoaded(yield* call(fetchAgeCheck, http, endpoint, groupId, action.payload)));
  } catch (error) {
    yield* put(ageCheckFailed(toAppError(error)));
  }
}

/** Assigns the form; a retry after an unknown outcome reuses its Idempotency-Key. */
export function* assign(action: ReturnType<typeof assignRequested>) {
  const groupId = yield* select(selectPanelGroupId);
  if (groupId === null) return;
  const input = action.payload;
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const key = reusableKey((yield* select(selectAssign)).pending, input) ?? (yield* call([ids, ids.uuid]));
  try {
    yield* put(assignSucceeded(yield* call(postAssignment, http, endpoint, groupId, input, key)));
  } catch (caught) {
    const error = toAppError(caught);
    yield* put(assignFailed({ error, pending: pendingAfterFailure(error, key, input) }));
  }
}

/** Loads one assignment's members and states. */
export function* loadAssignment(action: ReturnType<typeof assignmentOpened>) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(assignmentLoaded(yield* call(fetchAssignment, http, endpoint, action.payload.assignmentId)));
  } catch (error) {
    yield* put(assignmentFailed(toAppError(error)));
  }
}

/** Sends the reminder. */
export function* remind(action: ReturnType<typeof reminderRequested>) {
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(reminderSent(yield* call(postReminder, http, endpoint, action.payload.assignmentId, yield* call([ids, ids.uuid]))));
  } catch (error) {
    yield* put(reminderFailed(toAppError(error)));
  }
}

/** Queues a batch of the scored assessments' reports (assessment.batchReports). */
export function* startBatch(action: ReturnType<typeof batchRequested>) {
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(batchStarted((yield* call(postBatch, http, endpoint, action.payload.assessmentIds, yield* call([ids, ids.uuid]))).id));
  } catch (error) {
    yield* put(batchFailed(toAppError(error)));
  }
}

/** Makes the group report of the scored assessments (assessment.groupReports). */
export function* makeGroupReport(action: ReturnType<typeof groupReportRequested>) {
  const { title, productId, assessmentIds } = action.payload;
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(groupReportMade((yield* call(postGroupReport, http, endpoint, title, productId, assessmentIds, yield* call([ids, ids.uuid]))).id));
  } catch (error) {
    yield* put(groupReportFailed(toAppError(error)));
  }
}

/** Root saga of group assignments. */
export function* groupAssignmentsSaga() {
  yield* takeLatest(panelOpened.type, safely(loadAssignments));
  yield* takeLatest(assignFormOpened.type, safely(loadOptions));
  yield* takeLatest(ageCheckRequested.type, safely(checkAges));
  yield* takeLatest(assignmentOpened.type, safely(loadAssignment));
  // takeSubmit: a double click assigns (and e-mails) once.
  yield* takeSubmit(assignRequested.type, assign, assignFailed.type);
  yield* takeSubmit(reminderRequested.type, remind, reminderFailed.type);
  yield* takeSubmit(batchRequested.type, startBatch, batchFailed.type);
  yield* takeSubmit(groupReportRequested.type, makeGroupReport, groupReportFailed.type);
}
