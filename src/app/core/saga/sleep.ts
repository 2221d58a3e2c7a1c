import { CANCEL } from 'redux-saga';

/**
 * Resolves after `ms` milliseconds. Every saga timer is `call(sleep, ms)`, so a test provides it
 * instead of waiting; a cancelled saga clears the timer through redux-saga's CANCEL hook.
 */
export function sleep(ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Object.assign(promise, { [CANCEL]: () => clearTimeout(timer) });
}
