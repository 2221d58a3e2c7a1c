/**
 * Which account owns a record, across all accounts (issue #16): when an operation answers 404 for
 * a record id, the pipeline asks whether the id exists in ANOTHER account, and if so audits
 * `access.crossAccountDenied` (http/crossAccountProbe.ts). Platform data because the question is
 * about every account: it runs on the owner's connection, after the answer is decided, and reads
 * one row by its primary key (an indexed lookup), answering only the account id.
 */
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { administrationSessions, assessments, examinees, groupReports, remoteLinks, reportBatches, reports, resourceDocuments, users } from '../schema';

interface OwnedTable {
  table: PgTable;
  id: PgColumn;
  accountId: PgColumn;
}

/** The audited entities (contract `audit.entity`) whose records belong to one account, by their integer id. */
const OWNED: Readonly<Record<string, OwnedTable>> = {
  examinee: { table: examinees, id: examinees.id, accountId: examinees.accountId },
  assessment: { table: assessments, id: assessments.id, accountId: assessments.accountId },
  report: { table: reports, id: reports.id, accountId: reports.accountId },
  reportBatch: { table: reportBatches, id: reportBatches.id, accountId: reportBatches.accountId },
  groupReport: { table: groupReports, id: groupReports.id, accountId: groupReports.accountId },
  remoteLink: { table: remoteLinks, id: remoteLinks.id, accountId: remoteLinks.accountId },
  session: { table: administrationSessions, id: administrationSessions.id, accountId: administrationSessions.accountId },
  resourceDocument: { table: resourceDocuments, id: resourceDocuments.id, accountId: resourceDocuments.accountId },
  user: { table: users, id: users.id, accountId: users.accountId },
};

/** Whether records of `entity` can be looked up by {@link accountOwningRecord}. */
export const isOwnedEntity = (entity: string): boolean => Object.hasOwn(OWNED, entity);

/** The largest id a PostgreSQL integer column holds; a larger one names no record. */
const MAX_INTEGER_ID = 2_147_483_647;

/**
 * The account that owns the record `entity` `id` (deleted records included), or `null` when no
 * account has it, the entity is not account-owned, or `id` is not a record id.
 * @param db the owner's connection (not limited by row-level security).
 * @param id the id as the audit row holds it (decimal text).
 */
export async function accountOwningRecord(db: Db, entity: string, id: string): Promise<number | null> {
  const owned = OWNED[entity];
  if (!owned || !/^[1-9][0-9]{0,9}$/.test(id) || Number(id) > MAX_INTEGER_ID) return null;
  const rows = (await db.select({ accountId: owned.accountId }).from(owned.table).where(eq(owned.id, Number(id))).limit(1)) as Array<{ accountId: unknown }>;
  const accountId = rows[0]?.accountId;
  return typeof accountId === 'number' ? accountId : null;
}
