/** Report calls of the assessment facade. */
import * as yup from 'yup';
import { PERMISSIONS } from '../../domain/permissions';
import { defineOperation } from '../operation';
import type { ReportSummary } from '../types';

/** Report types the platform renders. */
export const REPORT_TYPES = ['score'] as const;

/** Generates (and stores) a report of a scored assessment. */
export const generateReport = defineOperation<
  { assessmentId: number },
  Record<string, never>,
  { reportType: 'score' },
  ReportSummary
>({
  id: 'assessment.generateReport',
  service: 'assessment',
  method: 'POST',
  path: '/assessments/{assessmentId}/reports',
  summary: 'Generates a report of a scored assessment and stores it in the report history.',
  access: [PERMISSIONS.REPORT_GENERATE],
  params: yup.object({ assessmentId: yup.number().integer().positive().required() }),
  body: yup.object({ reportType: yup.string().oneOf([...REPORT_TYPES]).required('Choose a report type.') }),
  response: 'json',
  successStatus: 201,
});

/** The stored reports of an assessment, newest first. */
export const reportHistoryList = defineOperation<Record<string, never>, { assessmentId: number }, undefined, ReportSummary[]>({
  id: 'assessment.reportHistoryList',
  service: 'assessment',
  method: 'GET',
  path: '/reports',
  summary: 'Stored reports of an assessment, newest first.',
  access: [PERMISSIONS.REPORT_VIEW],
  query: yup.object({ assessmentId: yup.number().integer().positive().required() }),
  response: 'json',
});

/** Downloads a stored report (application/pdf). */
export const reportHistoryDownload = defineOperation<{ reportId: number }, Record<string, never>, undefined, Blob>({
  id: 'assessment.reportHistoryDownload',
  service: 'assessment',
  method: 'GET',
  path: '/reports/{reportId}/download',
  summary: 'The stored PDF of a report.',
  access: [PERMISSIONS.REPORT_VIEW],
  params: yup.object({ reportId: yup.number().integer().positive().required() }),
  response: 'pdf',
});
