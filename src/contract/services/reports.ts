/** Report calls of the assessment facade: the reports page, generation and the report history. */
import * as yup from 'yup';
import { PERMISSIONS } from '../../domain/permissions';
import { REPORT_TYPES, reportOptionsSchema } from '../../domain/reports';
import { defineOperation } from '../operation';
import { comparisonGroupOptionSchema, reportsPageSchema, reportSummarySchema } from '../reportSchemas';
import type { ComparisonGroupOption, ReportsPage, ReportSummary } from '../reportTypes';

export { REPORT_TYPES };

const assessmentParams = yup.object({ assessmentId: yup.number().integer().positive().required() });
const reportParams = yup.object({ reportId: yup.number().integer().positive().required() });

/** yup schema of {@link GenerateReportInput}. */
const generateReportBodySchema = yup.object({
  reportType: yup.string().oneOf([...REPORT_TYPES], 'Choose a report type.').required('Choose a report type.'),
  /** Missing fields take the defaults of the domain's DEFAULT_REPORT_OPTIONS. */
  options: reportOptionsSchema.default(undefined).optional(),
});

/** Body of a report generation: the report type and the options ({@link generateReportBodySchema}). */
export type GenerateReportInput = yup.InferType<typeof generateReportBodySchema>;

/** yup schema of the report history's query: the assessment. */
const reportHistoryQuerySchema = yup.object({ assessmentId: yup.number().integer().positive().required() });

/** yup schema of the comparison groups' query: the product. */
const comparisonGroupsQuerySchema = yup.object({ productId: yup.string().trim().max(64).required('Name a product.') });

/** The report types, comparison groups and preset options of an assessment's reports screen. */
export const reportsPage = defineOperation<{ assessmentId: number }, Record<string, never>, undefined, ReportsPage>({
  id: 'assessment.reportsPage',
  service: 'assessment',
  method: 'GET',
  path: '/assessments/{assessmentId}/reports-page',
  summary: 'Report types (with their license status), comparison groups and preset options of an assessment.',
  access: [PERMISSIONS.REPORT_VIEW],
  params: assessmentParams,
  response: 'json',
  responseSchema: reportsPageSchema,
  audit: { entity: 'assessment', id: { params: 'assessmentId' } },
});

/** Generates (and stores) a report of a scored assessment, consuming a license usage unless it is free. */
export const generateReport = defineOperation<{ assessmentId: number }, Record<string, never>, GenerateReportInput, ReportSummary>({
  id: 'assessment.generateReport',
  service: 'assessment',
  method: 'POST',
  path: '/assessments/{assessmentId}/reports',
  summary: 'Generates a report of a scored assessment and stores it in the report history; consumes a license usage unless it is free.',
  access: [PERMISSIONS.REPORT_GENERATE],
  params: assessmentParams,
  body: generateReportBodySchema,
  response: 'json',
  responseSchema: reportSummarySchema,
  audit: { entity: 'report', id: { response: 'id' } },
  successStatus: 201,
});

/** The stored reports of an assessment, newest first (deleted ones are left out). */
export const reportHistoryList = defineOperation<Record<string, never>, yup.InferType<typeof reportHistoryQuerySchema>, undefined, ReportSummary[]>({
  id: 'assessment.reportHistoryList',
  service: 'assessment',
  method: 'GET',
  path: '/reports',
  summary: 'Stored reports of an assessment, newest first.',
  access: [PERMISSIONS.REPORT_VIEW],
  query: reportHistoryQuerySchema,
  response: 'json',
  responseSchema: yup.array(reportSummarySchema).required(),
  audit: { entity: 'assessment', id: { query: 'assessmentId' } },
});

/** Downloads a stored report (application/pdf). */
export const reportHistoryDownload = defineOperation<{ reportId: number }, Record<string, never>, undefined, Blob>({
  id: 'assessment.reportHistoryDownload',
  service: 'assessment',
  method: 'GET',
  path: '/reports/{reportId}/download',
  summary: 'The stored PDF of a report.',
  access: [PERMISSIONS.REPORT_VIEW],
  params: reportParams,
  response: 'pdf',
  audit: { entity: 'report', id: { params: 'reportId' } },
});

/** Removes a report from the history. The stored row is kept (immutable, audited) but no longer listed or downloadable. */
export const reportHistoryDelete = defineOperation<{ reportId: number }, Record<string, never>, undefined, undefined>({
  id: 'assessment.reportHistoryDelete',
  service: 'assessment',
  method: 'DELETE',
  path: '/reports/{reportId}',
  summary: 'Removes a stored report from the history.',
  access: [PERMISSIONS.REPORT_DELETE],
  params: reportParams,
  response: 'json',
  audit: { entity: 'report', id: { params: 'reportId' } },
  successStatus: 204,
});

/** Generates a new version of a stored report: same type and options, from the assessment as it is now. */
export const reportHistoryResubmit = defineOperation<{ reportId: number }, Record<string, never>, Record<string, never>, ReportSummary>({
  id: 'assessment.reportHistoryResubmit',
  service: 'assessment',
  method: 'POST',
  path: '/reports/{reportId}/resubmit',
  summary: 'Generates the next version of a stored report with the same type and options.',
  access: [PERMISSIONS.REPORT_GENERATE],
  params: reportParams,
  body: yup.object({}),
  response: 'json',
  responseSchema: reportSummarySchema,
  audit: { entity: 'report', id: { response: 'id' } },
  successStatus: 201,
});

/** The comparison groups (norm groups) of a product (misc.comparisonGroups). */
export const comparisonGroups = defineOperation<Record<string, never>, yup.InferType<typeof comparisonGroupsQuerySchema>, undefined, ComparisonGroupOption[]>({
  id: 'misc.comparisonGroups',
  service: 'misc',
  method: 'GET',
  path: '/comparison-groups',
  summary: 'The comparison groups of a product, the default first.',
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  query: comparisonGroupsQuerySchema,
  response: 'json',
  responseSchema: yup.array(comparisonGroupOptionSchema).required(),
  audit: 'none',
});
