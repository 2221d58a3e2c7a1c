/**
 * Loops that live as long as a signed-in session: forked when the identity loads, cancelled when
 * the session ends (STYLE 7). Their cleanup runs in their own `finally`.
 */
import { cancel, fork, take } from 'typed-redux-saga';
import { safely } from '../saga/safely';
import { identityLoadFailed, identityLoadSucceeded, loggedOut, signInRedirectStarted } from './sessionSlice';

/** The events that end a signed-in session in this tab. */
export const SESSION_ENDED = [loggedOut.type, identityLoadFailed.type, signInRedirectStarted.type];

/** Runs `worker` with each signed-in session and cancels it when that session ends. */
export function* whileSignedIn(worker: () => Generator<unknown, unknown, unknown>) {
  while (true) {
    yield* take(identityLoadSucceeded.type);
    const task = yield* fork(safely(worker));
    yield* take(SESSION_ENDED);
    yield* cancel(task);
  }
}
