/** Calls of the reports feature. */
import { reports } from '../../../contract';
import { operationPath } from '../../../contract/operation';
import type { HttpClient, ServiceEndpoint } from '../../core/http/httpClient';
import type { GenerateReportInput } from './reportsSlice';

/** What the reports screen of an assessment offers: types with their license status, comparison groups, presets. */
export const fetchReportsPage = (http: HttpClient, endpoint: ServiceEndpoint, assessmentId: number) =>
  http.send(reports.reportsPage, { params: { assessmentId } }, endpoint);

/** The stored reports of an assessment, newest first. */
export const fetchReportHistory = (http: HttpClient, endpoint: ServiceEndpoint, assessmentId: number) =>
  http.send(reports.reportHistoryList, { query: { assessmentId } }, endpoint);

/** Generates a report of a scored assessment with the options chosen. */
export const postReport = (http: HttpClient, endpoint: ServiceEndpoint, input: GenerateReportInput, idempotencyKey: string) =>
  http.send(reports.generateReport, { params: { assessmentId: input.assessmentId }, body: { reportType: input.reportType, options: input.options }, idempotencyKey }, endpoint);

/** Generates the next version of a stored report, with its type and options. */
export const postResubmit = (http: HttpClient, endpoint: ServiceEndpoint, reportId: number, idempotencyKey: string) =>
  http.send(reports.reportHistoryResubmit, { params: { reportId }, body: {}, idempotencyKey }, endpoint);

/** Removes a stored report from the history. */
export const deleteReport = (http: HttpClient, endpoint: ServiceEndpoint, reportId: number) =>
  http.send(reports.reportHistoryDelete, { params: { reportId } }, endpoint);

/**
 * The download URL of a stored report. A plain link: the server accepts the token cookie on GET,
 * so the browser downloads the PDF itself.
 */
export const reportDownloadUrl = (baseUrl: string, reportId: number): string =>
  `${baseUrl}${operationPath(reports.reportHistoryDownload, { reportId })}`;
