/** Data management's sagas: reading an account's deletion state, deleting and recovering it. */
import { call, put, select, takeLatest } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { safely } from '../../core/saga/safely';
import { takeSubmit } from '../../core/saga/takeSubmit';
import { io } from '../../io/ioContext';
import { fetchDeletionState, postDeleteAccount, postRecoverAccount } from './dataManagementApi';
import {
  deletionChangeFailed,
  deletionChangeRequested,
  deletionChangeSucceeded,
  deletionStateFailed,
  deletionStateRequested,
  deletionStateSucceeded,
} from './dataManagementSlice';

/** Reads the account's deletion state. */
export function* loadDeletionState(action: ReturnType<typeof deletionStateRequested>) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  const { accountId, reason } = action.payload;
  try {
    yield* put(deletionStateSucceeded(yield* call(fetchDeletionState, http, endpoint, accountId, reason)));
  } catch (error) {
    yield* put(deletionStateFailed({ accountId, error: toAppError(error) }));
  }
}

/** Deletes or recovers the account. */
export function* changeDeletion(action: ReturnType<typeof deletionChangeRequested>) {
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const { accountId, reason } = action.payload;
  const key = yield* call([ids, ids.uuid]);
  try {
    const send = action.payload.action === 'delete' ? postDeleteAccount : postRecoverAccount;
    yield* put(deletionChangeSucceeded(yield* call(send, http, endpoint, accountId, reason, key)));
  } catch (error) {
    yield* put(deletionChangeFailed({ accountId, error: toAppError(error) }));
  }
}

/** Root saga of data management. */
export function* dataManagementSaga() {
  // takeLatest: the state asked for last is the one shown.
  yield* takeLatest(deletionStateRequested.type, safely(loadDeletionState));
  // One deletion or recovery at a time; a double click does not send it twice.
  yield* takeSubmit(deletionChangeRequested.type, changeDeletion, deletionChangeFailed.type);
}
