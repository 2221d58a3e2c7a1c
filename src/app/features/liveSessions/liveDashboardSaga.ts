/** Side effects of the "Live sessions" dashboard (issue #20): the page of sessions, its filters' values, Start and Cancel. */
import { push } from 'redux-first-history';
import { call, put, select, takeLatest } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { liveScreenPath } from '../../../contract/services/liveSessionScreens';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { safely } from '../../core/saga/safely';
import { takeSubmit } from '../../core/saga/takeSubmit';
import { io } from '../../io/ioContext';
import { fetchLiveDashboard, fetchSessionFilterValues, postCancel, postLaunch } from './liveSessionsApi';
import { selectDashboardFilter } from './liveSessionsSelectors';
import {
  cancelFailed,
  cancelRequested,
  cancelSucceeded,
  dashboardOpened,
  filterChanged,
  filterReset,
  filterValuesSucceeded,
  launchFailed,
  launchRequested,
  launchSucceeded,
  listFailed,
  listSucceeded,
} from './liveDashboardSlice';
import { planSucceeded } from './livePlanSlice';

/** Loads the page of sessions for the current filter. */
export function* loadDashboard() {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  const filter = yield* select(selectDashboardFilter);
  try {
    yield* put(listSucceeded(yield* call(fetchLiveDashboard, http, endpoint, filter)));
  } catch (error) {
    yield* put(listFailed(toAppError(error)));
  }
}

/** Loads the values the filters offer; without them the filters offer none (the list still works). */
export function* loadFilterValues() {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(filterValuesSucceeded(yield* call(fetchSessionFilterValues, http, endpoint)));
  } catch {
    // The filters stay empty; the list's own failure is what the page reports.
  }
}

/** Cancels a scheduled session (after the confirmation). */
export function* cancelSession(action: ReturnType<typeof cancelRequested>) {
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(cancelSucceeded(yield* call(postCancel, http, endpoint, action.payload.sessionId, yield* call([ids, ids.uuid]))));
  } catch (error) {
    yield* put(cancelFailed(toAppError(error)));
  }
}

/** Begins a session and opens its live screen. */
export function* launchSession(action: ReturnType<typeof launchRequested>) {
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const launched = yield* call(postLaunch, http, endpoint, action.payload.sessionId, yield* call([ids, ids.uuid]));
    yield* put(launchSucceeded(launched.session));
    yield* put(push(liveScreenPath(launched.session.id)));
  } catch (error) {
    yield* put(launchFailed(toAppError(error)));
  }
}

/** Root saga of the dashboard. */
export function* liveDashboardSaga() {
  // takeLatest: the page asked for last is the one shown (a new plan or a cancellation reloads it).
  yield* takeLatest([dashboardOpened.type, filterChanged.type, filterReset.type, planSucceeded.type, cancelSucceeded.type], safely(loadDashboard));
  // takeLatest: one load per opening.
  yield* takeLatest(dashboardOpened.type, safely(loadFilterValues));
  yield* takeSubmit(cancelRequested.type, cancelSession, cancelFailed.type);
  yield* takeSubmit(launchRequested.type, launchSession, launchFailed.type);
}
