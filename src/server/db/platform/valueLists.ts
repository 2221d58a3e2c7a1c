/**
 * The value lists (util.domainByType), a platform table without an account seeded from
 * `config/valueLists.json` (db/seedPlatformLists.ts). `qg_app` may read it, so a customer's
 * transaction reads it through this store.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { ValueListEntry, ValueListType } from '../../../domain/valueLists';
import type { Db } from '../client';
import { valueListEntries } from '../schema';

/** The stored value lists. */
export interface ValueListStore {
  /** The active values of one list, in their order. */
  active(type: ValueListType): Promise<ValueListEntry[]>;
  /** Every stored value of every list, active or not (the start-up agreement check reads them). */
  all(): Promise<ValueListEntry[]>;
}

const columns = {
  type: valueListEntries.type,
  code: valueListEntries.code,
  order: valueListEntries.position,
  labels: valueListEntries.labels,
  active: valueListEntries.active,
};

/** The value-list store over `db` (the operation's transaction, or the database). */
export function valueListStore(db: Db): ValueListStore {
  return {
    async active(type) {
      const rows = await db
        .select(columns)
        .from(valueListEntries)
        .where(and(eq(valueListEntries.type, type), eq(valueListEntries.active, true)))
        .orderBy(asc(valueListEntries.position), asc(valueListEntries.code));
      return rows as ValueListEntry[];
    },
    async all() {
      const rows = await db.select(columns).from(valueListEntries).orderBy(asc(valueListEntries.type), asc(valueListEntries.position));
      return rows as ValueListEntry[];
    },
  };
}
