/** Calls of group reports. */
import { batches, reports } from '../../../contract';
import { operationPath } from '../../../contract/operation';
import type { GroupReportInput } from '../../../contract/services/reportBatches';
import type { HttpClient, ServiceEndpoint } from '../../core/http/httpClient';

/** Makes one report over a group of assessments of one form. */
export const postGroupReport = (http: HttpClient, endpoint: ServiceEndpoint, input: GroupReportInput, idempotencyKey: string) =>
  http.send(batches.groupReports, { body: input, idempotencyKey }, endpoint);

/** The account's group reports, newest first. */
export const fetchGroupReports = (http: HttpClient, endpoint: ServiceEndpoint) => http.send(batches.groupReportList, {}, endpoint);

/** The comparison groups of a form, the default first. */
export const fetchComparisonGroups = (http: HttpClient, endpoint: ServiceEndpoint, productId: string) =>
  http.send(reports.comparisonGroups, { query: { productId } }, endpoint);

/** The download URL of a group report's PDF (a plain link, as for single reports). */
export const groupReportUrl = (baseUrl: string, groupReportId: number): string =>
  `${baseUrl}${operationPath(batches.downloadGroupReport, { groupReportId })}`;
