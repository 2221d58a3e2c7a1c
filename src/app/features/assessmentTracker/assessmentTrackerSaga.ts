/** Side effects of the back office's assessment tracker: lookups, the tracker, revealing and status updates. */
import { push } from 'redux-first-history';
import { call, put, select, takeLatest } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import type { TrackerMatch } from '../../../contract/services/assessmentTracker';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { safely } from '../../core/saga/safely';
import { takeSubmit } from '../../core/saga/takeSubmit';
import { io } from '../../io/ioContext';
import { fetchByExaminee, fetchBySession, fetchTracker, fetchTrackerById, postStatusUpdate } from './assessmentTrackerApi';
import { selectTrackerReason } from './assessmentTrackerSelectors';
import {
  lookupFailed,
  lookupRequested,
  lookupSucceeded,
  revealRequested,
  statusUpdateRequested,
  trackerChanged,
  trackerChangeFailed,
  trackerFailed,
  trackerRequested,
  trackerSucceeded,
} from './assessmentTrackerSlice';

/** The timeline's address of an assessment of an account. */
export const timelinePath = (accountId: number, assessmentId: number): string => `/back-office/accounts/${accountId}/assessments/${assessmentId}/tracker`;

/**
 * Runs a lookup. By id, the assessment's tracker comes at once: it is kept and its timeline opens.
 * By session or examinee, the assessments found are listed.
 */
export function* runLookup(action: ReturnType<typeof lookupRequested>) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  const reason = yield* select(selectTrackerReason);
  const lookup = action.payload;
  try {
    if (lookup.kind === 'assessment') {
      const tracker = yield* call(fetchTrackerById, http, endpoint, reason, lookup.assessmentId);
      const { assessment } = tracker;
      const match: TrackerMatch = {
        accountId: tracker.accountId,
        accountName: tracker.accountName,
        assessmentId: assessment.id,
        productId: assessment.productId,
        productName: assessment.productName,
        status: assessment.status,
        administrationDate: assessment.administrationDate,
        createdAt: assessment.createdAt,
        deleted: assessment.deletedAt !== null,
      };
      yield* put(lookupSucceeded([match]));
      yield* put(trackerSucceeded(tracker));
      yield* put(push(timelinePath(tracker.accountId, assessment.id)));
      return;
    }
    const matches =
      lookup.kind === 'session'
        ? yield* call(fetchBySession, http, endpoint, reason, lookup.sessionKind, lookup.sessionId)
        : yield* call(fetchByExaminee, http, endpoint, reason, lookup.accountId, lookup.examineeId);
    yield* put(lookupSucceeded(matches));
  } catch (error) {
    yield* put(lookupFailed(toAppError(error)));
  }
}

/** Loads the tracker of the timeline on screen. */
export function* loadTracker(action: ReturnType<typeof trackerRequested>) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  const reason = yield* select(selectTrackerReason);
  try {
    yield* put(trackerSucceeded(yield* call(fetchTracker, http, endpoint, reason, action.payload)));
  } catch (error) {
    yield* put(trackerFailed(toAppError(error)));
  }
}

/** Loads the tracker again with its names and responses, stating the second reason. */
export function* reveal(action: ReturnType<typeof revealRequested>) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  const reason = yield* select(selectTrackerReason);
  const { revealReason, ...key } = action.payload;
  try {
    yield* put(trackerChanged(yield* call(fetchTracker, http, endpoint, reason, key, revealReason)));
  } catch (error) {
    yield* put(trackerChangeFailed(toAppError(error)));
  }
}

/** Sends a status update. */
export function* updateStatus(action: ReturnType<typeof statusUpdateRequested>) {
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const { body, ...key } = action.payload;
  const idempotencyKey = yield* call([ids, ids.uuid]);
  try {
    yield* put(trackerChanged(yield* call(postStatusUpdate, http, endpoint, key, body, idempotencyKey)));
  } catch (error) {
    yield* put(trackerChangeFailed(toAppError(error)));
  }
}

/** Root saga of the assessment tracker. */
export function* assessmentTrackerSaga() {
  // takeLatest: the lookup and the timeline asked for last are the ones shown.
  yield* takeLatest(lookupRequested.type, safely(runLookup));
  yield* takeLatest(trackerRequested.type, safely(loadTracker));
  // takeSubmit: one change at a time; a second press while one is under way is the same change.
  yield* takeSubmit(revealRequested.type, reveal, trackerChangeFailed.type);
  yield* takeSubmit(statusUpdateRequested.type, updateStatus, trackerChangeFailed.type);
}
