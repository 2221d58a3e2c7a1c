/** Feature licenses and the usage ledger. */
import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { LicensedReportType, UsageReason } from '../../../contract/reportTypes';
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
    createdAt: createdAt(),
  },
  (t) => [index('feature_licenses_account_idx').on(t.accountId)],
);

/** The usage ledger (append-only): every generated report and what it cost, and why. */
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
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    reportType: text('report_type').$type<LicensedReportType>().notNull(),
    reason: text('reason').$type<UsageReason>().notNull(),
    usagesCharged: integer('usages_charged').notNull(),
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
