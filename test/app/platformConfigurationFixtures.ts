/** Versions of config.json as the back office's platform configuration reads them, for its SPA tests. */
import appConfig from '../../config/config.json';
import type { JsonConfig } from '../../src/contract/services/platformConfiguration';

/** The shipped config.json (version 1, the seed). */
export const SHIPPED: Record<string, unknown> = appConfig;

/** Version 2: the session-timeout warning five minutes ahead. */
export const CHANGED: Record<string, unknown> = { ...appConfig, qgServices: { ...appConfig.qgServices, keepAlive: { warningLeadSeconds: 300, pingIntervalSeconds: 60 } } };

export const REASON = 'Ticket 4711: the warning shows too late for slow readers.';

const SEED_ENTRY = { version: 1, userName: 'config.json (APP_CONFIG_FILE)', reason: 'The first version, from the configuration file at the first start.', restoredFrom: null, at: '2026-11-20T08:00:00.000Z' };
const CHANGE_ENTRY = { version: 2, userName: 'Bob Backoffice', reason: REASON, restoredFrom: null, at: '2026-11-26T09:30:00.000Z' };

/** The configuration at version 2, with both versions in the history. */
export const AT_VERSION_2: JsonConfig = { currentVersion: 2, version: { ...CHANGE_ENTRY, config: CHANGED }, history: [CHANGE_ENTRY, SEED_ENTRY] };

/** Version 1 read by its number while version 2 is current. */
export const VERSION_1_READ: JsonConfig = { currentVersion: 2, version: { ...SEED_ENTRY, config: SHIPPED }, history: AT_VERSION_2.history };

/** The configuration after a rollback to version 1 (version 3). */
export const ROLLED_BACK: JsonConfig = {
  currentVersion: 3,
  version: { version: 3, userName: 'Bob Backoffice', reason: REASON, restoredFrom: 1, at: '2026-11-26T10:00:00.000Z', config: SHIPPED },
  history: [{ version: 3, userName: 'Bob Backoffice', reason: REASON, restoredFrom: 1, at: '2026-11-26T10:00:00.000Z' }, ...AT_VERSION_2.history],
};
