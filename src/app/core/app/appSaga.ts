/**
 * Today's date for the whole app: read from the injected clock at start, then re-checked every
 * minute so a page left open past midnight does not default to yesterday.
 */
import { call, put, select } from 'typed-redux-saga';
import { io } from '../../io/ioContext';
import { sleep } from '../saga/sleep';
import { selectToday } from './appSelectors';
import { dateChanged } from './appSlice';

/** How often the date is re-read. */
export const DATE_CHECK_MS = 60_000;

/** Puts `app/dateChanged` whenever the clock's local date differs from the state's. */
export function* watchDate() {
  const clock = yield* io('clock');
  while (true) {
    const today = yield* call([clock, clock.today]);
    if (today !== (yield* select(selectToday))) yield* put(dateChanged({ today }));
    yield* call(sleep, DATE_CHECK_MS);
  }
}

/** Root saga of the app slice. */
export function* appSaga() {
  yield* call(watchDate);
}
