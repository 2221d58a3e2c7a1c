/**
 * The operator's business units, a platform table without an account seeded from
 * `config/businessUnits.json` (db/seedPlatformLists.ts). `qg_app` may read it.
 */
import { asc, eq } from 'drizzle-orm';
import type { BusinessUnit } from '../../../domain/businessUnits';
import type { Db } from '../client';
import { businessUnits } from '../schema';

/** The stored business units. */
export interface BusinessUnitStore {
  /** The unit `id`, or `null` when there is none. */
  find(id: string): Promise<BusinessUnit | null>;
}

/** The business-unit store over `db` (the operation's transaction, or the database). */
export function businessUnitStore(db: Db): BusinessUnitStore {
  return {
    async find(id) {
      const [row] = await db
        .select({ id: businessUnits.id, order: businessUnits.position, names: businessUnits.names, descriptions: businessUnits.descriptions })
        .from(businessUnits)
        .where(eq(businessUnits.id, id))
        .orderBy(asc(businessUnits.position))
        .limit(1);
      return row ?? null;
    },
  };
}
