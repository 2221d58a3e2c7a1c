/** Calls of the recovery feature (account administrators): plain async functions over the injected http client. */
import { lifecycle } from '../../../contract';
import type { HttpClient, ServiceEndpoint } from '../../core/http/httpClient';

/** The account's deleted assessments, newest deletion first. */
export const fetchDeletedAssessments = (http: HttpClient, endpoint: ServiceEndpoint) => http.send(lifecycle.deletedAssessments, {}, endpoint);

/** Recovers a deleted assessment. */
export const postRecover = (http: HttpClient, endpoint: ServiceEndpoint, assessmentId: number, idempotencyKey: string) =>
  http.send(lifecycle.recoverAssessment, { params: { assessmentId }, idempotencyKey }, endpoint);
