/** Side effects of group reports: the form's comparison groups, making a report, the list. */
import { call, put, select, takeLatest } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { pendingAfterFailure, reusableKey } from '../../core/http/idempotency';
import { takeSubmit } from '../../core/saga/takeSubmit';
import { safely } from '../../core/saga/safely';
import { io } from '../../io/ioContext';
import { fetchComparisonGroups, fetchGroupReports, postGroupReport } from './groupReportsApi';
import { selectGroupComparisonGroups, selectGroupReportPending } from './groupReportsSelectors';
import {
  comparisonGroupsFailed,
  comparisonGroupsLoaded,
  groupFormOpened,
  groupListFailed,
  groupListRequested,
  groupListSucceeded,
  groupReportFailed,
  groupReportRequested,
  groupReportSucceeded,
} from './groupReportsSlice';

/** Loads the comparison groups of the form the group report is about (unless already loaded). */
export function* loadComparisonGroups(action: ReturnType<typeof groupFormOpened>) {
  const { productId } = action.payload;
  const groups = yield* select(selectGroupComparisonGroups);
  if (groups.productId === productId && groups.status === 'succeeded') return;
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(comparisonGroupsLoaded({ productId, options: yield* call(fetchComparisonGroups, http, endpoint, productId) }));
  } catch {
    yield* put(comparisonGroupsFailed({ productId }));
  }
}

/** Makes a group report; a retry after an unknown outcome reuses its Idempotency-Key. */
export function* requestGroupReport(action: ReturnType<typeof groupReportRequested>) {
  const input = action.payload;
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const pending = yield* select(selectGroupReportPending);
  const key = reusableKey(pending, input) ?? (yield* call([ids, ids.uuid]));
  try {
    yield* put(groupReportSucceeded(yield* call(postGroupReport, http, endpoint, input, key)));
  } catch (caught) {
    const error = toAppError(caught);
    yield* put(groupReportFailed({ error, pending: pendingAfterFailure(error, key, input) }));
  }
}

/** Loads the account's group reports. */
export function* loadGroupReports() {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(groupListSucceeded(yield* call(fetchGroupReports, http, endpoint)));
  } catch (error) {
    yield* put(groupListFailed(toAppError(error)));
  }
}

/** Root saga of group reports. */
export function* groupReportsSaga() {
  // takeLatest: the form opened last is the one whose groups matter.
  yield* takeLatest(groupFormOpened.type, safely(loadComparisonGroups));
  // takeSubmit: a double click makes (and pays for) one report.
  yield* takeSubmit(groupReportRequested.type, requestGroupReport, groupReportFailed.type);
  // takeLatest: the list asked for last is the one shown.
  yield* takeLatest(groupListRequested.type, safely(loadGroupReports));
}
