/**
 * The I/O the sagas use. It reaches them through the saga middleware's `context` (see store.ts),
 * so tests and a QA fixture mode swap it without module mocks (STYLE 5).
 */
import type { IsoDate } from '../../domain/dates';
import type { Locale } from '../../domain/locale';
import type { Catalogue } from '../core/i18n/messageId';
import type { HttpClient } from '../core/http/httpClient';
import type { KeyValueStorage } from '../../browser/localStorage';
import type { TabMessage } from '../core/session/tabMessages';
import type { LiveSocketOpener } from '../../browser/liveSocket';
import type { LiveMedia } from '../../browser/media';

/** The clock: the only place the SPA reads the time. */
export interface Clock {
  /** The current instant, ISO 8601 in UTC (`2024-05-01T09:30:00.000Z`). */
  now(): string;
  /** Today's calendar date where the user is (`YYYY-MM-DD`), for date defaults and "not in the future" rules. */
  today(): IsoDate;
}

/** Options of a cookie write. */
export interface CookieOptions {
  /** ISO instant at which the cookie expires; a session cookie when absent. */
  expiresAt?: string;
}

/** The browser's cookies (a universal-cookie wrapper). Every cookie the SPA writes has path `/`. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string): void;
}

export type { KeyValueStorage } from '../../browser/localStorage';

/** Full-page navigation (the legacy pages live outside the SPA). */
export interface BrowserLocation {
  href(): string;
  assign(url: string): void;
  replace(url: string): void;
}

/** Random ids (Idempotency-Key values). */
export interface IdSource {
  uuid(): string;
}

/**
 * The user's own activity in this tab: a pointer press, a key, the tab becoming visible. Calls
 * the SPA makes in the background are never activity, so nothing here observes the network.
 */
export interface ActivitySource {
  /** Calls `listener` on activity, at most about once a second; answers the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Messages between the SPA's tabs in this browser (a BroadcastChannel); a tab never hears its own. */
export interface TabChannel {
  post(message: TabMessage): void;
  /** Calls `listener` with each message from another tab; answers the unsubscribe function. */
  subscribe(listener: (message: TabMessage) => void): () => void;
}

/** Frees a held lock. */
export type ReleaseLock = () => void;

/** Locks held across the tabs of this browser (the Web Locks API), so one tab does what all share. */
export interface TabLocks {
  /**
   * Resolves when this tab holds the lock `name`, with the function that frees it. Where the
   * browser has no locks it resolves at once (each tab then decides alone).
   */
  acquire(name: string): Promise<ReleaseLock>;
}

/** New browser tabs. */
export interface BrowserWindows {
  /**
   * Opens `url` in a new tab cut off from this page (no `opener`).
   * @returns false when the browser blocked the tab (a pop-up blocker), so the caller shows the address instead.
   */
  open(url: string): boolean;
}

/** The system clipboard. */
export interface SystemClipboard {
  /**
   * Puts `text` on the clipboard.
   * @throws where the browser refuses (no permission, an insecure page, no Clipboard API).
   */
  writeText(text: string): Promise<void>;
}

/** Files the SPA fetched, saved to the user's downloads (a CSV export). */
export interface FileSaver {
  /** Saves `file` under `fileName` (the browser may ask where, or rename a duplicate). */
  save(file: Blob, fileName: string): void;
}

/** The message catalogues of the locales (src/app/messages.ts), loaded as they are needed. */
export interface CatalogueSource {
  /**
   * Loads one locale's catalogue.
   * @throws when it cannot be fetched (offline, or a new release replaced the file).
   */
  load(locale: Locale): Promise<Catalogue>;
}

/** A navigation held back by the {@link LeaveGuard}. */
export interface LeaveAttempt {
  /** Where the user was going: a path of the SPA, or `''` for a reload or another site. */
  to: string;
  /** Lets the navigation go ahead (the guard is released first). */
  proceed: () => void;
}

/** Holds navigation away from the current screen: in-app navigation and Back, and the tab's unload. */
export interface LeaveGuard {
  /**
   * Starts holding: each in-app navigation is held back and handed to `onAttempt`; a reload or a
   * closed tab gets the browser's own question.
   * @returns the function that stops holding
   */
  hold(onAttempt: (attempt: LeaveAttempt) => void): () => void;
}

/** Everything a saga may touch outside the store. */
export interface AppIo {
  http: HttpClient;
  clock: Clock;
  cookies: CookieJar;
  storage: KeyValueStorage;
  location: BrowserLocation;
  ids: IdSource;
  activity: ActivitySource;
  tabs: TabChannel;
  locks: TabLocks;
  windows: BrowserWindows;
  clipboard: SystemClipboard;
  files: FileSaver;
  catalogues: CatalogueSource;
  leaveGuard: LeaveGuard;
  /** WebSockets of live sessions (issue #20): the examiner's live screen connects through it. */
  liveSockets: LiveSocketOpener;
  /** Camera, microphone and peer connections of a live session's built-in video (issue #20). */
  media: LiveMedia;
}
