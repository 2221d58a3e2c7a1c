/**
 * Fake I/O for tests: the same interfaces the browser's I/O implements, in memory. Sagas receive
 * it through the context exactly as in the app, so no module is mocked.
 */
import { FakeNetwork, fakeMedia } from './fakeMedia';
import { createMemoryHistory } from 'history';
import { CATALOGUES } from './catalogues';
import { historyLeaveGuard } from '../../../src/app/io/historyLeaveGuard';
import { fakeLiveSockets } from './fakeLiveSockets';
import type { AnyOperation } from '../../../src/contract/operation';
import { ApiError, type AppError } from '../../../src/client/appError';
import type { HttpClient, OperationRequest, ServiceEndpoint } from '../../../src/app/core/http/httpClient';
import type { TabMessage } from '../../../src/app/core/session/tabMessages';
import type { ActivitySource, AppIo, BrowserWindows, CookieJar, FileSaver, KeyValueStorage, ReleaseLock, SystemClipboard, TabChannel, TabLocks } from '../../../src/app/io/appIo';

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

/**
 * What every signed-in page also asks, answered as for an examiner of an active account unless a
 * test says otherwise: tests of other features need not fake them.
 */
const BACKGROUND_HANDLERS: Record<string, FakeHandler> = {
  'account.getSelfRole': () => ({ role: 'examiner', internalUser: false }),
  'accountManagement.getDalsStatus': () => ({ dllAccount: false, deletionDate: null }),
};

/** A fake http client answering by operation id; unknown operations answer 404. */
export function fakeHttp(ownHandlers: Record<string, FakeHandler>, config: unknown = {}) {
  const handlers = { ...BACKGROUND_HANDLERS, ...ownHandlers };
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

/** User activity the test makes happen with `emit()`; `listeners` shows whether anyone still listens. */
export type FakeActivity = ActivitySource & { emit: () => void; listeners: Set<() => void> };

/** A fake activity source. */
export function fakeActivity(): FakeActivity {
  const listeners = new Set<() => void>();
  return {
    listeners,
    emit: () => listeners.forEach((listener) => listener()),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The tab channel of one tab: `posted` is what it told the others, `receive()` delivers a message from another tab. */
export type FakeTabs = TabChannel & { posted: TabMessage[]; receive: (message: TabMessage) => void; listeners: Set<(message: TabMessage) => void> };

/** A fake tab channel; `deliver` carries what it posts to the other tabs (see {@link fakeTabBus}). */
export function fakeTabs(deliver: (message: TabMessage) => void = () => undefined): FakeTabs {
  const posted: TabMessage[] = [];
  const listeners = new Set<(message: TabMessage) => void>();
  return {
    posted,
    listeners,
    post: (message) => {
      posted.push(message);
      deliver(message);
    },
    receive: (message) => listeners.forEach((listener) => listener(message)),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** Several tabs of one browser: what one posts reaches every other, later (as a BroadcastChannel does). */
export function fakeTabBus() {
  const tabs: FakeTabs[] = [];
  return {
    /** A new tab on the bus. */
    tab(): FakeTabs {
      const tab = fakeTabs((message) => {
        for (const other of tabs) if (other !== tab) setTimeout(() => other.receive(JSON.parse(JSON.stringify(message)) as TabMessage), 0);
      });
      tabs.push(tab);
      return tab;
    },
  };
}

/**
 * Cross-tab locks shared by fake tabs (pass one to several `fakeIo`s): a lock is granted in
 * order, one holder at a time. `log` records `acquire:name` and `release:name`.
 */
export type FakeLocks = TabLocks & { log: string[]; held: Set<string> };

/** Fake cross-tab locks. */
export function fakeLocks(): FakeLocks {
  const log: string[] = [];
  const held = new Set<string>();
  const queues = new Map<string, (() => void)[]>();
  const grant = (name: string, resolve: (release: ReleaseLock) => void) => {
    held.add(name);
    log.push(`acquire:${name}`);
    let released = false;
    resolve(() => {
      if (released) return;
      released = true;
      log.push(`release:${name}`);
      held.delete(name);
      queues.get(name)?.shift()?.();
    });
  };
  return {
    log,
    held,
    acquire: (name) =>
      new Promise<ReleaseLock>((resolve) => {
        if (!held.has(name)) return grant(name, resolve);
        queues.set(name, [...(queues.get(name) ?? []), () => grant(name, resolve)]);
      }),
  };
}

/** New tabs: `opened` lists the addresses asked for; while `blocked` is true every tab is refused, as by a pop-up blocker. */
export type FakeWindows = BrowserWindows & { opened: string[]; blocked: boolean };

/** Fake new tabs, opening unless `blocked`. */
export function fakeWindows(blocked = false): FakeWindows {
  const windows: FakeWindows = {
    opened: [],
    blocked,
    open(url) {
      windows.opened.push(url);
      return !windows.blocked;
    },
  };
  return windows;
}

/** The clipboard: `written` lists what reached it; while `refusing` is true every write rejects, as without permission. */
export type FakeClipboard = SystemClipboard & { written: string[]; refusing: boolean };

/** A fake clipboard, accepting unless `refusing`. */
export function fakeClipboard(refusing = false): FakeClipboard {
  const clipboard: FakeClipboard = {
    written: [],
    refusing,
    async writeText(text) {
      if (clipboard.refusing) throw new Error('Clipboard access refused.');
      clipboard.written.push(text);
    },
  };
  return clipboard;
}

/** Saved files: `saved` lists each file and its name. */
export type FakeFiles = FileSaver & { saved: { file: Blob; fileName: string }[] };

/** A fake file saver that keeps what it was given. */
export function fakeFiles(): FakeFiles {
  const files: FakeFiles = { saved: [], save: (file, fileName) => void files.saved.push({ file, fileName }) };
  return files;
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
    activity: fakeActivity(),
    tabs: fakeTabs(),
    locks: fakeLocks(),
    windows: fakeWindows(),
    clipboard: fakeClipboard(),
    files: fakeFiles(),
    catalogues: { load: async (locale) => CATALOGUES[locale] },
    leaveGuard: historyLeaveGuard(createMemoryHistory()),
    liveSockets: fakeLiveSockets(),
    media: fakeMedia(new FakeNetwork(), 'app'),
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
