/** Stored reports and the record of deleted ones. */
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DEFAULT_REPORT_OPTIONS, type ReportOptions, type ReportType } from '../../../domain/reports';
import type { UsageReason } from '../../../contract/reportTypes';
import { bytea, createdAt } from './columns';
import { accounts } from './accounts';
import { users } from './users';
import { assessments } from './assessments';

/** Generated reports. Rows are immutable (a trigger refuses UPDATE); regenerating adds a version. */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id),
    reportType: text('report_type').$type<ReportType>().notNull(),
    version: integer('version').notNull(),
    /** The assessment's version the report was made from (0 for reports stored before versions were recorded). */
    assessmentVersion: integer('assessment_version').notNull().default(0),
    /** The options it was made with, resolved (comparison group and locale actually used). */
    options: jsonb('options').$type<ReportOptions>().notNull().default(DEFAULT_REPORT_OPTIONS),
    /** What generating it cost (the usage ledger has the details). */
    charge: text('charge').$type<UsageReason>().notNull().default('usage'),
    /** The batch that made it, if any. */
    batchId: integer('batch_id'),
    fileName: text('file_name').notNull(),
    pdf: bytea('pdf').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('reports_assessment_type_version_key').on(t.assessmentId, t.reportType, t.version), index('reports_batch_idx').on(t.batchId)],
);

/** Reports removed from the history: the report row stays (immutable); this append-only row hides it. */
export const reportDeletions = pgTable('report_deletions', {
  reportId: integer('report_id')
    .primaryKey()
    .references(() => reports.id),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id),
  deletedBy: integer('deleted_by')
    .notNull()
    .references(() => users.id),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
});
