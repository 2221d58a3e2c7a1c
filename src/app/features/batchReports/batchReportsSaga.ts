/**
 * Side effects of batch reports: queueing a batch, following its progress while its page is
 * shown, cancelling it, and the recent batches.
 */
import { call, put, race, select, take, takeLatest } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { pendingAfterFailure, reusableKey } from '../../core/http/idempotency';
import { takeSubmit } from '../../core/saga/takeSubmit';
import { safely } from '../../core/saga/safely';
import { sleep } from '../../core/saga/sleep';
import { SESSION_ENDED } from '../../core/session/sessionScope';
import { io } from '../../io/ioContext';
import { fetchBatchStatus, fetchRecentBatches, postBatch, postCancelBatch } from './batchReportsApi';
import { selectBatchPageShown, selectBatchPending, selectCurrentBatch } from './batchReportsSelectors';
import {
  batchFailed,
  batchFinished,
  batchOpened,
  batchPageEntered,
  batchPageLeft,
  batchRequested,
  batchStatusFailed,
  batchStatusReceived,
  batchSucceeded,
  cancelFailed,
  cancelRequested,
  cancelSucceeded,
  isBatchFinished,
  recentFailed,
  recentRequested,
  recentSucceeded,
} from './batchReportsSlice';

/** Pause between two progress requests while a batch is queued or running. */
export const POLL_INTERVAL_MS = 1000;
/** The longest pause between progress requests while the server does not answer. */
export const MAX_POLL_BACKOFF_MS = 30_000;

/** The pause after `failures` progress requests failed in a row: doubling from the interval, capped. */
export const pollBackoffMs = (failures: number): number => Math.min(MAX_POLL_BACKOFF_MS, POLL_INTERVAL_MS * 2 ** failures);

/** Queues a batch; a retry after an unknown outcome reuses its Idempotency-Key, so one batch is made. */
export function* requestBatch(action: ReturnType<typeof batchRequested>) {
  const input = action.payload;
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const pending = yield* select(selectBatchPending);
  const key = reusableKey(pending, input) ?? (yield* call([ids, ids.uuid]));
  try {
    yield* put(batchSucceeded(yield* call(postBatch, http, endpoint, input, key)));
  } catch (caught) {
    const error = toAppError(caught);
    yield* put(batchFailed({ error, pending: pendingAfterFailure(error, key, input) }));
  }
}

/**
 * Asks for a batch's state every {@link POLL_INTERVAL_MS} until it has finished. A failed request
 * is retried after a growing pause; a 4xx answer (the batch is gone, or the user may no longer
 * see it) stops the polling, as asking again would answer the same.
 */
export function* pollBatch(batchId: number) {
  const http = yield* io('http');
  let failures = 0;
  for (;;) {
    const endpoint = yield* select(selectServiceEndpoint);
    try {
      const batch = yield* call(fetchBatchStatus, http, endpoint, batchId);
      yield* put(batchStatusReceived(batch));
      if (isBatchFinished(batch)) {
        yield* put(batchFinished({ batchId }));
        return;
      }
      failures = 0;
      yield* call(sleep, POLL_INTERVAL_MS);
    } catch (caught) {
      const error = toAppError(caught);
      yield* put(batchStatusFailed({ batchId, error }));
      if (error.status >= 400 && error.status < 500) return;
      failures += 1;
      yield* call(sleep, pollBackoffMs(failures));
    }
  }
}

/** Follows the batch on screen until it finishes, the page is left or the session ends. */
export function* followCurrentBatch() {
  const current = yield* select(selectCurrentBatch);
  // An answer arriving after the page was left must not start polling behind the user's back.
  if (!(yield* select(selectBatchPageShown))) return;
  if (!current || (current.batch && isBatchFinished(current.batch))) return;
  yield* race({ polled: call(pollBatch, current.batchId), left: take(batchPageLeft.type), ended: take(SESSION_ENDED) });
}

/** Cancels a batch. */
export function* cancelBatch(action: ReturnType<typeof cancelRequested>) {
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const key = yield* call([ids, ids.uuid]);
  try {
    yield* put(cancelSucceeded(yield* call(postCancelBatch, http, endpoint, action.payload.batchId, key)));
  } catch (error) {
    yield* put(cancelFailed(toAppError(error)));
  }
}

/** Loads the user's recent batches. */
export function* loadRecentBatches() {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(recentSucceeded(yield* call(fetchRecentBatches, http, endpoint)));
  } catch (error) {
    yield* put(recentFailed(toAppError(error)));
  }
}

/** The page opened: load the recent batches (which may show a batch still working). */
export function* enterBatchPage() {
  yield* put(recentRequested());
}

/** Root saga of batch reports. */
export function* batchReportsSaga() {
  // takeSubmit: a double click queues (and pays for) one batch.
  yield* takeSubmit(batchRequested.type, requestBatch, batchFailed.type);
  // takeLatest: one poller, for the batch on screen now; the page's entry restarts it.
  yield* takeLatest([batchSucceeded.type, batchOpened.type, batchPageEntered.type, recentSucceeded.type], safely(followCurrentBatch));
  // takeSubmit: one cancellation at a time.
  yield* takeSubmit(cancelRequested.type, cancelBatch, cancelFailed.type);
  yield* takeLatest(batchPageEntered.type, safely(enterBatchPage));
  // takeLatest: the list asked for last is the one shown.
  yield* takeLatest(recentRequested.type, safely(loadRecentBatches));
}
