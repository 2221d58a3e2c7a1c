/**
 * A clock and the `sleep` helper on virtual time, for sagas that wait: the saga's `call(sleep, ms)`
 * resolves when the test moves the time past it, and the injected clock reads the same time.
 */
import { CANCEL } from 'redux-saga';
import type { CallEffectDescriptor } from 'redux-saga/effects';
import { sleep } from '../../../src/app/core/saga/sleep';
import type { Clock } from '../../../src/app/io/appIo';

interface Timer {
  dueMs: number;
  resolve: () => void;
}

/** Lets the sagas run what became ready: promise callbacks and redux-saga's scheduling. */
export const settle = async (): Promise<void> => {
  for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** Virtual time starting at `startIso`. */
export function virtualTime(startIso: string) {
  let nowMs = Date.parse(startIso);
  let timers: Timer[] = [];
  /** Every sleep the sagas asked for, in milliseconds. */
  const slept: number[] = [];
  const clock: Clock = {
    now: () => new Date(nowMs).toISOString(),
    today: () => new Date(nowMs).toISOString().slice(0, 10),
  };
  const provider = {
    call(effect: CallEffectDescriptor<unknown>, next: () => unknown) {
      if (effect.fn !== sleep) return next();
      const ms = effect.args[0] as number;
      slept.push(ms);
      let timer: Timer | undefined;
      const promise = new Promise<void>((resolve) => {
        timer = { dueMs: nowMs + ms, resolve };
        timers.push(timer);
      });
      // A sleep that lost a race is cancelled: forget its timer.
      return Object.assign(promise, { [CANCEL]: () => (timers = timers.filter((t) => t !== timer)) });
    },
  };
  return {
    clock,
    provider,
    slept,
    /** Milliseconds since the start. */
    elapsedMs: () => nowMs - Date.parse(startIso),
    /** Moves the time forward by `ms`, firing each due timer in order and letting the sagas react to it. */
    async advance(ms: number): Promise<void> {
      const targetMs = nowMs + ms;
      await settle();
      for (;;) {
        const next = timers.filter((timer) => timer.dueMs <= targetMs).sort((a, b) => a.dueMs - b.dueMs)[0];
        if (!next) break;
        timers = timers.filter((timer) => timer !== next);
        nowMs = Math.max(nowMs, next.dueMs);
        next.resolve();
        await settle();
      }
      nowMs = targetMs;
      await settle();
    },
  };
}
