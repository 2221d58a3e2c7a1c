/**
 * The real I/O of the browser. Only index.tsx builds it; everything else receives it injected.
 */
import { browserMedia } from '../../browser/media';
import { CATALOGUE_LOADERS } from '../messages';
import Cookies from 'universal-cookie';
import { browserCookieName, SESSION_COOKIE_NAMES } from '../../contract/cookies';
import { browserStorage } from '../../browser/localStorage';
import type { AppIo, CookieJar } from './appIo';
import { createHttpClient } from '../core/http/httpClient';
import { browserActivity } from './browserActivity';
import { browserTabChannel, browserTabLocks } from './browserTabs';
import { browserClipboard } from './browserClipboard';
import { browserFiles } from './browserFiles';
import { browserWindows } from './browserWindows';
import { historyLeaveGuard } from './historyLeaveGuard';
import type { History } from 'history';
import { browserLiveSockets } from '../../browser/liveSocket';

const pad = (value: number): string => String(value).padStart(2, '0');

/** The local calendar date of an instant, `YYYY-MM-DD`. */
export const localIsoDate = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * The page's cookies. Callers name cookies by their base names; a session cookie
 * (SESSION_COOKIE_NAMES) is read and written as `__Host-<name>` when the page is https, as the
 * server names it then (contract/cookies.ts `cookieName`), and written SameSite=Strict.
 */
function browserCookies(): CookieJar {
  const cookies = new Cookies(null, { path: '/' });
  // Secure cookies and __Host- names only where the page itself is https, so plain-http local runs still sign in.
  const secure = window.location.protocol === 'https:';
  const session = (name: string): boolean => SESSION_COOKIE_NAMES.includes(name);
  const wireName = (name: string): string => browserCookieName(name, secure);
  return {
    get: (name) => {
      const value: unknown = cookies.get(wireName(name), { doNotParse: true });
      return typeof value === 'string' && value !== '' ? value : undefined;
    },
    set: (name, value, options = {}) =>
      cookies.set(wireName(name), value, {
        path: '/',
        sameSite: session(name) ? 'strict' : 'lax',
        secure,
        ...(options.expiresAt ? { expires: new Date(options.expiresAt) } : {}),
      }),
    remove: (name) => cookies.remove(wireName(name), { path: '/', secure }),
  };
}

/**
 * Builds the browser's I/O: fetch with retries, the clock, cookies, local storage, location, ids,
 * activity, the other tabs, new tabs, the clipboard, the message catalogues, the leave guard
 * over the SPA's `history`, and live session sockets.
 */
export function createBrowserIo(history: History): AppIo {
  const cookies = browserCookies();
  return {
    http: createHttpClient({ fetch: window.fetch.bind(window), readCookie: cookies.get }),
    clock: { now: () => new Date().toISOString(), today: () => localIsoDate(new Date()) },
    cookies,
    storage: browserStorage(),
    location: {
      href: () => window.location.href,
      assign: (url) => window.location.assign(url),
      replace: (url) => window.location.replace(url),
    },
    ids: { uuid: () => window.crypto.randomUUID() },
    activity: browserActivity(window),
    tabs: browserTabChannel(),
    locks: browserTabLocks(),
    windows: browserWindows(window),
    clipboard: browserClipboard(window.navigator),
    files: browserFiles(document),
    catalogues: { load: (locale) => CATALOGUE_LOADERS[locale]() },
    leaveGuard: historyLeaveGuard(history),
    liveSockets: browserLiveSockets(),
    media: browserMedia(),
  };
}
