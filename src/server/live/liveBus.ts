/**
 * The bus of a server process (issue #20): one listener on PostgreSQL's `qg_live` (new events of a
 * session, {@link LIVE_CHANNEL}) and `qg_live_signal` (WebRTC signalling, {@link LIVE_SIGNAL_CHANNEL}).
 * Every append and every signal notifies on commit, in whichever process it happened, so the
 * examiner and the examinee may be connected to different processes. On PostgreSQL each channel
 * has a dedicated connection (Database.listen) that is reopened with backoff when it drops; after
 * it is back, `onResume` lets the hub re-read each open session's events after the last it
 * delivered, so a notice lost while it was down loses no event. On PGlite the instance's own
 * `listen()` does the same in the one process.
 */
import type { Database } from '../db/client';
import { LIVE_CHANNEL, type LiveNotice, parseLiveNotice } from '../db/repositories/liveEvents';
import { LIVE_SIGNAL_CHANNEL, type LiveSignalNotice, parseLiveSignalNotice } from '../db/repositories/liveSessionRuntime';

/** What the bus tells the hub. */
export interface LiveBusHandlers {
  /** A session has new events up to `notice.sequence`. */
  onNotice(notice: LiveNotice): void;
  /** A signal row was stored. */
  onSignal(notice: LiveSignalNotice): void;
  /** The listener was reconnected after a drop: notices may have been missed. */
  onResume(): void;
  /** A drop or a failed reconnect, for the log. */
  onError(error: Error): void;
}

/** A running bus. */
export interface LiveBus {
  /** Stops listening and closes the dedicated connections; no handler is called afterwards. */
  stop(): Promise<void>;
}

/** Milliseconds before reconnect attempt `attempt` (1-based): 0.25 s doubling to at most 10 s. */
export const busReconnectDelayMs = (attempt: number): number => Math.min(10_000, 250 * 2 ** Math.max(0, attempt - 1));

/** Options of {@link startLiveBus}. */
export interface LiveBusOptions {
  /** Waits before a reconnect (tests shorten it). Default: setTimeout of {@link busReconnectDelayMs}. */
  wait?: (attempt: number) => Promise<void>;
}

const defaultWait = (attempt: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, busReconnectDelayMs(attempt)).unref();
  });

/**
 * One channel's listener that reopens itself after a drop.
 * @returns a function that stops it.
 */
async function keptListener(database: Database, channel: string, onPayload: (payload: string) => void, handlers: LiveBusHandlers, wait: (attempt: number) => Promise<void>): Promise<() => Promise<void>> {
  let stopped = false;
  let unlisten: (() => Promise<void>) | null = null;
  const reopen = async (): Promise<void> => {
    for (let attempt = 1; !stopped; attempt += 1) {
      await wait(attempt);
      if (stopped) return;
      try {
        unlisten = await database.listen(channel, onPayload, onLost);
        if (stopped) {
          await unlisten();
          return;
        }
        handlers.onResume();
        return;
      } catch (error) {
        handlers.onError(error instanceof Error ? error : new Error(String(error)));
      }
    }
  };
  function onLost(error: Error): void {
    unlisten = null;
    if (stopped) return;
    handlers.onError(error);
    void reopen();
  }
  unlisten = await database.listen(channel, onPayload, onLost);
  return async () => {
    stopped = true;
    const close = unlisten;
    unlisten = null;
    if (close) await close();
  };
}

/**
 * Starts the bus of this process.
 * @throws Error when the first LISTEN fails (the app does not start without its bus).
 */
export async function startLiveBus(database: Database, handlers: LiveBusHandlers, options: LiveBusOptions = {}): Promise<LiveBus> {
  const wait = options.wait ?? defaultWait;
  let stopped = false;
  const guarded: LiveBusHandlers = {
    onNotice: (notice) => !stopped && handlers.onNotice(notice),
    onSignal: (notice) => !stopped && handlers.onSignal(notice),
    onResume: () => !stopped && handlers.onResume(),
    onError: (error) => !stopped && handlers.onError(error),
  };
  const stopEvents = await keptListener(
    database,
    LIVE_CHANNEL,
    (payload) => {
      const notice = parseLiveNotice(payload);
      if (notice) guarded.onNotice(notice);
    },
    guarded,
    wait,
  );
  let stopSignals: () => Promise<void>;
  try {
    stopSignals = await keptListener(
      database,
      LIVE_SIGNAL_CHANNEL,
      (payload) => {
        const notice = parseLiveSignalNotice(payload);
        if (notice) guarded.onSignal(notice);
      },
      guarded,
      wait,
    );
  } catch (error) {
    await stopEvents();
    throw error;
  }
  return {
    async stop() {
      stopped = true;
      await Promise.all([stopEvents(), stopSignals()]);
    },
  };
}
