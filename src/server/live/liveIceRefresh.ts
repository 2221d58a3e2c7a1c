/**
 * Fresh ICE servers for an open live socket (issue #20). A TURN credential is valid for
 * TURN_CREDENTIAL_SECONDS (12 h) from the `welcome` that carried it, but a socket may stay open
 * longer than that (a session left open overnight, a long waiting room), and the browser needs a
 * valid credential whenever it restarts ICE after a network change. So a socket whose servers
 * carry a credential is sent `{ type: 'iceServers', iceServers }` every half of that time: the
 * browser always holds a credential with at least 6 h left. Plain STUN never expires: nothing is sent.
 */
import type { IceServer, LiveServerMessage } from '../../domain/live/liveProtocol';
import { TURN_CREDENTIAL_SECONDS } from '../services/liveSessions/iceServers';

/** How often an open socket with a TURN credential is sent fresh servers, in ms: half a credential's life (6 h). */
export const ICE_REFRESH_MS = (TURN_CREDENTIAL_SECONDS / 2) * 1000;

/** Whether any of the servers carries a credential, that is TURN is configured (credentials expire). */
export const carriesCredential = (servers: readonly IceServer[]): boolean => servers.some((server) => server.credential !== undefined);

/** What {@link startIceRefresh} needs. */
export interface IceRefreshOptions {
  /** The servers the socket's `welcome` carried: the refresh runs only when they carry a credential. */
  servers: readonly IceServer[];
  /** The screen's servers as of now, with a new credential. */
  fresh: () => Promise<IceServer[]> | IceServer[];
  send: (message: LiveServerMessage) => void;
  logError(error: unknown, message: string): void;
  /** Milliseconds between two refreshes ({@link ICE_REFRESH_MS}; tests shorten it). */
  intervalMs: number;
}

/**
 * Starts sending fresh servers every `intervalMs` when the welcome's carried a credential; else
 * nothing runs. The timer never keeps the process alive (`unref`). A refresh that fails is logged
 * and the next one tries again (the credential sent before is still valid for 6 h).
 * @returns `stop`, to call when the socket closes: no refresh is sent after it.
 */
export function startIceRefresh(options: IceRefreshOptions): { stop(): void } {
  if (!carriesCredential(options.servers)) return { stop: () => undefined };
  let stopped = false;
  const timer = setInterval(() => {
    Promise.resolve()
      .then(() => options.fresh())
      .then(
        (iceServers) => stopped || options.send({ type: 'iceServers', iceServers }),
        (error: unknown) => options.logError(error, 'live ICE servers refresh failed'),
      );
  }, options.intervalMs);
  timer.unref();
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
