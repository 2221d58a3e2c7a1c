/**
 * The reading probe's timer (issue #20): it sends orf.start, counts from the server's orf.started
 * (a tick a second on virtual time), sends orf.stop at the minute by itself, or at once on "Stop
 * early"; a refused start runs nothing; leaving the screen drops it without a stop.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { messageReceived, orfStopRequested, orfTimerRequested, screenLeft } from '../../src/app/features/liveSessions/liveScreenSlice';
import { liveOrfTimerSaga } from '../../src/app/features/liveSessions/orfTimerSaga';
import type { RootState } from '../../src/app/rootReducer';
import { event } from './liveSessionsFixtures';
import { testRootReducer, testState } from './support/state';
import { virtualTime } from './support/virtualTime';

const started = messageReceived({ type: 'event', event: event(5, { type: 'orf.started', assessmentId: 12, passageId: 'p1' }) });

function startTimer() {
  const time = virtualTime('2026-11-26T10:00:00.000Z');
  const saga = expectSaga(liveOrfTimerSaga).withReducer(testRootReducer(), testState()).provide(time.provider);
  const done = saga.silentRun(1500);
  return { saga, done, time };
}

type Sent = { type: string; payload: { type: string; assessmentId?: number } };
const commands = (result: { effects: { put?: { payload: { action: Sent } }[] } }) =>
  (result.effects.put ?? []).map((effect) => effect.payload.action).filter((action) => action.type === 'liveScreen/commandSent').map((action) => action.payload);

describe('reading probe timer', () => {
  it('starts, ticks from the server’s start, and stops by itself at the minute', async () => {
    const { saga, done, time } = startTimer();
    saga.dispatch(orfTimerRequested({ assessmentId: 12 }));
    await time.advance(5000);
    // Nothing counts before the server has started the probe.
    expect(time.slept).toEqual([]);
    saga.dispatch(started);
    await time.advance(30_000);
    expect(time.slept).toHaveLength(31);
    await time.advance(30_000);
    const result = await done;
    expect(commands(result)).toEqual([
      { type: 'orf.start', assessmentId: 12 },
      { type: 'orf.stop', assessmentId: 12 },
    ]);
    expect((result.storeState as RootState).liveScreen.timer).toEqual({ assessmentId: 12, secondsLeft: 0, running: false });
  });

  it('stops early when the examiner asks, with the seconds left', async () => {
    const { saga, done, time } = startTimer();
    saga.dispatch(orfTimerRequested({ assessmentId: 12 }));
    saga.dispatch(started);
    await time.advance(12_000);
    saga.dispatch(orfStopRequested({ assessmentId: 12 }));
    const result = await done;
    expect(commands(result)).toEqual([
      { type: 'orf.start', assessmentId: 12 },
      { type: 'orf.stop', assessmentId: 12 },
    ]);
    expect((result.storeState as RootState).liveScreen.timer).toEqual({ assessmentId: 12, secondsLeft: 48, running: false });
  });

  it('runs nothing when the server refuses the start', async () => {
    const { saga, done, time } = startTimer();
    saga.dispatch(orfTimerRequested({ assessmentId: 12 }));
    saga.dispatch(messageReceived({ type: 'refused', code: 'notShown', message: 'Show the passage before starting the timer.' }));
    await time.advance(60_000);
    const result = await done;
    expect(commands(result)).toEqual([{ type: 'orf.start', assessmentId: 12 }]);
    expect(time.slept).toEqual([]);
    expect((result.storeState as RootState).liveScreen.timer).toBeNull();
  });

  it('drops the timer without a stop when the screen is left', async () => {
    const { saga, done, time } = startTimer();
    saga.dispatch(orfTimerRequested({ assessmentId: 12 }));
    saga.dispatch(started);
    await time.advance(3000);
    saga.dispatch(screenLeft());
    await time.advance(60_000);
    const result = await done;
    expect(commands(result)).toEqual([{ type: 'orf.start', assessmentId: 12 }]);
  });
});
