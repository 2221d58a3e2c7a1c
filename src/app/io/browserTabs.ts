/**
 * How the SPA's tabs coordinate: a BroadcastChannel for messages and the Web Locks API for work
 * only one tab may do at a time (the token refresh). Both are optional in a browser: without
 * them each tab works alone, as before.
 */
import { CANCEL } from 'redux-saga';
import { isTabMessage } from '../core/session/tabMessages';
import type { ReleaseLock, TabChannel, TabLocks } from './appIo';

/** The BroadcastChannel every tab of the SPA joins. */
export const TAB_CHANNEL_NAME = 'qg.session';

/** Messages to and from the other tabs of this origin. */
export function browserTabChannel(): TabChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, subscribe: () => () => undefined };
  const channel = new BroadcastChannel(TAB_CHANNEL_NAME);
  return {
    post: (message) => channel.postMessage(message),
    subscribe(listener) {
      const onMessage = (event: MessageEvent<unknown>) => {
        if (isTabMessage(event.data)) listener(event.data);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}

/** Locks shared by the tabs of this origin (navigator.locks; a secure context, which localhost is). */
export function browserTabLocks(): TabLocks {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return {
    acquire(name) {
      if (!locks) return Promise.resolve(() => undefined);
      const controller = new AbortController();
      let release: ReleaseLock = () => undefined;
      // The lock is held until this promise settles: the saga settles it with `release`.
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const granted = new Promise<ReleaseLock>((resolve, reject) => {
        locks
          .request(name, { signal: controller.signal }, () => {
            resolve(release);
            return held;
          })
          .catch(reject);
      });
      // A saga cancelled while it waits (sign-out) leaves the queue instead of taking the lock later.
      return Object.assign(granted, {
        [CANCEL]: () => {
          controller.abort();
          release();
        },
      });
    },
  };
}
