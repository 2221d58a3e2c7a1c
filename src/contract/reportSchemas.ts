/**
 * The answered shapes of the report, batch, group report and licensing types of reportTypes.ts:
 * what the server writes of them, and what the OpenAPI document publishes.
 */
import * as yup from 'yup';
import { assessmentSummarySchema } from './assessmentSchemas';
import { pageSchemaOf } from './responseSchemas';

const id = () => yup.number().integer().required();
const count = () => yup.number().integer().required();
const text = () => yup.string().defined();
const nullableText = () => yup.string().nullable().defined();
const nullableCount = () => yup.number().integer().nullable().defined();

/** {@link import('../domain/reports').ReportOptions}. */
export const reportOptionsAnswerSchema = yup.object({
  comparisonGroupId: nullableText(),
  includeItemResponses: yup.boolean().required(),
  locale: nullableText(),
});

/** {@link import('./reportTypes').ComparisonGroupOption}. */
export const comparisonGroupOptionSchema = yup.object({ id: yup.string().required(), label: text(), source: text(), default: yup.boolean().required() });

/** {@link import('./reportTypes').ReportSummary}. */
export const reportSummarySchema = yup.object({
  id: id(),
  assessmentId: id(),
  reportType: text(),
  version: count(),
  assessmentVersion: count(),
  options: reportOptionsAnswerSchema.required(),
  fileName: text(),
  byteSize: count(),
  createdAt: text(),
  createdByName: text(),
  charge: text(),
});

/** {@link import('./reportTypes').ReportBatch}, with its failures. */
export const reportBatchSchema = yup.object({
  id: id(),
  reportType: text(),
  state: text(),
  total: count(),
  succeeded: count(),
  failed: count(),
  cancelled: count(),
  createdAt: text(),
  createdByName: text(),
  finishedAt: nullableText(),
  failures: yup
    .array(yup.object({ assessmentId: id(), examineeId: text(), productCode: text(), code: text(), message: text() }))
    .required(),
  zipFileName: text(),
});

/** {@link import('./reportTypes').GroupReportSummary}. */
export const groupReportSummarySchema = yup.object({
  id: id(),
  title: text(),
  productId: text(),
  productCode: text(),
  assessmentCount: count(),
  examineeCount: count(),
  comparisonGroupId: nullableText(),
  locale: text(),
  fileName: text(),
  byteSize: count(),
  createdAt: text(),
  createdByName: text(),
  charge: text(),
});

/** {@link import('../domain/licenseTypes').FeatureLicense}. */
export const featureLicenseSchema = yup.object({
  id: id(),
  name: text(),
  kind: text(),
  productId: nullableText(),
  productCode: nullableText(),
  reportType: nullableText(),
  usagesGranted: nullableCount(),
  usagesUsed: count(),
  usagesRemaining: nullableCount(),
  validFrom: text(),
  validUntil: nullableText(),
  active: yup.boolean().required(),
});

/** {@link import('./reportTypes').LicenseCheck}. */
export const licenseCheckSchema = yup.object({
  productId: text(),
  reportType: text(),
  available: yup.boolean().required(),
  license: featureLicenseSchema.nullable().defined(),
  usagesRemaining: nullableCount(),
});

/** A page of the usage ledger ({@link import('./reportTypes').UsageLedgerEntry}). */
export const usageLedgerPageSchema = pageSchemaOf(
  yup.object({
    id: id(),
    at: text(),
    userName: text(),
    productId: text(),
    productCode: text(),
    reportType: text(),
    reason: text(),
    usagesCharged: count(),
    licenseId: nullableCount(),
    licenseName: nullableText(),
    assessmentId: nullableCount(),
    examineeId: nullableText(),
    reportId: nullableCount(),
    reportVersion: nullableCount(),
    groupReportId: nullableCount(),
    batchId: nullableCount(),
  }),
);

/** {@link import('./reportTypes').ReportsPage}: each report type with its license check and what it would cost now. */
export const reportsPageSchema = yup.object({
  assessmentId: id(),
  productId: text(),
  productCode: text(),
  scored: yup.boolean().required(),
  reportTypes: yup
    .array(yup.object({ reportType: text(), license: licenseCheckSchema.required(), nextCharge: nullableText() }))
    .required(),
  comparisonGroups: yup.array(comparisonGroupOptionSchema).required(),
  defaultOptions: reportOptionsAnswerSchema.required(),
});

/** A page of the account's assessment list ({@link import('./reportTypes').AssessmentListPage}), with the forms of its filter. */
export const assessmentListPageSchema = pageSchemaOf(
  assessmentSummarySchema.shape({
    examineeRecordId: id(),
    examineeId: text(),
    examineeName: text(),
    customField1: text(),
    customField2: text(),
    customField3: text(),
    customField4: text(),
    latestReportAt: nullableText(),
  }),
).shape({ forms: yup.array(yup.object({ productId: text(), productCode: text() })).required() });
