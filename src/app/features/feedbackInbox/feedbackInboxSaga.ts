/** Side effects of the back office's feedback inbox: the staff list, the inbox, one piece of feedback, and changes. */
import { call, put, select, takeLatest } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { safely } from '../../core/saga/safely';
import { takeSubmit } from '../../core/saga/takeSubmit';
import { io } from '../../io/ioContext';
import { selectWorkReason } from '../backOffice/backOfficeSelectors';
import { fetchFeedback, fetchInboxPage, fetchStaff, postAnswer, postAssignment, postFeedbackStatus } from './feedbackInboxApi';
import { selectInbox } from './feedbackInboxSelectors';
import {
  answerRequested,
  assignRequested,
  changeFailed,
  changeSucceeded,
  feedbackFailed,
  feedbackRequested,
  feedbackStatusRequested,
  feedbackSucceeded,
  inboxFailed,
  inboxRequested,
  inboxSucceeded,
  staffFailed,
  staffRequested,
  staffSucceeded,
} from './feedbackInboxSlice';

/** Loads the staff who may be assigned. */
export function* loadStaff() {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(staffSucceeded(yield* call(fetchStaff, http, endpoint)));
  } catch (error) {
    yield* put(staffFailed(toAppError(error)));
  }
}

/** Loads the page of the inbox the state asks for, with the stated reason. */
export function* loadInbox() {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  const reason = yield* select(selectWorkReason);
  const { criteria, page, pageSize } = yield* select(selectInbox);
  try {
    yield* put(inboxSucceeded(yield* call(fetchInboxPage, http, endpoint, reason, criteria, page, pageSize)));
  } catch (error) {
    yield* put(inboxFailed(toAppError(error)));
  }
}

/** Loads one piece of feedback with its thread. */
export function* loadFeedback(action: ReturnType<typeof feedbackRequested>) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  const reason = yield* select(selectWorkReason);
  try {
    yield* put(feedbackSucceeded(yield* call(fetchFeedback, http, endpoint, reason, action.payload)));
  } catch (error) {
    yield* put(feedbackFailed(toAppError(error)));
  }
}

/** Assigns a piece of feedback. */
export function* assign(action: ReturnType<typeof assignRequested>) {
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const reason = yield* select(selectWorkReason);
  const { accountId, feedbackId, assigneeId } = action.payload;
  const key = yield* call([ids, ids.uuid]);
  try {
    yield* put(changeSucceeded(yield* call(postAssignment, http, endpoint, { accountId, feedbackId }, { assigneeId, reason }, key)));
  } catch (error) {
    yield* put(changeFailed(toAppError(error)));
  }
}

/** Answers a piece of feedback. */
export function* answer(action: ReturnType<typeof answerRequested>) {
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const reason = yield* select(selectWorkReason);
  const { accountId, feedbackId, message } = action.payload;
  const key = yield* call([ids, ids.uuid]);
  try {
    yield* put(changeSucceeded(yield* call(postAnswer, http, endpoint, { accountId, feedbackId }, { message, reason }, key)));
  } catch (error) {
    yield* put(changeFailed(toAppError(error)));
  }
}

/** Closes or reopens a piece of feedback. */
export function* changeStatus(action: ReturnType<typeof feedbackStatusRequested>) {
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const reason = yield* select(selectWorkReason);
  const { accountId, feedbackId } = action.payload;
  const key = yield* call([ids, ids.uuid]);
  try {
    yield* put(changeSucceeded(yield* call(postFeedbackStatus, http, endpoint, { accountId, feedbackId }, action.payload.action, reason, key)));
  } catch (error) {
    yield* put(changeFailed(toAppError(error)));
  }
}

/** Root saga of the feedback inbox feature. */
export function* feedbackInboxSaga() {
  // takeLatest: the staff list, the page and the feedback asked for last are the ones shown.
  yield* takeLatest(staffRequested.type, safely(loadStaff));
  yield* takeLatest(inboxRequested.type, safely(loadInbox));
  yield* takeLatest(feedbackRequested.type, safely(loadFeedback));
  // takeSubmit: one change at a time; a second press while one is under way is the same change.
  yield* takeSubmit(assignRequested.type, assign, changeFailed.type);
  yield* takeSubmit(answerRequested.type, answer, changeFailed.type);
  yield* takeSubmit(feedbackStatusRequested.type, changeStatus, changeFailed.type);
}
