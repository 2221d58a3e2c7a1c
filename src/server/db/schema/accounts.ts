/** Customer accounts, their settings and testing sites. */
import type { VideoMode } from '../../../domain/live/liveSession';
import { boolean, date, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AccountLabels } from '../../../domain/identity';
import { createdAt, updatedAt } from './columns';

/** Customer accounts (a clinic, a school district). */
export const accounts = pgTable('accounts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  /** DALS: the account is in the dormant-account lifecycle (DESIGN.md §8). */
  dllAccount: boolean('dll_account').notNull().default(false),
  /** While `dllAccount`: the day the account's data is deleted unless someone keeps the account. */
  dllDeletionDate: date('dll_deletion_date', { mode: 'string' }),
  /** Self-service deletion: when an account administrator asked for the account to be deleted, and by whom. */
  selfDeletionRequestedAt: timestamp('self_deletion_requested_at', { withTimezone: true }),
  selfDeletionRequestedBy: integer('self_deletion_requested_by'),
  /** The day the account's data is deleted at the end of the self-service grace period. */
  selfDeletionDate: date('self_deletion_date', { mode: 'string' }),
  /** When the daily retention job marked the account dormant (domain retention/accountLifecycle.ts); `null` while it is not. */
  dormantSince: timestamp('dormant_since', { withTimezone: true }),
  /** A legal hold: while set, the account is neither deleted nor purged; its reason, when and by which staff member. */
  legalHoldReason: text('legal_hold_reason'),
  legalHoldSetAt: timestamp('legal_hold_set_at', { withTimezone: true }),
  legalHoldSetBy: integer('legal_hold_set_by'),
  /** Soft deletion: nobody of the account signs in; recoverable until the purge (dataManagement.recoverAccount). */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /** The staff member who deleted it; `null` when the retention job did (a dormant account's or a request's date). */
  deletedBy: integer('deleted_by'),
  /** Why it was deleted: the staff member's reason, or the job's (`dormant`, `selfDeletion`). */
  deletionReason: text('deletion_reason'),
  /** The data-retention staff member the account's case is assigned to (dataRetention.assignToUser). */
  retentionAssigneeId: integer('retention_assignee_id'),
  createdAt: createdAt(),
});

/** Per-account settings: the words used for examinee, examiner and custom fields, and the item-entry verification code. */
export const accountSettings = pgTable('account_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id),
  labels: jsonb('labels').$type<AccountLabels>().notNull(),
  itemEntryVerificationCode: text('item_entry_verification_code').notNull().default(''),
  /** The account's administrators must use two-step sign-in (the account item `administratorsRequireTwoStep`). */
  administratorsRequireTwoStep: boolean('administrators_require_two_step').notNull().default(false),
  /** Examiners and account users see only their groups' examinees, as teachers do (domain/groups/legitimateInterest.ts). */
  legitimateInterestForExaminers: boolean('legitimate_interest_for_examiners').notNull().default(false),
  /** The video a new live session takes when its examiner chooses none (issue #20): built in, the account's own service, or none. */
  liveVideoMode: text('live_video_mode').$type<VideoMode>().notNull().default('builtIn'),
  /** The account's own video service's https address, for `liveVideoMode` `external`. */
  liveVideoUrl: text('live_video_url'),
  updatedAt: updatedAt(),
});

/** Testing sites of an account (a pick-list of the assessment screens). */
export const testingSites = pgTable(
  'testing_sites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('testing_sites_account_name_key').on(t.accountId, t.name)],
);
