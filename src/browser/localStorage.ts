/**
 * The browser's local storage behind a small interface, shared by the platform SPA and the
 * examinee player. Only their browserIo modules call it; everything else receives it injected.
 */

/** Local storage, failing soft: private modes and full quotas must not break a sign-in or a questionnaire. */
export interface KeyValueStorage {
  /** The stored value, or null when there is none or storage cannot be read. */
  get(key: string): string | null;
  /** Stores `value`; a write the browser refuses is dropped. */
  set(key: string, value: string): void;
  remove(key: string): void;
}

/**
 * `window.localStorage` failing soft. It throws in some private modes and when full; a lost write
 * then only costs what the caller keeps in memory anyway (a re-read, a queue held in the page).
 */
export function browserStorage(): KeyValueStorage {
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
