/**
 * Whether a record of an account lies outside a user's legitimate interest (issue #19, FERPA
 * 34 CFR 99.31(a)(1)(ii)): when a limited user's call answers 404, the pipeline asks whether the
 * record exists, live, in the user's own account but is hidden from them by the legitimate-interest
 * policies (migration 0028), so that the refusal is audited as such (http/interestDenial.ts).
 * Platform data because it reads past the user's interest: the first look-up runs on the owner's
 * connection, the second in a transaction scoped exactly like the user's request; each reads one
 * row by its primary key. Nothing of the record is answered but the yes or no.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { enterAccountScope } from '../accountScope';

/** The kinds of record the legitimate interest narrows, by audited entity: the table, and whether a deleted row is gone. */
const NARROWED: Readonly<Record<string, { table: string; live: boolean }>> = {
  examinee: { table: 'examinees', live: true },
  assessment: { table: 'assessments', live: true },
  report: { table: 'reports', live: false },
  reportBatch: { table: 'report_batches', live: false },
  groupReport: { table: 'group_reports', live: false },
  remoteLink: { table: 'remote_links', live: false },
  session: { table: 'administration_sessions', live: false },
  group: { table: 'examinee_groups', live: false },
};

/** Whether records of `entity` are narrowed by the legitimate interest (and so probed). */
export const isNarrowedEntity = (entity: string): boolean => Object.hasOwn(NARROWED, entity);

/** The largest id a PostgreSQL integer column holds; a larger one names no record. */
const MAX_INTEGER_ID = 2_147_483_647;

function lookUp(entity: string, accountId: number, id: number): SQL | null {
  const narrowed = NARROWED[entity];
  if (!narrowed) return null;
  const live = narrowed.live ? sql` AND deleted_at IS NULL` : sql``;
  return sql`SELECT 1 AS found FROM ${sql.identifier(narrowed.table)} WHERE id = ${id} AND account_id = ${accountId}${live} LIMIT 1`;
}

const found = (result: unknown): boolean => ((result as { rows?: unknown[] }).rows ?? []).length > 0;

/**
 * Whether record `entity` `id` exists (not deleted) in `accountId` while a request of `userId`,
 * limited to their legitimate interest, does not see it.
 * @param db the owner's connection (not limited by row-level security).
 * @param id the id as the audit row holds it (decimal text); anything else names no record.
 */
export async function isOutsideInterest(db: Db, accountId: number, userId: number, entity: string, id: string): Promise<boolean> {
  if (!/^[1-9][0-9]{0,9}$/.test(id) || Number(id) > MAX_INTEGER_ID) return false;
  const query = lookUp(entity, accountId, Number(id));
  if (query === null || !found(await db.execute(query))) return false;
  const seen = await db.transaction(async (tx) => {
    await enterAccountScope(tx, accountId, userId);
    return found(await tx.execute(query));
  });
  return !seen;
}
