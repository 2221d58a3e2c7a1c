/**
 * Route-level reactions: `/` goes to the examinee list, and the current and previous route are
 * remembered in local storage.
 */
import { LOCATION_CHANGE, replace } from 'redux-first-history';
import { call, put, select, takeEvery } from 'typed-redux-saga';
import { io } from '../../io/ioContext';
import { safely } from '../saga/safely';
import { rememberRoute } from '../session/tokenStore';
import { selectCurrentRoute, selectPathname } from './routerSelectors';

/** The route `/` redirects to. */
export const HOME_ROUTE = '/examinees';

/** Replaces `/` with the examinee list and remembers the route. */
export function* onLocation() {
  if ((yield* select(selectPathname)) === '/') {
    yield* put(replace(HOME_ROUTE));
    return;
  }
  const storage = yield* io('storage');
  yield* call(rememberRoute, storage, yield* select(selectCurrentRoute));
}

/** Root saga of routing. */
export function* routerSaga() {
  // The first location is not announced by redux-first-history: handle it at start.
  yield* call(safely(onLocation));
  // takeEvery: each navigation is remembered once, in order, and none is skipped.
  yield* takeEvery(LOCATION_CHANGE, safely(onLocation));
}
