/**
 * Holds navigation away from a screen while it has unsaved work: in-app links and Back wait for
 * the user's answer in a dialog; reloading or closing the tab gets the browser's own question.
 */
import { LOCATION_CHANGE } from 'redux-first-history';
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, put, race, select, take } from 'typed-redux-saga';
import type { LeaveAttempt, LeaveGuard } from '../../io/appIo';
import { io } from '../../io/ioContext';
import type { RootState } from '../../rootReducer';
import { sleep } from '../saga/sleep';
import { leaveAttempted, leaveCancelled, leaveConfirmed } from './leaveGuardSlice';

/** A channel of the navigations the guard holds back, from when it is made until it is closed (which releases the guard). */
export function leaveAttempts(guard: LeaveGuard): EventChannel<LeaveAttempt> {
  return eventChannel<LeaveAttempt>((emit) => guard.hold((attempt) => emit(attempt)));
}

/**
 * Keeps the leave guard held exactly while `selectUnsaved` is true, re-checking after every
 * action. A held navigation becomes `leaveGuard/leaveAttempted`; `leaveConfirmed` releases the
 * guard and lets it go ahead, `leaveCancelled` drops it. Runs until cancelled, releasing the
 * guard in `finally`.
 * @param selectUnsaved whether the screen now shown has work that is not on the server
 */
export function* guardUnsavedWork(selectUnsaved: (state: RootState) => boolean) {
  const guard = yield* io('leaveGuard');
  let attempts: EventChannel<LeaveAttempt> | null = null;
  let held: LeaveAttempt | null = null;
  try {
    for (;;) {
      const unsaved = yield* select(selectUnsaved);
      if (unsaved && !attempts) attempts = yield* call(leaveAttempts, guard);
      if (!unsaved && attempts) {
        attempts.close();
        attempts = null;
        held = null;
      }
      if (!attempts) {
        yield* take('*');
        continue;
      }
      const { action, attempt } = yield* race({ action: take('*'), attempt: take(attempts) });
      if (attempt) {
        held = attempt;
        yield* put(leaveAttempted({ to: attempt.to }));
      } else if (action && leaveConfirmed.match(action) && held) {
        const proceed = held.proceed;
        attempts.close();
        attempts = null;
        held = null;
        yield* call(proceed);
        // Back goes through popstate, after this returns: wait for the move before the guard may be held again.
        yield* race({ moved: take(LOCATION_CHANGE), late: call(sleep, 1000) });
      } else if (action && leaveCancelled.match(action)) {
        held = null;
      }
    }
  } finally {
    attempts?.close();
  }
}
