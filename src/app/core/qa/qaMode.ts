/**
 * QA mode: a tester turns on the action log of a production build by setting this local-storage
 * key to `on` (in the browser console: `localStorage.setItem('qg.qa.actionLog', 'on')`) and
 * reloading. The page then offers `window.qgQa.exportActionLog()`, whose JSON Redux DevTools
 * imports and replay.ts replays.
 */
import type { ActionLog } from './actionLog';

/** The local-storage key that turns the action log on. Not a session key: sign-out keeps it. */
export const QA_ACTION_LOG_KEY = 'qg.qa.actionLog';

/** What QA mode adds to `window`. */
export interface QaWindowApi {
  /** The action log so far, as a Redux DevTools export. */
  exportActionLog(): ActionLog<unknown>;
  /** The store's current state. */
  getState(): unknown;
}

declare global {
  interface Window {
    /** Present in QA mode only. */
    qgQa?: QaWindowApi;
  }
}
