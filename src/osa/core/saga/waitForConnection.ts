import { delay, race, take } from 'typed-redux-saga';
import { io } from '../../io/ioContext';
import { connectionRestored } from '../../features/answers/answersSlice';

/** The longest wait between two tries while the browser believes it is online, in milliseconds. */
export const MAX_RETRY_DELAY_MS = 30_000;

/** The wait before try number `attempt` (0-based) while the browser believes it is online: 1 s, doubling, at most 30 s. */
export const retryDelayMs = (attempt: number): number => Math.min(MAX_RETRY_DELAY_MS, 1000 * 2 ** attempt);

/**
 * Waits until the connection may be back: when the browser knows it is offline, for its
 * `online` event (connectionRestored, from the connection saga's event channel); when it
 * believes it is online but the server was not reached, for that event or a growing delay,
 * whichever comes first.
 */
export function* waitForConnection(attempt: number) {
  const network = yield* io('network');
  if (!network.isOnline()) {
    yield* take(connectionRestored.type);
    return;
  }
  yield* race({ online: take(connectionRestored.type), later: delay(retryDelayMs(attempt)) });
}
