/** Report batches and group reports. */
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../domain/locale';
import { type ReportOptions, type ReportType } from '../../../domain/reports';
import type { BatchState, UsageReason } from '../../../contract/reportTypes';
import { bytea, createdAt } from './columns';
import { accounts } from './accounts';
import { users } from './users';
import { products } from './products';
import { assessments } from './assessments';
import { reports } from './reports';

/** Report batches (assessment.batchReports): one row per request; the items carry the progress. */
export const reportBatches = pgTable(
  'report_batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    reportType: text('report_type').$type<ReportType>().notNull(),
    options: jsonb('options').$type<ReportOptions>().notNull(),
    state: text('state').$type<BatchState>().notNull().default('queued'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('report_batches_account_idx').on(t.accountId, t.createdBy)],
);

/** One report of a batch. A report is made exactly once: the item and its report are written in one transaction. */
export const reportBatchItems = pgTable(
  'report_batch_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => reportBatches.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id),
    /** Order in the batch (and in the ZIP). */
    position: integer('position').notNull(),
    state: text('state').$type<'pending' | 'done' | 'failed' | 'cancelled'>().notNull().default('pending'),
    reportId: integer('report_id').references(() => reports.id),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('report_batch_items_batch_assessment_key').on(t.batchId, t.assessmentId), index('report_batch_items_state_idx').on(t.batchId, t.state)],
);

/** Group reports (assessment.groupReports). Rows are immutable. */
export const groupReports = pgTable(
  'group_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    title: text('title').notNull(),
    /** The assessments it covers, with the version each had. */
    assessments: jsonb('assessments').$type<{ assessmentId: number; version: number }[]>().notNull(),
    examineeCount: integer('examinee_count').notNull(),
    comparisonGroupId: text('comparison_group_id'),
    locale: text('locale').$type<Locale>().notNull(),
    charge: text('charge').$type<UsageReason>().notNull(),
    fileName: text('file_name').notNull(),
    pdf: bytea('pdf').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('group_reports_account_idx').on(t.accountId, t.createdAt)],
);
