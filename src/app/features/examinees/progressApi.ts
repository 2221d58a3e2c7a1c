/** Calls of the examinee page's progress section. */
import { examinees, reports } from '../../../contract';
import { DEFAULT_REPORT_OPTIONS } from '../../../domain/reports';
import type { HttpClient, ServiceEndpoint } from '../../core/http/httpClient';

/** An examinee's scores over time per product, with bands and reliable change. */
export const fetchExamineeProgress = (http: HttpClient, endpoint: ServiceEndpoint, examineeRecordId: number) =>
  http.send(examinees.examineeProgress, { params: { examineeRecordId } }, endpoint);

/**
 * Generates the progress report of the product of `assessmentId` (the examinee's latest scored
 * assessment of it): it covers every scored administration up to that one.
 */
export const postProgressReport = (http: HttpClient, endpoint: ServiceEndpoint, assessmentId: number, idempotencyKey: string) =>
  http.send(reports.generateReport, { params: { assessmentId }, body: { reportType: 'progress', options: DEFAULT_REPORT_OPTIONS }, idempotencyKey }, endpoint);
