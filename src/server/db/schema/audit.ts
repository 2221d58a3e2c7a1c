/** The audit log. */
import type { AuditResult } from '../../../domain/auditResult';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Append-only audit log (triggers refuse UPDATE, DELETE and TRUNCATE): who did what to which record, when, from where. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    accountId: integer('account_id'),
    /** The operation id (`assessment.getExaminee`) or an auth event (`auth.signIn`). */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    ip: text('ip').notNull().default(''),
    /** `ok`, `replayed` (an Idempotency-Key retry), or the problem code the call was refused with (`notFound`, `forbidden`, `error`). */
    outcome: text('outcome').notNull().default('ok'),
    /** The outcome's class (domain/auditResult.ts): `allowed`, `denied` by a security control, or `failed`. */
    result: text('result').$type<AuditResult>().notNull(),
    /** The request's id (also its `request-id` answer header and log lines); null for rows not written by a request. */
    requestId: text('request_id'),
    /** Why internal staff reached a customer account's records (their cross-account scope); null for everyone else. */
    reason: text('reason'),
  },
  (t) => [index('audit_log_account_at_idx').on(t.accountId, t.at), check('audit_log_result_check', sql`${t.result} in ('allowed', 'denied', 'failed')`)],
);
