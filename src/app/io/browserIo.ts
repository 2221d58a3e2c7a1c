/**
 * The real I/O of the browser. Only index.tsx builds it; everything else receives it injected.
 */
import Cookies from 'universal-cookie';
import type { AppIo, CookieJar, KeyValueStorage } from './appIo';
import { createHttpClient } from '../core/http/httpClient';
import { browserActivity } from './browserActivity';
import { browserTabChannel, browserTabLocks } from './browserTabs';

const pad = (value: number): string => String(value).padStart(2, '0');

/** The local calendar date of an instant, `YYYY-MM-DD`. */
export const localIsoDate = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

function browserCookies(): CookieJar {
  const cookies = new Cookies(null, { path: '/' });
  // Secure cookies only where the page itself is https, so plain-http local runs still sign in.
  const secure = window.location.protocol === 'https:';
  return {
    get: (name) => {
      const value: unknown = cookies.get(name, { doNotParse: true });
      return typeof value === 'string' && value !== '' ? value : undefined;
    },
    set: (name, value, options = {}) =>
      cookies.set(name, value, {
        path: '/',
        sameSite: 'lax',
        secure,
        ...(options.expiresAt ? { expires: new Date(options.expiresAt) } : {}),
      }),
    remove: (name) => cookies.remove(name, { path: '/' }),
  };
}

function browserStorage(): KeyValueStorage {
  // Storage throws in some private modes and when full; a lost write only costs a re-read later.
  return {
    get: (key) => {
      try {
        return window.localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    set: (key, value) => {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        /* ignored: see above */
      }
    },
    remove: (key) => {
      try {
        window.localStorage.removeItem(key);
      } catch {
        /* ignored: see above */
      }
    },
  };
}

/** Builds the browser's I/O: fetch with retries, the clock, cookies, local storage, location, ids, activity, the other tabs. */
export function createBrowserIo(): AppIo {
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
  };
}
