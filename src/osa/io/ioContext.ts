import { getContext } from 'typed-redux-saga';
import type { PlayerIo } from './playerIo';

/**
 * Reads one injected I/O service from the saga context, typed by its key:
 * `const http = yield* io('http')`. Tests provide it with `[getContext('http'), fake]`.
 */
export function io<K extends keyof PlayerIo>(key: K) {
  return getContext<PlayerIo[K]>(key);
}
