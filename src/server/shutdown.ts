/**
 * The graceful stop of a server process. A supervisor stops a service with SIGTERM (systemd,
 * Docker, Kubernetes), a person with Ctrl-C (SIGINT). The process then drains: it stops
 * listening (a new connection is refused), answers the requests in flight (a new request on a
 * connection already open gets 503 and the connection is closed), lets each running job finish
 * its current step while taking no new one, closes the renderer and the database (PGlite's clean
 * close, or the pool's end) and releases the DATA_DIR lock, then exits with code 0. All of it is
 * `app.close()`, ordered by app.ts's hooks. A drain that takes longer than the grace period ends
 * with exit code 1: what was not committed is then rolled back, as after a crash.
 */
/** How a process stops on a signal. */
export interface ShutdownOptions {
  /** How long the drain may take, in milliseconds, before the process exits anyway (code 1). */
  graceMs: number;
  /** Where the stop is logged (the app's logger in main.ts). */
  log: { info(message: string): void; error(details: object, message: string): void };
  /** Ends the process with an exit code (default `process.exit`). */
  exit?: (code: number) => void;
  /** The signals to stop on (default {@link STOP_SIGNALS}). */
  signals?: readonly NodeJS.Signals[];
}

/** The signals that stop the server gracefully. */
export const STOP_SIGNALS: readonly NodeJS.Signals[] = ['SIGTERM', 'SIGINT'];

/**
 * Stops `app` (the Fastify app) gracefully on SIGTERM or SIGINT, then ends the process (see the file comment). A
 * second signal while draining changes nothing: the drain goes on, bounded by `graceMs`.
 * @returns the stop itself, for a caller that stops the app on its own account.
 */
export function stopOnSignals(app: { close(): Promise<unknown> }, options: ShutdownOptions): (reason: string) => Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping: Promise<void> | null = null;
  const stop = (reason: string): Promise<void> => {
    if (stopping !== null) {
      options.log.info(`${reason}: already stopping`);
      return stopping;
    }
    options.log.info(`${reason}: stopping; finishing the requests and jobs in progress (at most ${options.graceMs / 1000} s)`);
    // Not unref'd: while the drain waits on a promise alone, this timer keeps the process alive
    // so that it ends with 1 rather than with 0 when the event loop runs empty.
    const deadline = setTimeout(() => {
      options.log.error({ graceMs: options.graceMs }, 'The graceful stop took longer than its grace period; exiting without it.');
      exit(1);
    }, options.graceMs);
    stopping = app.close().then(
      () => {
        clearTimeout(deadline);
        options.log.info('stopped');
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(deadline);
        options.log.error({ err: error }, 'The graceful stop failed.');
        exit(1);
      },
    );
    return stopping;
  };
  for (const signal of options.signals ?? STOP_SIGNALS) process.on(signal, () => void stop(signal));
  return stop;
}
