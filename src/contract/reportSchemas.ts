/**
 * The answered shapes of the report, batch, group report and licensing calls: what the server
 * writes of them, and what the OpenAPI document publishes. Their types (reportTypes.ts) are
 * inferred from these schemas; a domain type answered here types its schema.
 */
import * as yup from 'yup';
import type { Locale } from '../domain/locale';
import type { FeatureLicense, LedgerReason, LicensedReportType, UsageReason } from '../domain/licenseTypes';
import type { FeatureLicenseStatus } from '../domain/licenseStatus';
import type { ReportOptions, ReportType } from '../domain/reports';
import { assessmentSummarySchema } from './assessmentSchemas';
import type { BatchState } from './reportTypes';
import { pageSchemaOf } from './responseSchemas';

const id = () => yup.number().integer().required();
const count = () => yup.number().integer().required();
const text = () => yup.string().defined();
const nullableText = () => yup.string().nullable().defined();
const nullableCount = () => yup.number().integer().nullable().defined();

/** The options a report was made with, typed by the domain's {@link ReportOptions}. */
export const reportOptionsAnswerSchema: yup.ObjectSchema<ReportOptions> = yup.object({
  comparisonGroupId: nullableText(),
  includeItemResponses: yup.boolean().required(),
  locale: yup.string<Locale>().nullable().defined(),
});

/** {@link import('./reportTypes').ComparisonGroupOption}: a comparison group a report may use. */
export const comparisonGroupOptionSchema = yup.object({
  id: yup.string().required(),
  label: text(),
  /** The published source of the norms. */
  source: text(),
  default: yup.boolean().required(),
});

/** {@link import('./reportTypes').ReportSummary}: a stored report of one assessment. */
export const reportSummarySchema = yup.object({
  id: id(),
  assessmentId: id(),
  reportType: yup.string<ReportType>().defined(),
  /** 1 for the first report of an assessment and type; regenerating makes the next version. */
  version: count(),
  /** The assessment's version the report was made from. */
  assessmentVersion: count(),
  /** The options it was made with, resolved (the comparison group and locale actually used). */
  options: reportOptionsAnswerSchema.required(),
  fileName: text(),
  byteSize: count(),
  createdAt: text(),
  createdByName: text(),
  /** What generating it cost. */
  charge: yup.string<UsageReason>().defined(),
});

/** {@link import('./reportTypes').BatchFailure}: a report of a batch that was not produced, and why. */
export const batchFailureSchema = yup.object({
  assessmentId: id(),
  examineeId: text(),
  productCode: text(),
  /** The problem type of the failure (`licenseExhausted`, `notScorable`). */
  code: text(),
  message: text(),
});

/** {@link import('./reportTypes').ReportBatch}, with its failures: a batch of reports and its progress. */
export const reportBatchSchema = yup.object({
  id: id(),
  reportType: yup.string<ReportType>().defined(),
  state: yup.string<BatchState>().defined(),
  /** Reports the batch will make. */
  total: count(),
  succeeded: count(),
  failed: count(),
  /** Reports not made because the batch was cancelled. */
  cancelled: count(),
  createdAt: text(),
  createdByName: text(),
  /** ISO instant the last report finished, or the batch was cancelled. */
  finishedAt: nullableText(),
  failures: yup.array(batchFailureSchema).required(),
  /** The ZIP's file name; downloadable once the batch has finished and made at least one report. */
  zipFileName: text(),
});

/** {@link import('./reportTypes').GroupReportSummary}: a stored group report. */
export const groupReportSummarySchema = yup.object({
  id: id(),
  title: text(),
  productId: text(),
  productCode: text(),
  assessmentCount: count(),
  examineeCount: count(),
  comparisonGroupId: nullableText(),
  locale: yup.string<Locale>().defined(),
  fileName: text(),
  byteSize: count(),
  createdAt: text(),
  createdByName: text(),
  charge: yup.string<UsageReason>().defined(),
});

