/**
 * Resolves in a later task of the browser's event loop, so that the browser may paint and answer
 * input between two pieces of work: a task that holds the main thread for more than 50 ms is a
 * long task, which delays the user's input (Lighthouse's Total Blocking Time). `scheduler.yield`
 * where the browser has it (its continuation runs ahead of other queued tasks), else a timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
