/** Calls of the reports feature. */
import { reports } from '../../../contract';
import { operationPath } from '../../../contract/operation';
import type { HttpClient, ServiceEndpoint } from '../../core/http/httpClient';

/** The stored reports of an assessment, newest first. */
export const fetchReportHistory = (http: HttpClient, endpoint: ServiceEndpoint, assessmentId: number) =>
  http.send(reports.reportHistoryList, { query: { assessmentId } }, endpoint);

/** Generates a score report of a scored assessment. */
export const postScoreReport = (http: HttpClient, endpoint: ServiceEndpoint, assessmentId: number, idempotencyKey: string) =>
  http.send(reports.generateReport, { params: { assessmentId }, body: { reportType: 'score' }, idempotencyKey }, endpoint);

/**
 * The download URL of a stored report. A plain link: the server accepts the token cookie on GET,
 * so the browser downloads the PDF itself.
 */
export const reportDownloadUrl = (baseUrl: string, reportId: number): string =>
  `${baseUrl}${operationPath(reports.reportHistoryDownload, { reportId })}`;
