/**
 * Data retention (issue #18): the notices of an account's retention path, its exports, the
 * tombstones of purged accounts and the data-retention staff's own settings.
 */
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, date } from 'drizzle-orm/pg-core';
import type { RetentionNoticeKind } from '../../../domain/retention/accountLifecycle';
import { bytea, createdAt, updatedAt } from './columns';
import { accounts } from './accounts';
import { users } from './users';

/**
 * A notice of the retention path sent to an account (to each of its administrators): one row per
 * kind and deletion date, so a job run twice, or by two processes at once, sends it once.
 */
export const retentionNotices = pgTable(
  'retention_notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').$type<RetentionNoticeKind>().notNull(),
    /** The deletion date the notice announced. */
    deletionDate: date('deletion_date', { mode: 'string' }).notNull(),
    /** The e-mails queued for it (email_messages ids), one per administrator. */
    emailMessageIds: jsonb('email_message_ids').$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('retention_notices_once_key').on(t.accountId, t.kind, t.deletionDate)],
);

/** Who asked for an export: the account's administrator (an access request), staff, or the retention job before deletion. */
export type AccountExportKind = 'accessRequest' | 'staff' | 'beforeDeletion';
/** An export's progress. */
export type AccountExportStatus = 'pending' | 'ready' | 'failed';

/**
 * An export of an account's data as one ZIP (dataRetention.exports), with its single-use download
 * link: the SHA-256 of the link's token, its expiry and when it was used.
 */
export const accountExports = pgTable(
  'account_exports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').$type<AccountExportKind>().notNull(),
    /** The user who asked (an administrator or a staff member); `null` for the retention job. */
    requestedBy: integer('requested_by'),
    /** The staff member's stated reason; `null` for an administrator's own request or the job's. */
    reason: text('reason'),
    status: text('status').$type<AccountExportStatus>().notNull().default('pending'),
    /** The ZIP, once built. */
    file: bytea('file'),
    fileName: text('file_name'),
    /** SHA-256 (base64url) of the download link's token; the token itself is never stored. */
    tokenHash: text('token_hash'),
    /** When the download link stops working (at most 24 hours after the export was ready). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When the single-use link was used. */
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** Why the build failed (status `failed`); `null` otherwise. */
    failureReason: text('failure_reason'),
    /** The e-mail that carries the download link (its delivery issues the token); `null` when none is mailed. */
    emailMessageId: integer('email_message_id'),
    createdAt: createdAt(),
  },
  (t) => [index('account_exports_account_idx').on(t.accountId), uniqueIndex('account_exports_token_key').on(t.tokenHash)],
);

/**
 * What is left of a purged account: its former id and when and why it went, so the dashboard can
 * count purged accounts and an auditor can follow a pseudonymised audit row to its purge. No name,
 * no person: nothing of the account's data.
 */
export const purgedAccounts = pgTable('purged_accounts', {
  formerAccountId: integer('former_account_id').primaryKey(),
  purgedAt: timestamp('purged_at', { withTimezone: true }).notNull(),
  /** What led to it: `dormant`, `selfDeletion` or `staff`. */
  cause: text('cause').notNull(),
  /** Rows removed per table, for the record. */
  rowsRemoved: jsonb('rows_removed').$type<Record<string, number>>().notNull().default({}),
});

/** A data-retention staff member's own settings: the e-mail alerts they receive and whether they may delete accounts. */
export const retentionStaffSettings = pgTable('retention_staff_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  /** The alerts they receive by e-mail (dataRetention.updateEmailAlerts). */
  emailAlerts: jsonb('email_alerts').$type<string[]>().notNull().default([]),
  /** Whether they may delete accounts (dataRetention.userPrivileges), on top of the role's ACCOUNT_DATA_DELETE. */
  mayDelete: boolean('may_delete').notNull().default(false),
  /** The staff member who last changed the settings. */
  updatedBy: integer('updated_by'),
  updatedAt: updatedAt(),
});
