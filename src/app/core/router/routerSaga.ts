/**
 * Route-level reactions: `/` goes to the user's home (homeRoute.ts: the examinee list, or the back
 * office for internal staff), and the current and previous route are remembered in local storage.
 */
import { LOCATION_CHANGE, replace } from 'redux-first-history';
import { call, fork, put, select, take, takeEvery } from 'typed-redux-saga';
import { io } from '../../io/ioContext';
import { safely } from '../saga/safely';
import { selectIdentity, selectSessionStatus } from '../session/sessionSelectors';
import { identityLoadFailed, identityLoadSucceeded } from '../session/sessionSlice';
import { rememberRoute } from '../session/tokenStore';
import { homeRouteFor } from './homeRoute';
import { selectCurrentRoute, selectPathname } from './routerSelectors';

/** Replaces `/` with the user's home once their identity is known, and remembers any other route. */
export function* onLocation() {
  if ((yield* select(selectPathname)) === '/') {
    const status = yield* select(selectSessionStatus);
    // Whose home it is depends on the permissions: wait for the identity the session saga is loading.
    if (status === 'idle' || status === 'loading') yield* take([identityLoadSucceeded.type, identityLoadFailed.type]);
    yield* put(replace(homeRouteFor((yield* select(selectIdentity))?.permissions)));
    return;
  }
  const storage = yield* io('storage');
  yield* call(rememberRoute, storage, yield* select(selectCurrentRoute));
}

/** Root saga of routing. */
export function* routerSaga() {
  // The first location is not announced by redux-first-history: handle it at start, forked, since
  // `/` waits for the identity and later navigations must not wait behind it.
  yield* fork(safely(onLocation));
  // takeEvery: each navigation is remembered once, in order, and none is skipped.
  yield* takeEvery(LOCATION_CHANGE, safely(onLocation));
}
