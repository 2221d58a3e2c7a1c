/** Side effects of the back office's feature licenses: reference data, search, one license, and changes. */
import { push } from 'redux-first-history';
import { call, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { safely } from '../../core/saga/safely';
import { takeSubmit } from '../../core/saga/takeSubmit';
import { io } from '../../io/ioContext';
import { fetchCustomerAccounts, fetchLicense, fetchLicensePage, fetchReference, postLicense, postLicenseStatus, putLicense } from './backOfficeApi';
import { selectLicenseReference, selectLicenseSearch, selectWorkReason } from './backOfficeSelectors';
import {
  customerAccountsFailed,
  customerAccountsRequested,
  customerAccountsSucceeded,
  licenseChangeFailed,
  licenseChangeSucceeded,
  licenseCreateRequested,
  licenseCreated,
  licenseFailed,
  licenseRequested,
  licenseSearchFailed,
  licenseSearchRequested,
  licenseSearchSucceeded,
  licenseStatusRequested,
  licenseSucceeded,
  licenseUpdateRequested,
  referenceFailed,
  referenceRequested,
  referenceSucceeded,
} from './backOfficeSlice';

/** Loads the reference data unless it is already there. */
export function* loadReference() {
  if ((yield* select(selectLicenseReference)).data) return;
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(referenceSucceeded(yield* call(fetchReference, http, endpoint)));
  } catch (error) {
    yield* put(referenceFailed(toAppError(error)));
  }
}

/** Loads the page of licenses the search state asks for, with the stated reason. */
export function* searchLicenses() {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  const reason = yield* select(selectWorkReason);
  const { criteria, page, pageSize } = yield* select(selectLicenseSearch);
  try {
    yield* put(licenseSearchSucceeded(yield* call(fetchLicensePage, http, endpoint, reason, criteria, page, pageSize)));
  } catch (error) {
    yield* put(licenseSearchFailed(toAppError(error)));
  }
}

/** Finds customer accounts by name or id. */
export function* findAccounts(action: ReturnType<typeof customerAccountsRequested>) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  const reason = yield* select(selectWorkReason);
  try {
    yield* put(customerAccountsSucceeded(yield* call(fetchCustomerAccounts, http, endpoint, reason, action.payload.search)));
  } catch (error) {
    yield* put(customerAccountsFailed(toAppError(error)));
  }
}

/** Loads one license with its history. */
export function* loadLicense(action: ReturnType<typeof licenseRequested>) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  const reason = yield* select(selectWorkReason);
  try {
    yield* put(licenseSucceeded(yield* call(fetchLicense, http, endpoint, reason, action.payload)));
  } catch (error) {
    yield* put(licenseFailed(toAppError(error)));
  }
}

/** Creates a license. */
export function* createLicense(action: ReturnType<typeof licenseCreateRequested>) {
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const key = yield* call([ids, ids.uuid]);
  try {
    yield* put(licenseCreated(yield* call(postLicense, http, endpoint, action.payload.accountId, action.payload.body, key)));
  } catch (error) {
    yield* put(licenseChangeFailed(toAppError(error)));
  }
}

/** Opens the screen of the license just created. */
export function* openCreatedLicense(action: ReturnType<typeof licenseCreated>) {
  yield* put(push(`/back-office/accounts/${action.payload.accountId}/licenses/${action.payload.id}`));
}

/** Stores new terms of a license. */
export function* updateLicense(action: ReturnType<typeof licenseUpdateRequested>) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  const { accountId, licenseId, body } = action.payload;
  try {
    yield* put(licenseChangeSucceeded(yield* call(putLicense, http, endpoint, { accountId, licenseId }, body)));
  } catch (error) {
    yield* put(licenseChangeFailed(toAppError(error)));
  }
}

/** Suspends, resumes or ends a license. */
export function* changeStatus(action: ReturnType<typeof licenseStatusRequested>) {
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const { accountId, licenseId, body } = action.payload;
  const key = yield* call([ids, ids.uuid]);
  try {
    yield* put(licenseChangeSucceeded(yield* call(postLicenseStatus, http, endpoint, { accountId, licenseId }, body, key)));
  } catch (error) {
    yield* put(licenseChangeFailed(toAppError(error)));
  }
}

/** Root saga of the back office feature. */
export function* backOfficeSaga() {
  // takeLatest: the reference data, the search, the accounts and the license asked for last are the ones shown.
  yield* takeLatest(referenceRequested.type, safely(loadReference));
  yield* takeLatest(licenseSearchRequested.type, safely(searchLicenses));
  yield* takeLatest(customerAccountsRequested.type, safely(findAccounts));
  yield* takeLatest(licenseRequested.type, safely(loadLicense));
  // takeSubmit: one change at a time; a second press while one is under way is the same change.
  yield* takeSubmit(licenseCreateRequested.type, createLicense, licenseChangeFailed.type);
  yield* takeSubmit(licenseUpdateRequested.type, updateLicense, licenseChangeFailed.type);
  yield* takeSubmit(licenseStatusRequested.type, changeStatus, licenseChangeFailed.type);
  // takeEvery: every license created opens its screen.
  yield* takeEvery(licenseCreated.type, safely(openCreatedLicense));
}
