/** Side effects of the data-retention staff's area: the staff list, the dashboard, an account's case and its changes, and the staff's own settings. */
import { all, call, put, select, takeLatest } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { safely } from '../../core/saga/safely';
import { takeSubmit } from '../../core/saga/takeSubmit';
import { io } from '../../io/ioContext';
import { selectWorkReason } from '../backOffice/backOfficeSelectors';
import { fetchAccounts, fetchAddresses, fetchAlerts, fetchCase, fetchDelivery, fetchFilters, fetchNotices, fetchPrivileges, fetchStaff, postChange, putAlerts, putPrivilege } from './dataRetentionApi';
import { deletionChangeSucceeded } from '../dataManagement/dataManagementSlice';
import { selectAccountCase, selectRetentionList } from './dataRetentionSelectors';
import {
  addressesFailed,
  addressesSucceeded,
  alertsFailed,
  alertsSaved,
  alertsSaveFailed,
  alertsSaveRequested,
  alertsSucceeded,
  caseFailed,
  caseRequested,
  caseSucceeded,
  changeFailed,
  changeRequested,
  changeSucceeded,
  deliveryFailed,
  deliveryRequested,
  deliverySucceeded,
  filtersFailed,
  filtersRequested,
  filtersSucceeded,
  listFailed,
  listRequested,
  listSucceeded,
  noticesFailed,
  noticesSucceeded,
  privilegeChanged,
  privilegeChangeFailed,
  privilegeChangeRequested,
  privilegesFailed,
  privilegesSucceeded,
  settingsRequested,
  staffFailed,
  staffRequested,
  staffSucceeded,
} from './dataRetentionSlice';

/** Loads the staff a case may be assigned to. */
export function* loadStaff() {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(staffSucceeded(yield* call(fetchStaff, http, endpoint)));
  } catch {
    yield* put(staffFailed());
  }
}

/** Loads the dashboard's filter values with the stated reason. */
export function* loadFilters() {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  const reason = yield* select(selectWorkReason);
  try {
    yield* put(filtersSucceeded(yield* call(fetchFilters, http, endpoint, reason)));
  } catch (error) {
    yield* put(filtersFailed(toAppError(error)));
  }
}

/** Loads the page of accounts the state asks for. */
export function* loadList() {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  const reason = yield* select(selectWorkReason);
  const { criteria, page, pageSize } = yield* select(selectRetentionList);
  try {
    yield* put(listSucceeded(yield* call(fetchAccounts, http, endpoint, reason, criteria, page, pageSize)));
  } catch (error) {
    yield* put(listFailed(toAppError(error)));
  }
}

/** Loads an account's case, addresses and notices, each on its own (one failing leaves the others). */
export function* loadCase(action: ReturnType<typeof caseRequested>) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  const reason = yield* select(selectWorkReason);
  const { accountId } = action.payload;
  yield* all([
    call(function* () {
      try {
        yield* put(caseSucceeded(yield* call(fetchCase, http, endpoint, reason, accountId)));
      } catch (error) {
        yield* put(caseFailed(toAppError(error)));
      }
    }),
    call(function* () {
      try {
        yield* put(addressesSucceeded(yield* call(fetchAddresses, http, endpoint, reason, accountId)));
      } catch (error) {
        yield* put(addressesFailed(toAppError(error)));
      }
    }),
    call(function* () {
      try {
        yield* put(noticesSucceeded(yield* call(fetchNotices, http, endpoint, reason, accountId)));
      } catch (error) {
        yield* put(noticesFailed(toAppError(error)));
      }
    }),
  ]);
}

/** Loads the delivery of one notice's e-mails. */
export function* loadDelivery(action: ReturnType<typeof deliveryRequested>) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  const reason = yield* select(selectWorkReason);
  try {
    yield* put(deliverySucceeded(yield* call(fetchDelivery, http, endpoint, reason, action.payload.accountId, action.payload.noticeId)));
  } catch (error) {
    yield* put(deliveryFailed(toAppError(error)));
  }
}

/** Sends a change of the case. */
export function* change(action: ReturnType<typeof changeRequested>) {
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const key = yield* call([ids, ids.uuid]);
  try {
    yield* put(changeSucceeded(yield* call(postChange, http, endpoint, action.payload, key)));
  } catch (error) {
    yield* put(changeFailed(toAppError(error)));
  }
}

/** Loads the staff member's alerts and, when asked, the privileges. */
export function* loadSettings(action: ReturnType<typeof settingsRequested>) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(alertsSucceeded(yield* call(fetchAlerts, http, endpoint)));
  } catch (error) {
    yield* put(alertsFailed(toAppError(error)));
  }
  if (!action.payload.privileges) return;
  try {
    yield* put(privilegesSucceeded(yield* call(fetchPrivileges, http, endpoint)));
  } catch (error) {
    yield* put(privilegesFailed(toAppError(error)));
  }
}

/** Saves the staff member's alerts. */
export function* saveAlerts(action: ReturnType<typeof alertsSaveRequested>) {
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const key = yield* call([ids, ids.uuid]);
  try {
    yield* put(alertsSaved(yield* call(putAlerts, http, endpoint, action.payload.alerts, key)));
  } catch (error) {
    yield* put(alertsSaveFailed(toAppError(error)));
  }
}

/** Gives or takes a staff member's deletion privilege. */
export function* changePrivilege(action: ReturnType<typeof privilegeChangeRequested>) {
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const key = yield* call([ids, ids.uuid]);
  const { staffUserId, mayDelete, reason } = action.payload;
  try {
    yield* put(privilegeChanged(yield* call(putPrivilege, http, endpoint, staffUserId, { mayDelete, reason }, key)));
  } catch (error) {
    yield* put(privilegeChangeFailed(toAppError(error)));
  }
}

/**
 * A deletion or recovery (features/dataManagement, on the case page) changed the account's
 * state: the case on screen is read again, so its facts agree with the panel's answer.
 */
export function* reloadCaseAfterDeletionChange(action: ReturnType<typeof deletionChangeSucceeded>) {
  const shown = (yield* select(selectAccountCase)).data;
  if (shown && shown.accountId === action.payload.accountId) yield* put(caseRequested({ accountId: shown.accountId }));
}

/** Root saga of the data-retention feature. */
export function* dataRetentionSaga() {
  // takeLatest: what was asked for last is what is shown.
  yield* takeLatest(staffRequested.type, safely(loadStaff));
  yield* takeLatest(filtersRequested.type, safely(loadFilters));
  yield* takeLatest(listRequested.type, safely(loadList));
  yield* takeLatest(caseRequested.type, safely(loadCase));
  yield* takeLatest(deliveryRequested.type, safely(loadDelivery));
  yield* takeLatest(settingsRequested.type, safely(loadSettings));
  yield* takeLatest(deletionChangeSucceeded.type, safely(reloadCaseAfterDeletionChange));
  // takeSubmit: one change at a time; a second press while one is under way is the same change.
  yield* takeSubmit(changeRequested.type, change, changeFailed.type);
  yield* takeSubmit(alertsSaveRequested.type, saveAlerts, alertsSaveFailed.type);
  yield* takeSubmit(privilegeChangeRequested.type, changePrivilege, privilegeChangeFailed.type);
}
