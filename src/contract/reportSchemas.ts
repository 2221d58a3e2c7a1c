/**
 * The answered shapes of the report, batch, group report and licensing types of reportTypes.ts:
 * what the server writes of them, and what the OpenAPI document publishes.
 */
import * as yup from 'yup';
import { pageSchemaOf } from './responseSchemas';

const id = () => yup.number().integer().required();
const count = () => yup.number().integer().required();
const text = () => yup.string().defined();
const nullableText = () => yup.string().nullable().defined();
const nullableCount = () => yup.number().integer().nullable().defined();

/** {@link import('../domain/reports').ReportOptions}. */
const reportOptionsAnswerSchema = yup.object({
  comparisonGroupId: nullableText(),
  includeItemResponses: yup.boolean().required(),
  locale: nullableText(),
});

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
