import type { Action } from 'redux';
import { actionChannel, call, flush, fork, race, take } from 'typed-redux-saga';
import { safely } from './safely';
import { sleep } from './sleep';

/**
 * How long after a submit ends the same command again is taken for the second click of a double
 * click, in milliseconds (the usual double-click time of desktop systems).
 */
export const DOUBLE_CLICK_MS = 500;

const payloadOf = (action: Action): unknown => ('payload' in action ? action.payload : undefined);

/** Whether two actions are the same command: the same type and the same plain-JSON payload. */
const sameCommand = (a: Action, b: Action): boolean => a.type === b.type && JSON.stringify(payloadOf(a)) === JSON.stringify(payloadOf(b));

/**
 * Watches a command that writes (Save, Generate, Send, Delete...): one at a time, as
 * `takeLeading`, and the very same command again within {@link DOUBLE_CLICK_MS} after one ends is
 * dropped as well, so the second click of a double click that lands after a fast answer does not
 * write twice. A different command (Score right after Save) is taken at once, and so is a
 * retry of one that failed (the worker put `failedType`). The worker is wrapped by `safely`.
 * @param failedType the action type the worker puts when the command failed; without it, a repeat is dropped whatever the outcome
 */
export function takeSubmit<A extends Action>(pattern: string | string[], worker: (action: A) => Generator<unknown, unknown, unknown>, failedType?: string) {
  return fork(function* submitWatcher() {
    for (;;) {
      let action = (yield* take(pattern)) as A;
      for (;;) {
        // Buffered, so the failure the worker puts is seen whenever the put lands.
        const failures = failedType ? yield* actionChannel(failedType) : null;
        yield* call(safely(worker), action);
        const failed = failures !== null && (yield* flush(failures)).length > 0;
        failures?.close();
        if (failed) break;
        const { next } = yield* race({ next: take(pattern), quiet: call(sleep, DOUBLE_CLICK_MS) });
        if (!next || sameCommand(next, action)) break;
        action = next as A;
      }
    }
  });
}
