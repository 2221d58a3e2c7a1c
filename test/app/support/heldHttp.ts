/**
 * Helpers of the cancellation tests: a fake server whose answers the test releases one call at a
 * time, in any order (so an older request can be made to answer after a newer one), and a
 * feature's root saga run until the test stops it.
 */
import type { ExpectApi } from 'redux-saga-test-plan';
import { call, race, take } from 'typed-redux-saga';
import type { AnyOperation } from '../../../src/contract/operation';
import type { OperationRequest } from '../../../src/app/core/http/httpClient';
import type { RootState } from '../../../src/app/rootReducer';
import { type FakeHandler, fakeHttp } from './fakeIo';

/** One call the fake server holds until the test answers it. */
export interface HeldCall {
  request: OperationRequest<AnyOperation>;
  /** Answers the call with `value`. */
  answer(value: unknown): void;
  /** Answers the call with an error (an ApiError, as the http client throws). */
  fail(error: unknown): void;
}

/**
 * A fake http client holding every call of the `held` operations until the test answers it;
 * other operations answer at once through `handlers` (or 404, as {@link fakeHttp}).
 */
export function heldHttp(held: AnyOperation[], handlers: Record<string, FakeHandler> = {}) {
  const calls = new Map<string, HeldCall[]>(held.map((operation) => [operation.id, []]));
  const holding: Record<string, FakeHandler> = Object.fromEntries(
    held.map((operation) => [
      operation.id,
      (request: OperationRequest<AnyOperation>) =>
        new Promise((resolve, reject) => {
          calls.get(operation.id)?.push({ request, answer: resolve, fail: reject });
        }),
    ]),
  );
  const http = fakeHttp({ ...handlers, ...holding });
  return {
    http,
    /** The `index`-th call (from 0) of `operation` the server holds. */
    call(operation: AnyOperation, index: number): HeldCall {
      const found = calls.get(operation.id)?.[index];
      if (!found) throw new Error(`No call ${index} of ${operation.id} was made (made: ${calls.get(operation.id)?.length ?? 0}).`);
      return found;
    },
    /** How many calls of `operation` were sent. */
    sent: (operation: AnyOperation): number => http.calls.filter((sent) => sent.operationId === operation.id).length,
  };
}

/** The action that ends {@link untilStopped}. */
export const STOP = 'test/cancellationStopped';

/** Runs `saga` (a feature's root saga) until the test dispatches {@link STOP}, which cancels it. */
export function* untilStopped(saga: () => Generator<unknown, unknown, unknown>) {
  yield* race({ run: call(saga), stop: take(STOP) });
}

/** Ends a run of {@link untilStopped}: dispatches {@link STOP} and answers the run's result, its state typed. */
export async function stopped(test: ExpectApi, run: ReturnType<ExpectApi['run']>) {
  test.dispatch({ type: STOP });
  const result = await run;
  return { storeState: result.storeState as RootState, effects: result.effects };
}

/** The types of the actions a saga run put, in order (from `expectSaga(...).run()`'s `effects`). */
export const putTypes = (effects: { put?: unknown[] }): string[] =>
  (effects.put ?? []).map((effect) => (effect as { payload: { action: { type: string } } }).payload.action.type);
