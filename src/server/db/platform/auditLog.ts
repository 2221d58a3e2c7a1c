/**
 * Writes to the append-only audit log (table audit_log; triggers refuse UPDATE and DELETE,
 * migration 0001, and TRUNCATE, migration 0017). Platform data: a row may have no account (a failed sign-in of an unknown user
 * name), and it is written in the `db` of the change it records, so both commit together.
 */
import type { AuditResult } from '../../../domain/auditResult';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { preparedPerDb } from '../prepared';
import { auditLog } from '../schema';

/** One audit row as it is stored. */
export interface AuditRow {
  at: Date;
  userId: number | null;
  accountId: number | null;
  action: string;
  entity: string;
  /** The record's id as text, or `null` for lists and searches. */
  entityId: string | null;
  ip: string;
  /** `ok`, `replayed`, or the problem code of a refused call. */
  outcome: string;
  /** The outcome's class: allowed, denied by a security control, or failed. */
  result: AuditResult;
  requestId: string | null;
  /** Why internal staff reached a customer account (their cross-account scope); absent otherwise. */
  reason?: string | null;
}

/**
 * The insert of one row, prepared (db/prepared.ts): audited calls and every report a batch makes
 * append rows, so Drizzle builds the text once per process and PostgreSQL plans it once per
 * connection. Placeholders are named as {@link AuditRow}'s fields.
 */
const appendQuery = preparedPerDb((db) =>
  db
    .insert(auditLog)
    .values({
      at: sql.placeholder('at'),
      userId: sql.placeholder('userId'),
      accountId: sql.placeholder('accountId'),
      action: sql.placeholder('action'),
      entity: sql.placeholder('entity'),
      entityId: sql.placeholder('entityId'),
      ip: sql.placeholder('ip'),
      outcome: sql.placeholder('outcome'),
      result: sql.placeholder('result'),
      requestId: sql.placeholder('requestId'),
      reason: sql.placeholder('reason'),
    })
    .prepare('qg_audit_append'),
);

/** Appends `row` to the audit log in `db`. */
export async function appendAuditRow(db: Db, row: AuditRow): Promise<void> {
  // An absent reason is stored as null, the column's default.
  await appendQuery(db).execute({ ...row, reason: row.reason ?? null });
}
