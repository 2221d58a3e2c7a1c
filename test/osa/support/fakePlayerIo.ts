/**
 * Fake I/O for the player's tests: the same interfaces the browser's I/O implements, in memory.
 * Sagas receive it through the context exactly as in the app, so no module is mocked.
 */
import { FakeNetwork as FakePeerNetwork, fakeMedia } from '../../app/support/fakeMedia';
import type { AnyOperation } from '../../../src/contract/operation';
import type { ProblemCode } from '../../../src/contract/problem';
import type { PlayerHttp, PlayerRequest } from '../../../src/osa/core/http/playerHttp';
import { ApiError } from '../../../src/client/appError';
import type { LiveSocketOpener } from '../../../src/browser/liveSocket';
import type { KeyValueStorage, NetworkStatus, PlayerIo } from '../../../src/osa/io/playerIo';

/** A handler of one operation id: answers a value, or throws (a PlayerApiError, or a TypeError for no network). */
export type FakeHandler = (request: PlayerRequest<AnyOperation>, call: number) => unknown;

/** One recorded call. */
export interface FakeCall {
  operationId: string;
  request: PlayerRequest<AnyOperation>;
  baseUrl: string;
}

/** The error the http client throws for a problem answer. */
export const problemError = (code: ProblemCode, status: number, detail: string | null = null) =>
  new ApiError({ code, message: detail ?? code, status, fieldErrors: {}, ...(detail === null ? {} : { detail }) });

/** The error fetch throws when the server cannot be reached. */
export const networkError = () => new TypeError('Failed to fetch');

/** A fake http client answering by operation id (handlers get the how-many-th call of their id, from 1); unknown ids answer 404. */
export function fakeHttp(handlers: Record<string, FakeHandler>, config: unknown = { qgServices: { host: '', contextRoot: '/qg-services' } }) {
  const calls: FakeCall[] = [];
  const counts = new Map<string, number>();
  const http: PlayerHttp & { calls: FakeCall[] } = {
    calls,
    async send(operation, request, baseUrl) {
      calls.push({ operationId: operation.id, request: JSON.parse(JSON.stringify(request)) as PlayerRequest<AnyOperation>, baseUrl });
      const count = (counts.get(operation.id) ?? 0) + 1;
      counts.set(operation.id, count);
      const handler = handlers[operation.id];
      if (!handler) throw problemError('notFound', 404);
      return handler(request, count) as never;
    },
    async getJson() {
      if (config instanceof Error) throw config;
      return config;
    },
  };
  return http;
}

/** Local storage kept in a Map the test can read. */
export type MemoryStorage = KeyValueStorage & { data: Map<string, string> };

/** In-memory local storage. */
export function memoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const data = new Map(Object.entries(initial));
  return { data, get: (key) => data.get(key) ?? null, set: (key, value) => void data.set(key, value), remove: (key) => void data.delete(key) };
}

/** The browser's connection, switched by the test: `goOffline()` and `goOnline()` fire the events as the browser does. */
export type FakeNetwork = NetworkStatus & { goOffline(): void; goOnline(): void; listeners: Set<(online: boolean) => void> };

/** A fake connection, online unless told otherwise. */
export function fakeNetwork(initiallyOnline = true): FakeNetwork {
  let online = initiallyOnline;
  const listeners = new Set<(online: boolean) => void>();
  const set = (value: boolean) => {
    online = value;
    listeners.forEach((listener) => listener(value));
  };
  return {
    listeners,
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    goOffline: () => set(false),
    goOnline: () => set(true),
  };
}

/** A whole fake I/O; the address holds `token` (taken once). */
export function fakePlayerIo(overrides: { http?: PlayerHttp; storage?: MemoryStorage; network?: FakeNetwork; token?: string | null; language?: string; liveSockets?: LiveSocketOpener } = {}) {
  let token = overrides.token ?? null;
  const taken: string[] = [];
  const io: PlayerIo & { storage: MemoryStorage; network: FakeNetwork } = {
    http: overrides.http ?? fakeHttp({}),
    storage: overrides.storage ?? memoryStorage(),
    network: overrides.network ?? fakeNetwork(),
    address: {
      takeToken() {
        const value = token;
        if (value) taken.push(value);
        token = null;
        return value;
      },
    },
    browserLanguage: () => overrides.language ?? 'en-US',
    pageOrigin: () => 'https://qg.example',
    liveSockets: overrides.liveSockets ?? { open: () => ({ send: () => false, close: () => undefined }) },
    media: fakeMedia(new FakePeerNetwork(), 'player'),
  };
  return { io, taken };
}

/** A redux-saga-test-plan dynamic provider answering `getContext(key)` from an I/O object. */
export const ioProvider = (io: PlayerIo) => ({
  getContext: (key: string) => io[key as keyof PlayerIo],
});
