/** Batch and group reports of the assessment facade (assessment.batchReports, assessment.groupReports). */
import * as yup from 'yup';
import { SUPPORTED_LOCALES, type Locale } from '../../domain/locale';
import { PERMISSIONS } from '../../domain/permissions';
import { REPORT_TYPES, type ReportOptions, reportOptionsSchema } from '../../domain/reports';
import { defineOperation } from '../operation';
import { groupReportSummarySchema, reportBatchSchema } from '../reportSchemas';
import type { AssessmentSelection, GroupReportSummary, ReportBatch } from '../reportTypes';
import { assessmentSelectionSchema } from './assessmentSelection';

const batchParams = yup.object({ batchId: yup.number().integer().positive().required() });

/** yup schema of {@link BatchReportsInput}. */
const batchReportsBodySchema = yup.object({
  /** `examinees` is not accepted here: a batch makes one report per selected assessment. */
  selection: assessmentSelectionSchema.test('not-examinees', 'A batch takes assessments or a filter.', (value) => value?.kind !== 'examinees'),
  reportType: yup.string().oneOf([...REPORT_TYPES], 'Choose a report type.').required('Choose a report type.'),
  /** Missing fields take the defaults of the domain's DEFAULT_REPORT_OPTIONS. */
  options: reportOptionsSchema.default(undefined).optional(),
});

/**
 * Body of assessment.batchReports ({@link batchReportsBodySchema}), inferred but for two fields
 * its schema cannot state: `selection`, a union the schema picks with `when`
 * ({@link AssessmentSelection}), and `options`, which the SPA sends in part (the schema fills in
 * the defaults, so the server reads them whole).
 */
export type BatchReportsInput = Omit<yup.InferType<typeof batchReportsBodySchema>, 'selection' | 'options'> & {
  selection: AssessmentSelection;
  options?: Partial<ReportOptions>;
};

/** Queues one report per selected scored assessment; the answer is the batch, to follow its progress. */
export const batchReports = defineOperation<Record<string, never>, Record<string, never>, BatchReportsInput, ReportBatch>({
  id: 'assessment.batchReports',
  service: 'assessment',
  method: 'POST',
  path: '/report-batches',
  summary: 'Queues one report per selected assessment (a list of ids, or every assessment matching a filter).',
  access: [PERMISSIONS.REPORT_GENERATE],
  body: batchReportsBodySchema,
  response: 'json',
  responseSchema: reportBatchSchema,
  audit: { entity: 'reportBatch', id: { response: 'id' } },
  successStatus: 201,
});

/** A batch and its progress. */
export const reportBatchStatus = defineOperation<{ batchId: number }, Record<string, never>, undefined, ReportBatch>({
  id: 'assessment.reportBatchStatus',
  service: 'assessment',
  method: 'GET',
  path: '/report-batches/{batchId}',
  summary: 'A report batch and its progress.',
  access: [PERMISSIONS.REPORT_VIEW],
  params: batchParams,
  response: 'json',
  responseSchema: reportBatchSchema,
  audit: { entity: 'reportBatch', id: { params: 'batchId' } },
});

/** The user's report batches, newest first (the last 50). */
export const reportBatchList = defineOperation<Record<string, never>, Record<string, never>, undefined, ReportBatch[]>({
  id: 'assessment.reportBatchList',
  service: 'assessment',
  method: 'GET',
  path: '/report-batches',
  summary: "The caller's report batches, newest first.",
  access: [PERMISSIONS.REPORT_VIEW],
  response: 'json',
  responseSchema: yup.array(reportBatchSchema).required(),
  audit: { entity: 'reportBatch', id: null },
});

/** Cancels a batch: reports not yet started are not made (and cost nothing); finished ones stay. */
export const cancelReportBatch = defineOperation<{ batchId: number }, Record<string, never>, Record<string, never>, ReportBatch>({
  id: 'assessment.cancelReportBatch',
  service: 'assessment',
  method: 'POST',
  path: '/report-batches/{batchId}/cancel',
  summary: 'Cancels the reports of a batch that have not started.',
  access: [PERMISSIONS.REPORT_GENERATE],
  params: batchParams,
  body: yup.object({}),
  response: 'json',
  responseSchema: reportBatchSchema,
  audit: { entity: 'reportBatch', id: { params: 'batchId' } },
});

/** The batch's reports as one ZIP (application/zip). */
export const downloadReportBatch = defineOperation<{ batchId: number }, Record<string, never>, undefined, Blob>({
  id: 'assessment.downloadReportBatch',
  service: 'assessment',
  method: 'GET',
  path: '/report-batches/{batchId}/download',
  summary: 'The reports of a finished batch as one ZIP file.',
  access: [PERMISSIONS.REPORT_VIEW],
  params: batchParams,
  response: 'zip',
  audit: { entity: 'reportBatch', id: { params: 'batchId' } },
});

/** yup schema of {@link GroupReportInput}. */
const groupReportBodySchema = yup.object({
  title: yup.string().trim().required('Give the report a title (a class, a school).').max(120, 'Must be at most 120 characters.'),
  productId: yup.string().trim().max(64).required('Choose a form.'),
  selection: assessmentSelectionSchema,
  comparisonGroupId: yup.string().trim().max(64).nullable().default(null),
  locale: yup.mixed<Locale>().oneOf([...SUPPORTED_LOCALES], 'Choose one of the supported languages.').nullable().default(null),
});

/**
 * Body of assessment.groupReports ({@link groupReportBodySchema}), inferred but for `selection`,
 * a union its schema picks with `when` ({@link AssessmentSelection}).
 */
export type GroupReportInput = Omit<yup.InferType<typeof groupReportBodySchema>, 'selection'> & { selection: AssessmentSelection };

/** Makes one report over a group: counts, band distribution, scale means and SDs, a chart and the flagged examinees. */
export const groupReports = defineOperation<Record<string, never>, Record<string, never>, GroupReportInput, GroupReportSummary>({
  id: 'assessment.groupReports',
  service: 'assessment',
  method: 'POST',
  path: '/group-reports',
  summary: 'Generates one report over a set of examinees or a filtered set of scored assessments of one product.',
  access: [PERMISSIONS.REPORT_GENERATE],
  body: groupReportBodySchema,
  response: 'json',
  responseSchema: groupReportSummarySchema,
  audit: { entity: 'groupReport', id: { response: 'id' } },
  successStatus: 201,
});

/** The account's group reports, newest first. */
export const groupReportList = defineOperation<Record<string, never>, Record<string, never>, undefined, GroupReportSummary[]>({
  id: 'assessment.groupReportList',
  service: 'assessment',
  method: 'GET',
  path: '/group-reports',
  summary: "The account's group reports, newest first.",
  access: [PERMISSIONS.REPORT_VIEW],
  response: 'json',
  responseSchema: yup.array(groupReportSummarySchema).required(),
  audit: { entity: 'groupReport', id: null },
});

/** Downloads a group report (application/pdf). */
export const downloadGroupReport = defineOperation<{ groupReportId: number }, Record<string, never>, undefined, Blob>({
  id: 'assessment.downloadGroupReport',
  service: 'assessment',
  method: 'GET',
  path: '/group-reports/{groupReportId}/download',
  summary: 'The stored PDF of a group report.',
  access: [PERMISSIONS.REPORT_VIEW],
  params: yup.object({ groupReportId: yup.number().integer().positive().required() }),
  response: 'pdf',
  audit: { entity: 'groupReport', id: { params: 'groupReportId' } },
});
