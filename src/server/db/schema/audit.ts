/** The audit log. */
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Append-only audit log (a trigger refuses UPDATE and DELETE): who did what to which record, when, from where. */
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
  },
  (t) => [index('audit_log_account_at_idx').on(t.accountId, t.at)],
);
