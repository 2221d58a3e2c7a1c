/**
 * The stored versions of the app configuration (`config.json`, issue #17). Platform data: no
 * account owns it, every server process serves the same current version. It is read per request
 * (the highest version: one small row by its primary key's index), so there is no cache that a
 * change made through another process could leave stale.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { uniquely } from '../repositories/errors';
import { appConfigVersions } from '../schema';

/** A version's who, when and why, without its document. */
export interface AppConfigVersionSummary {
  version: number;
  /** The staff member's name when they made it; the configuration file's name for the seed. */
  userName: string;
  /** null for the seed from the file. */
  userId: number | null;
  reason: string;
  /** For a rollback: the version whose content it restores; else null. */
  restoredFrom: number | null;
  at: Date;
}

/** A version with its document. */
export interface AppConfigVersion extends AppConfigVersionSummary {
  config: Record<string, unknown>;
}

/** A version to append. */
export type NewAppConfigVersion = AppConfigVersion;

/** The store of config.json's versions. */
export interface AppConfigVersionStore {
  /** The current (highest) version, or null before the seed. */
  current(): Promise<AppConfigVersion | null>;
  /** One version by its number, or null when there is none. */
  find(version: number): Promise<AppConfigVersion | null>;
  /** Every version's summary, newest first. */
  history(): Promise<AppConfigVersionSummary[]>;
  /**
   * Appends a version.
   * @throws DuplicateKeyError when that version number exists (another edit was saved first).
   */
  append(version: NewAppConfigVersion): Promise<void>;
  /** Stores the seed as version 1 unless a version exists; answers whether it did. */
  seed(version: NewAppConfigVersion): Promise<boolean>;
}

const summaryColumns = {
  version: appConfigVersions.version,
  userName: appConfigVersions.userName,
  userId: appConfigVersions.userId,
  reason: appConfigVersions.reason,
  restoredFrom: appConfigVersions.restoredFrom,
  at: appConfigVersions.at,
};

const columns = { ...summaryColumns, config: appConfigVersions.config };

/** The store over `db` (the operation's transaction, or the database). */
export function appConfigVersionStore(db: Db): AppConfigVersionStore {
  return {
    async current() {
      const [row] = await db.select(columns).from(appConfigVersions).orderBy(desc(appConfigVersions.version)).limit(1);
      return row ?? null;
    },
    async find(version) {
      const [row] = await db.select(columns).from(appConfigVersions).where(eq(appConfigVersions.version, version)).limit(1);
      return row ?? null;
    },
    async history() {
      return db.select(summaryColumns).from(appConfigVersions).orderBy(desc(appConfigVersions.version));
    },
    async append(version) {
      await uniquely(db, 'This version of the configuration was saved already.', (tx) => tx.insert(appConfigVersions).values(version));
    },
    async seed(version) {
      // Two processes starting together on one database: the primary key lets one seed win.
      const rows = await db.insert(appConfigVersions).values(version).onConflictDoNothing().returning({ version: appConfigVersions.version });
      return rows.length > 0;
    },
  };
}
