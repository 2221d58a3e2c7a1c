/** Calls of batch reports. */
import { batches } from '../../../contract';
import { operationPath } from '../../../contract/operation';
import type { BatchReportsInput } from '../../../contract/services/reportBatches';
import type { HttpClient, ServiceEndpoint } from '../../core/http/httpClient';

/** Queues one report per selected assessment. */
export const postBatch = (http: HttpClient, endpoint: ServiceEndpoint, input: BatchReportsInput, idempotencyKey: string) =>
  http.send(batches.batchReports, { body: input, idempotencyKey }, endpoint);

/** A batch and its progress. */
export const fetchBatchStatus = (http: HttpClient, endpoint: ServiceEndpoint, batchId: number) =>
  http.send(batches.reportBatchStatus, { params: { batchId } }, endpoint);

/** The user's recent batches, newest first. */
export const fetchRecentBatches = (http: HttpClient, endpoint: ServiceEndpoint) => http.send(batches.reportBatchList, {}, endpoint);

/** Cancels the reports of a batch that have not started. */
export const postCancelBatch = (http: HttpClient, endpoint: ServiceEndpoint, batchId: number, idempotencyKey: string) =>
  http.send(batches.cancelReportBatch, { params: { batchId }, body: {}, idempotencyKey }, endpoint);

/**
 * The download URL of a batch's ZIP. A plain link: the server accepts the token cookie on GET,
 * so the browser downloads the file itself.
 */
export const batchZipUrl = (baseUrl: string, batchId: number): string => `${baseUrl}${operationPath(batches.downloadReportBatch, { batchId })}`;
