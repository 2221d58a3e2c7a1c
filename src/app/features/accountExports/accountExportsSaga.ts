/** Side effects of account exports: the account's list, "Export now", and the list looked at again while an export is being built. */
import { call, put, select, takeLatest } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { safely } from '../../core/saga/safely';
import { sleep } from '../../core/saga/sleep';
import { takeSubmit } from '../../core/saga/takeSubmit';
import { io } from '../../io/ioContext';
import { fetchExports, postExport } from './accountExportsApi';
import { selectAccountExports } from './accountExportsSelectors';
import { exportsFailed, exportsRequested, exportsSucceeded, exportStartFailed, exportStartRequested, exportStartSucceeded } from './accountExportsSlice';

/** Loads an account's exports with the stated reason. */
export function* loadExports(action: ReturnType<typeof exportsRequested>) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  const { accountId, reason } = action.payload;
  try {
    yield* put(exportsSucceeded({ accountId, items: yield* call(fetchExports, http, endpoint, accountId, reason) }));
  } catch (error) {
    yield* put(exportsFailed({ accountId, error: toAppError(error) }));
  }
}

/** Starts an export of the account. */
export function* startExport(action: ReturnType<typeof exportStartRequested>) {
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const { accountId, reason } = action.payload;
  const key = yield* call([ids, ids.uuid]);
  try {
    yield* put(exportStartSucceeded({ accountId, created: yield* call(postExport, http, endpoint, accountId, reason, key) }));
  } catch (error) {
    yield* put(exportStartFailed({ accountId, error: toAppError(error) }));
  }
}

/** How long the panel waits before looking again at an account with an export being built, in milliseconds. */
export const EXPORT_POLL_MS = 3000;

/** While one of the account's exports is being built, loads the list again after {@link EXPORT_POLL_MS}, with the same reason. */
export function* pollWhilePending(action: ReturnType<typeof exportsSucceeded> | ReturnType<typeof exportStartSucceeded>) {
  const { accountId } = action.payload;
  const entry = yield* select(selectAccountExports, accountId);
  if (!entry.list.items.some((item) => item.status === 'pending')) return;
  yield* call(sleep, EXPORT_POLL_MS);
  yield* put(exportsRequested({ accountId, reason: entry.reason }));
}

/** The feature's watchers. */
export function* accountExportsSaga() {
  // takeLatest: the list asked for last is the one shown.
  yield* takeLatest(exportsRequested.type, safely(loadExports));
  // takeSubmit: one start at a time; a double click starts one export, a retry after a failure is taken.
  yield* takeSubmit(exportStartRequested.type, startExport, exportStartFailed.type);
  // takeLatest: one timer at a time; a newer list replaces the wait.
  yield* takeLatest([exportsSucceeded.type, exportStartSucceeded.type], safely(pollWhilePending));
}