/** A feature license of the account, typed by the domain's {@link FeatureLicense}. */
export const featureLicenseSchema: yup.ObjectSchema<FeatureLicense> = yup.object({
  id: id(),
  name: text(),
  kind: yup.string<FeatureLicense['kind']>().defined(),
  productId: nullableText(),
  productCode: nullableText(),
  reportType: yup.string<LicensedReportType>().nullable().defined(),
  usagesGranted: nullableCount(),
  usagesUsed: count(),
  usagesRemaining: nullableCount(),
  validFrom: text(),
  validUntil: nullableText(),
  active: yup.boolean().required(),
  status: yup.string<FeatureLicenseStatus>().defined(),
});

/** {@link import('./reportTypes').LicenseCheck}: whether a report of a product and type may be generated now, and what it would cost. */
export const licenseCheckSchema = yup.object({
  productId: text(),
  reportType: yup.string<LicensedReportType>().defined(),
  available: yup.boolean().required(),
  /** The license a generation would draw on (subscriptions first, then the usage license that expires first). */
  license: featureLicenseSchema.nullable().defined(),
  /** Usages left over every active usage license of this product and type; `null` when a subscription covers it. */
  usagesRemaining: nullableCount(),
});

/**
 * {@link import('./reportTypes').UsageLedgerEntry}: one row of the usage ledger (account
 * administrators): a generated report, or a change of a license by the back office (`reason`
 * `licenseChange`, product and report type those of the license, `null` for every one).
 */
export const usageLedgerEntrySchema = yup.object({
  id: id(),
  /** ISO instant. */
  at: text(),
  userName: text(),
  productId: nullableText(),
  productCode: nullableText(),
  reportType: yup.string<LicensedReportType>().nullable().defined(),
  reason: yup.string<LedgerReason>().defined(),
  /** 1 for `usage`, 0 otherwise. */
  usagesCharged: count(),
  /** Usages a license change added (negative: took away); 0 for a report. */
  usagesAdded: count(),
  licenseId: nullableCount(),
  licenseName: nullableText(),
  assessmentId: nullableCount(),
  examineeId: nullableText(),
  reportId: nullableCount(),
  reportVersion: nullableCount(),
  groupReportId: nullableCount(),
  batchId: nullableCount(),
});

/** A page of the usage ledger. */
export const usageLedgerPageSchema = pageSchemaOf(usageLedgerEntrySchema);

/** {@link import('./reportTypes').ReportsPage}: what the reports screen of an assessment offers, each report type with its license check and what it would cost now. */
export const reportsPageSchema = yup.object({
  assessmentId: id(),
  productId: text(),
  productCode: text(),
  /** Only a scored assessment has reports. */
  scored: yup.boolean().required(),
  reportTypes: yup
    .array(
      yup.object({
        reportType: yup.string<ReportType>().defined(),
        license: licenseCheckSchema.required(),
        /** What generating this type now would cost (`regeneration` when unchanged since its last report). */
        nextCharge: yup.string<UsageReason>().nullable().defined(),
      }),
    )
    .required(),
  comparisonGroups: yup.array(comparisonGroupOptionSchema).required(),
  /** Options preset on the screen: the assessment's comparison group and the user's language. */
  defaultOptions: reportOptionsAnswerSchema.required(),
});

/** {@link import('./reportTypes').AssessmentListRow}: an assessment of the account's list, with its examinee. */
export const assessmentListRowSchema = assessmentSummarySchema.shape({
  examineeRecordId: id(),
  examineeId: text(),
  examineeName: text(),
  customField1: text(),
  customField2: text(),
  customField3: text(),
  customField4: text(),
  /** The newest stored report of any type, if any. */
  latestReportAt: nullableText(),
});

/** A page of the account's assessment list ({@link import('./reportTypes').AssessmentListPage}), with every form the account has assessments of (for the form filter). */
export const assessmentListPageSchema = pageSchemaOf(assessmentListRowSchema).shape({
  forms: yup.array(yup.object({ productId: text(), productCode: text() })).required(),
});
