/** Side effects of account exports: the account's list and "Export now". */
import { call, put, select, takeLatest } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { safely } from '../../core/saga/safely';
import { takeSubmit } from '../../core/saga/takeSubmit';
import { io } from '../../io/ioContext';
import { fetchExports, postExport } from './accountExportsApi';
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

/** The feature's watchers. */
export function* accountExportsSaga() {
  // takeLatest: the list asked for last is the one shown.
  yield* takeLatest(exportsRequested.type, safely(loadExports));
  // takeSubmit: one start at a time; a double click starts one export, a retry after a failure is taken.
  yield* takeSubmit(exportStartRequested.type, startExport, exportStartFailed.type);
}
