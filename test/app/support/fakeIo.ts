/**
 * Fake I/O for tests: the same interfaces the browser's I/O implements, in memory. Sagas receive
 * it through the context exactly as in the app, so no module is mocked.
 */
import type { AnyOperation } from '../../../src/contract/operation';
import { ApiError, type AppError } from '../../../src/app/core/http/appError';
import type { HttpClient, OperationRequest, ServiceEndpoint } from '../../../src/app/core/http/httpClient';
import type { AppIo, CookieJar, KeyValueStorage } from '../../../src/app/io/appIo';

/** A handler of one operation id: answers a value, or throws an ApiError. */
export type FakeHandler = (request: OperationRequest<AnyOperation>, endpoint: ServiceEndpoint) => unknown;

/** One recorded call of the fake http client. */
export interface FakeCall {
  operationId: string;
  request: OperationRequest<AnyOperation>;
  endpoint: ServiceEndpoint;
}

/** The ApiError a server answers with a problem document. */
export const apiError = (status: number, code: string, message: string, fieldErrors: Record<string, string> = {}): ApiError =>
  new ApiError({ status, code, message, fieldErrors } satisfies AppError);

/** A fake http client answering by operation id; unknown operations answer 404. */
export function fakeHttp(handlers: Record<string, FakeHandler>, config: unknown = {}) {
  const calls: FakeCall[] = [];
  const http: HttpClient & { calls: FakeCall[] } = {
    calls,
    async send(operation, request, endpoint) {
      calls.push({ operationId: operation.id, request, endpoint });
      const handler = handlers[operation.id];
      if (!handler) throw apiError(404, 'notFound', `No fake for ${operation.id}`);
      return handler(request, endpoint) as never;
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
/** Cookies kept in a Map the test can read. */
export type MemoryCookies = CookieJar & { data: Map<string, { value: string; expiresAt?: string }> };

/** In-memory local storage. */
export function memoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  };
}

/** In-memory cookies. */
export function memoryCookies(initial: Record<string, string> = {}): MemoryCookies {
  const data = new Map(Object.entries(initial).map(([name, value]) => [name, { value }]));
  return {
    data,
    get: (name) => data.get(name)?.value,
    set: (name, value, options = {}) => void data.set(name, { value, ...options }),
    remove: (name) => void data.delete(name),
  };
}

/** A whole fake I/O; `now` is fixed unless a test changes it. */
export function fakeIo(overrides: Partial<Omit<AppIo, 'storage' | 'cookies'>> & { storage?: MemoryStorage; cookies?: MemoryCookies } = {}) {
  const assigned: string[] = [];
  let counter = 0;
  const io: AppIo & { storage: MemoryStorage; cookies: MemoryCookies } = {
    http: fakeHttp({}),
    clock: { now: () => '2024-05-01T09:00:00.000Z', today: () => '2024-05-01' },
    location: { href: () => 'http://localhost/', assign: (url: string) => void assigned.push(url), replace: (url: string) => void assigned.push(url) },
    ids: { uuid: () => `uuid-${(counter += 1)}` },
    ...overrides,
    cookies: overrides.cookies ?? memoryCookies(),
    storage: overrides.storage ?? memoryStorage(),
  };
  return { io, assigned };
}

/** A redux-saga-test-plan dynamic provider answering `getContext(key)` from an I/O object. */
export const ioProvider = (io: AppIo) => ({
  getContext: (key: string) => io[key as keyof AppIo],
});
