/**
 * The reading probe's 60-second timer on the examiner's screen (issue #20): it sends `orf.start`,
 * counts from the server's `orf.started` (so the minute is the one the server measures), and sends
 * `orf.stop` at the minute by itself, or when the examiner stops early.
 */
import type { Action } from 'redux';
import { call, put, race, take, takeLatest } from 'typed-redux-saga';
import { ORF_PROBE_SECONDS } from '../../../domain/live/orfProbe';
import { safely } from '../../core/saga/safely';
import { sleep } from '../../core/saga/sleep';
import { commandSent, messageReceived, orfStopRequested, orfTimerAbandoned, orfTimerRequested, orfTimerStopped, orfTimerTicked, screenLeft } from './liveScreenSlice';

/** The server's `orf.started` of this assessment. */
const startedFor =
  (assessmentId: number) =>
  (action: Action): boolean =>
    messageReceived.match(action) && action.payload.type === 'event' && action.payload.event.type === 'orf.started' && action.payload.event.assessmentId === assessmentId;

/** A refusal (the start was refused: the passage is not shown, or the probe is recorded). */
const refused = (action: Action): boolean => messageReceived.match(action) && action.payload.type === 'refused';

/** "Stop early" of this assessment. */
const stopFor =
  (assessmentId: number) =>
  (action: Action): boolean =>
    orfStopRequested.match(action) && action.payload.assessmentId === assessmentId;

/** Runs one probe's timer: start, a tick a second, stop at the minute or early. Leaving the screen drops it. */
export function* runOrfTimer(action: ReturnType<typeof orfTimerRequested>) {
  const { assessmentId } = action.payload;
  yield* put(commandSent({ type: 'orf.start', assessmentId }));
  const start = yield* race({ started: take(startedFor(assessmentId)), refused: take(refused), left: take(screenLeft.type) });
  if (!start.started) {
    if (start.refused) yield* put(orfTimerAbandoned());
    return;
  }
  let secondsLeft = ORF_PROBE_SECONDS;
  while (secondsLeft > 0) {
    const { stopped, left } = yield* race({ tick: call(sleep, 1000), stopped: take(stopFor(assessmentId)), left: take(screenLeft.type) });
    if (left) return;
    if (stopped) break;
    secondsLeft -= 1;
    if (secondsLeft > 0) yield* put(orfTimerTicked({ assessmentId, secondsLeft }));
  }
  yield* put(commandSent({ type: 'orf.stop', assessmentId }));
  yield* put(orfTimerStopped({ assessmentId, secondsLeft }));
}

/** Root of the timer. */
export function* liveOrfTimerSaga() {
  // takeLatest: one probe runs at a time; starting another passage's timer drops the one before.
  yield* takeLatest(orfTimerRequested.type, safely(runOrfTimer));
}
