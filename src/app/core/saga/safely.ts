import { call, put } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { sagaFailed } from '../app/appSlice';

/**
 * Wraps a worker so that an uncaught error is reported as `app/sagaFailed` instead of killing
 * the watcher that forked it, and every other watcher beside it (STYLE 6).
 * Workers handle their own API errors; what reaches here is a bug.
 */
export function safely<Args extends unknown[]>(worker: (...args: Args) => Generator<unknown, unknown, unknown>) {
  return function* safeWorker(...args: Args) {
    try {
      yield* call(worker, ...args);
    } catch (error) {
      yield* put(sagaFailed({ saga: worker.name || 'anonymous', error: toAppError(error) }));
    }
  };
}
