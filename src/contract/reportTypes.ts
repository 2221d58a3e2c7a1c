/**
 * Shapes of the report, licensing, batch and group-report calls (CATALOGUE.md: reportsPage,
 * generateReport, report history, licenseCheck, batchReports, groupReports). Each answer's type
 * is inferred from its schema in reportSchemas.ts, where its fields are described.
 */
import type * as yup from 'yup';
import type {
  assessmentListPageSchema,
  assessmentListRowSchema,
  batchFailureSchema,
  comparisonGroupOptionSchema,
  groupReportSummarySchema,
  licenseCheckSchema,
  reportBatchSchema,
  reportsPageSchema,
  reportSummarySchema,
  usageLedgerEntrySchema,
} from './reportSchemas';
import type { AssessmentFilter } from './services/assessmentSelection';

/** A comparison group a report may use (misc.comparisonGroups; {@link comparisonGroupOptionSchema}). */
export type ComparisonGroupOption = yup.InferType<typeof comparisonGroupOptionSchema>;

/** The license shapes of the domain (licenseTypes.ts), which the licensing rules, the server and the SPA share. */
export { type FeatureLicense, type LedgerReason, type LicensedReportType, USAGE_REASONS, type UsageReason } from '../domain/licenseTypes';

/** assessment.licenseCheck: whether a report of a product and type may be generated now, and what it would cost ({@link licenseCheckSchema}). */
export type LicenseCheck = yup.InferType<typeof licenseCheckSchema>;

/** One row of the usage ledger (account administrators; {@link usageLedgerEntrySchema}). */
export type UsageLedgerEntry = yup.InferType<typeof usageLedgerEntrySchema>;

/** A stored report of one assessment ({@link reportSummarySchema}). */
export type ReportSummary = yup.InferType<typeof reportSummarySchema>;

/** assessment.reportsPage: what the reports screen of an assessment offers ({@link reportsPageSchema}). */
export type ReportsPage = yup.InferType<typeof reportsPageSchema>;

/** Filters of the account's assessment list; inferred from its schema (services/assessmentSelection.ts). */
export type { AssessmentFilter };

/** One row of the account's assessment list: an assessment with its examinee ({@link assessmentListRowSchema}). */
export type AssessmentListRow = yup.InferType<typeof assessmentListRowSchema>;

/** A page of the account's assessment list, with every form the account has assessments of ({@link assessmentListPageSchema}). */
export type AssessmentListPage = yup.InferType<typeof assessmentListPageSchema>;

/**
 * Which assessments a batch or group report covers. Kept by hand: its schema
 * (services/assessmentSelection.ts) picks the fields by `kind` with `when`, which yup cannot
 * infer as a union; the schema checks the discriminant agrees.
 */
export type AssessmentSelection =
  | { kind: 'assessments'; assessmentIds: number[] }
  /** Every assessment matching the filter when the request is made. */
  | { kind: 'filter'; filter: AssessmentFilter }
  /** Group reports: the newest scored assessment of the product of each examinee. */
  | { kind: 'examinees'; examineeRecordIds: number[] };

/** States of a report batch. */
export const BATCH_STATES = ['queued', 'running', 'completed', 'cancelled'] as const;
/** One value of {@link BATCH_STATES}. */
export type BatchState = (typeof BATCH_STATES)[number];

/** A report of a batch that was not produced, and why ({@link batchFailureSchema}). */
export type BatchFailure = yup.InferType<typeof batchFailureSchema>;

/** A batch of reports (assessment.batchReports) and its progress ({@link reportBatchSchema}). */
export type ReportBatch = yup.InferType<typeof reportBatchSchema>;

/** A stored group report ({@link groupReportSummarySchema}). */
export type GroupReportSummary = yup.InferType<typeof groupReportSummarySchema>;
