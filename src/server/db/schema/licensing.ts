/** Feature licenses, their history and the usage ledger. */
import { date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { LedgerReason, LicensedReportType } from '../../../contract/reportTypes';
import type { LicenseOptions } from '../../../domain/licenseOptions';
import type { LicenseEventKind, StoredLicenseStatus } from '../../../domain/licenseStatus';
import type { TermsChange } from '../../../domain/licenseTerms';
import { createdAt } from './columns';
import { accounts } from './accounts';
import { users } from './users';
import { products } from './products';
import { assessments } from './assessments';
import { reports } from './reports';

/** Feature licenses of an account: usage-based (N usages) or subscriptions (unlimited until a date). */
export const featureLicenses = pgTable(
  'feature_licenses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    kind: text('kind').$type<'usage' | 'subscription'>().notNull(),
    /** The product covered; null for every product. */
    productId: text('product_id').references(() => products.id),
    /** The report type covered; null for every type. */
    reportType: text('report_type').$type<LicensedReportType>(),
    /** Usages bought (usage licenses); null for subscriptions. */
    usagesGranted: integer('usages_granted'),
    /** Usages consumed; raised in the transaction that stores the report, never above usages_granted. */
    usagesUsed: integer('usages_used').notNull().default(0),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    /** Last valid day, inclusive; null when it does not expire. */
    validUntil: date('valid_until', { mode: 'string' }),
    /** As the back office set it (domain/licenseStatus.ts); only an active license pays for reports. */
    status: text('status').$type<StoredLicenseStatus>().notNull().default('active'),
    /** The typed options that are set (domain/licenseOptions.ts). */
    options: jsonb('options').$type<LicenseOptions>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('feature_licenses_account_idx').on(t.accountId)],
);

/**
 * A license's history (append-only): its creation, each change of its terms and each status
 * action, by which back-office staff member, with the reason they stated.
 */
export const featureLicenseEvents = pgTable(
  'feature_license_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    licenseId: integer('license_id')
      .notNull()
      .references(() => featureLicenses.id),
    kind: text('kind').$type<LicenseEventKind>().notNull(),
    /** The stored status after the event. */
    status: text('status').$type<StoredLicenseStatus>().notNull(),
    /** The staff member (a user of the operator's own account). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Their name when they acted: the account's transaction cannot read the operator's users. */
    userName: text('user_name').notNull(),
    reason: text('reason').notNull(),
    /** The terms changed, before and after; empty for a status action. */
    changes: jsonb('changes').$type<TermsChange[]>().notNull().default([]),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('feature_license_events_license_idx').on(t.accountId, t.licenseId, t.at)],
);

/**
 * The usage ledger (append-only): every generated report and what it cost, and why; and every
 * change the back office made to a license (reason `licenseChange`, no report, the usages it
 * added), so the account reads its usages' whole story in one place.
 */
export const usageLedger = pgTable(
  'usage_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The report's product; for a license change the license's (null: every product). */
    productId: text('product_id').references(() => products.id),
    /** The report's type; for a license change the license's (null: every type). */
    reportType: text('report_type').$type<LicensedReportType>(),
    reason: text('reason').$type<LedgerReason>().notNull(),
    usagesCharged: integer('usages_charged').notNull(),
    /** Usages a license change added (negative: took away); 0 for a report. */
    usagesAdded: integer('usages_added').notNull().default(0),
    /** The license's history entry of a license change. */
    licenseEventId: integer('license_event_id').references(() => featureLicenseEvents.id),
    licenseId: integer('license_id').references(() => featureLicenses.id),
    assessmentId: integer('assessment_id').references(() => assessments.id),
    assessmentVersion: integer('assessment_version'),
    reportId: integer('report_id').references(() => reports.id),
    groupReportId: integer('group_report_id'),
    batchId: integer('batch_id'),
    createdAt: createdAt(),
  },
  (t) => [index('usage_ledger_account_idx').on(t.accountId, t.createdAt), index('usage_ledger_assessment_idx').on(t.assessmentId)],
);
