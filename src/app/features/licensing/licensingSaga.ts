/** Side effects of the licenses and usage page: load the licenses, page through the usage ledger. */
import { all, call, put, select, takeLatest } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { safely } from '../../core/saga/safely';
import { io } from '../../io/ioContext';
import { fetchLicenses, fetchUsageLedger } from './licensingApi';
import { selectLedgerRequest } from './licensingSelectors';
import { ledgerFailed, ledgerPageRequested, ledgerSucceeded, licensesFailed, licensesSucceeded, licensingPageOpened } from './licensingSlice';

/** Loads the account's licenses. */
export function* loadLicenses() {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(licensesSucceeded(yield* call(fetchLicenses, http, endpoint)));
  } catch (error) {
    yield* put(licensesFailed(toAppError(error)));
  }
}

/** Loads the ledger page the state asks for. */
export function* loadLedgerPage() {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  const { page, pageSize } = yield* select(selectLedgerRequest);
  try {
    yield* put(ledgerSucceeded(yield* call(fetchUsageLedger, http, endpoint, page, pageSize)));
  } catch (error) {
    yield* put(ledgerFailed(toAppError(error)));
  }
}

/** Loads the whole page: licenses and the ledger's first page, side by side. */
export function* loadLicensingPage() {
  yield* all([call(loadLicenses), call(loadLedgerPage)]);
}

/** Root saga of the licensing feature. */
export function* licensingSaga() {
  // takeLatest: the page and the ledger page asked for last are the ones shown.
  yield* takeLatest(licensingPageOpened.type, safely(loadLicensingPage));
  yield* takeLatest(ledgerPageRequested.type, safely(loadLedgerPage));
}
