/**
 * The keep-alive (DESIGN §4): while the user works (pointer, keyboard, the tab becoming visible)
 * it pings keepAlive.ping, at most once per ping interval, and learns from each answer when the
 * session ends. Before the idle limit it opens the session-timeout warning when the user asked
 * for it (identity.showWarningPopup); at the limit it signs out through the logout confirmation.
 * Calls made in the background never count: activity comes only from the injected source.
 * A loop forked with the session and cancelled when it ends (STYLE 7).
 */
import type { EventChannel } from 'redux-saga';
import type { KeepAliveStatus } from '../../../contract/types';
import { call, put, race, select, take } from 'typed-redux-saga';
import { io } from '../../io/ioContext';
import { toAppError } from '../../../client/appError';
import { selectServiceEndpoint } from '../http/httpSelectors';
import { sleep } from '../saga/sleep';
import { keepAliveDeadlinesAdopted, keepAlivePingFailed, keepAlivePingSucceeded, sessionWarningShown, staySignedInRequested } from './keepAliveSlice';
import {
  selectKeepAliveDeadlines,
  selectKeepAliveTiming,
  selectSessionWarningEnabled,
  selectSessionWarningVisible,
} from './keepAliveSelectors';
import { deadlinesFromAnswer, nextKeepAliveStep } from '../../../domain/keepAliveTiming';
import { type ActivityEvent, activityChannel } from './sessionChannels';
import { sendKeepAlivePing } from './sessionApi';
import { whileSignedIn } from './sessionScope';
import { logoutRequested } from './sessionSlice';
import type { TabMessage } from './tabMessages';

/** Pings keepAlive.ping, keeps the limits it answers, and tells the other tabs (their user is this user). */
export function* pingKeepAlive() {
  const http = yield* io('http');
  const clock = yield* io('clock');
  const tabs = yield* io('tabs');
  const endpoint = yield* select(selectServiceEndpoint);
  const sentAtMs = Date.parse(yield* call([clock, clock.now]));
  let answer: KeepAliveStatus;
  try {
    answer = yield* call(sendKeepAlivePing, http, endpoint);
  } catch (error) {
    // A 401 (the session has already ended) starts the sign-in flow; anything else waits for the next activity.
    yield* put(keepAlivePingFailed(toAppError(error)));
    return;
  }
  const deadlines = deadlinesFromAnswer(answer, sentAtMs);
  yield* put(keepAlivePingSucceeded(deadlines));
  const message: TabMessage = { kind: 'sessionExtended', deadlines };
  yield* call([tabs, tabs.post], message);
}

/** What woke the loop. */
type Wake = 'active' | 'stay' | 'adopted' | 'timer';

/** Waits for activity, "Stay signed in", limits from another tab, or `ms` (none: no timer). */
function* nextWake(activity: EventChannel<ActivityEvent>, ms: number | null) {
  const events = {
    active: take(activity),
    stay: take(staySignedInRequested.type),
    adopted: take(keepAliveDeadlinesAdopted.type),
  };
  const woke = ms === null ? yield* race(events) : yield* race({ ...events, timer: call(sleep, ms) });
  const wake: Wake = woke.stay ? 'stay' : woke.adopted ? 'adopted' : woke.active ? 'active' : 'timer';
  return wake;
}

/** The keep-alive loop of one signed-in session; ends by signing out at the limit, or when cancelled. */
export function* keepAliveLoop() {
  const clock = yield* io('clock');
  const source = yield* io('activity');
  const activity = yield* call(activityChannel, source);
  // Opening the app (a sign-in, a reload) is the user's doing, and tells this tab the limits.
  let pendingActivity = true;
  let lastPingMs: number | null = null;
  try {
    while (true) {
      const nowMs = Date.parse(yield* call([clock, clock.now]));
      const step = nextKeepAliveStep({
        nowMs,
        deadlines: yield* select(selectKeepAliveDeadlines),
        warningEnabled: yield* select(selectSessionWarningEnabled),
        warningVisible: yield* select(selectSessionWarningVisible),
        pendingActivity,
        lastPingMs,
        timing: yield* select(selectKeepAliveTiming),
      });
      if (step.kind === 'signOut') {
        yield* put(logoutRequested());
        return;
      }
      if (step.kind === 'ping') {
        pendingActivity = false;
        lastPingMs = nowMs;
        yield* call(pingKeepAlive);
        continue;
      }
      if (step.kind === 'warn') {
        yield* put(sessionWarningShown());
        continue;
      }
      const wake = yield* nextWake(activity, step.ms);
      if (wake === 'stay') {
        // A deliberate "Stay signed in" pings now, whatever the interval.
        pendingActivity = true;
        lastPingMs = null;
      } else if (wake === 'active' && !(yield* select(selectSessionWarningVisible))) {
        // While the warning is open only its button extends the session.
        pendingActivity = true;
      }
    }
  } finally {
    // Cancelled (sign-out) or done: stop listening to the browser.
    activity.close();
  }
}

/** Runs the keep-alive loop with each signed-in session. */
export function* keepAliveFlow() {
  yield* whileSignedIn(keepAliveLoop);
}
