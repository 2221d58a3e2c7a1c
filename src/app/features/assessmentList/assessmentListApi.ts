/** Calls of the assessment list. */
import { account, assessmentCsvExport, selection } from '../../../contract';
import type { AssessmentFilter } from '../../../contract/reportTypes';
import type { AssessmentListQuery } from '../../../contract/services/assessmentSelection';
import type { HttpClient, ServiceEndpoint } from '../../core/http/httpClient';

/** A page of the account's assessments. */
export const fetchAssessmentPage = (http: HttpClient, endpoint: ServiceEndpoint, query: AssessmentListQuery) =>
  http.send(selection.searchAssessments, { query }, endpoint);

/** The account's examiners, for the examiner filter. */
export const fetchListExaminers = (http: HttpClient, endpoint: ServiceEndpoint) => http.send(account.accountExaminers, {}, endpoint);

/** The research CSV of the assessments matching `filter`: one CSV for one form, a ZIP of one CSV per form for several. */
export const fetchAssessmentCsv = (http: HttpClient, endpoint: ServiceEndpoint, filter: AssessmentFilter): Promise<Blob> =>
  http.send(assessmentCsvExport.exportAssessmentsCsv, { query: filter }, endpoint);

/**
 * The saved file's name: `assessments-phq9-2024-05-01.csv` when the filter names a form,
 * `assessments-2024-05-01.csv` otherwise, and `.zip` when the server answered a ZIP (several forms).
 * @param contentType the answer's media type (`application/zip` or `text/csv; charset=utf-8`).
 */
export const csvExportFileName = (filter: AssessmentFilter, today: string, contentType: string): string =>
  `assessments${filter.productId ? `-${filter.productId}` : ''}-${today}.${contentType.startsWith('application/zip') ? 'zip' : 'csv'}`;
