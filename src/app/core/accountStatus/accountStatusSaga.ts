/**
 * Loads the role and the DALS status after each identity load, and keeps a dormant account.
 */
import { all, call, put, select, takeLatest } from 'typed-redux-saga';
import { io } from '../../io/ioContext';
import { toAppError } from '../../../client/appError';
import { selectServiceEndpoint } from '../http/httpSelectors';
import { takeSubmit } from '../saga/takeSubmit';
import { safely } from '../saga/safely';
import { identityLoadSucceeded } from '../session/sessionSlice';
import { fetchDalsStatus, fetchSelfRole, postKeepAccount } from './accountStatusApi';
import { dalsFailed, dalsSucceeded, keepFailed, keepRequested, keepSucceeded, roleFailed, roleSucceeded } from './accountStatusSlice';

/** The message logged when the DALS status cannot be read (spec §8: "DALS fetch failure: logs an error"). */
export const DALS_FETCH_FAILED = 'Could not load the DALS status of the account.';

/** Fetches the user's role (account.getSelfRole). */
export function* loadRole() {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(roleSucceeded(yield* call(fetchSelfRole, http, endpoint)));
  } catch (error) {
    yield* put(roleFailed(toAppError(error)));
  }
}

/** Fetches the DALS status and reads its dllAccount flag; a failure is logged (spec §8). */
export function* loadDalsStatus() {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(dalsSucceeded(yield* call(fetchDalsStatus, http, endpoint)));
  } catch (caught) {
    const error = toAppError(caught);
    yield* call([console, console.error], DALS_FETCH_FAILED, error.message);
    yield* put(dalsFailed(error));
  }
}

/** After an identity load: the role for everybody, the DALS status for users of a customer account. */
export function* loadAccountStatus(action: ReturnType<typeof identityLoadSucceeded>) {
  if (action.payload.internalUser) yield* call(loadRole);
  else yield* all([call(loadRole), call(loadDalsStatus)]);
}

/** Keeps the dormant account (accountManagement.keepAccount). */
export function* keepAccount() {
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const key = yield* call([ids, ids.uuid]);
  try {
    yield* put(keepSucceeded(yield* call(postKeepAccount, http, endpoint, key)));
  } catch (error) {
    yield* put(keepFailed(toAppError(error)));
  }
}

/** Root saga of the account status. */
export function* accountStatusSaga() {
  // takeLatest: a forced identity reload supersedes the status of the one before.
  yield* takeLatest(identityLoadSucceeded.type, safely(loadAccountStatus));
  // takeSubmit: a double click keeps the account once.
  yield* takeSubmit(keepRequested.type, keepAccount, keepFailed.type);
}
