/** Calls behind editing an examinee and the history's row actions: plain async functions over the injected http client. */
import { examinees, lifecycle } from '../../../contract';
import type { CloneInput } from '../../../contract/services/assessmentLifecycle';
import type { ExamineeInput } from '../../../domain/examinee';
import type { HttpClient, ServiceEndpoint } from '../../core/http/httpClient';

/** Replaces an examinee's fields. */
export const putExaminee = (http: HttpClient, endpoint: ServiceEndpoint, examineeRecordId: number, input: ExamineeInput) =>
  http.send(examinees.updateExaminee, { params: { examineeRecordId }, body: input }, endpoint);

/** Deletes an examinee (soft; the assessments are hidden with it). */
export const deleteExamineeRecord = (http: HttpClient, endpoint: ServiceEndpoint, examineeRecordId: number) =>
  http.send(lifecycle.deleteExaminee, { params: { examineeRecordId } }, endpoint);

/** Deletes an assessment (soft; an account administrator can recover it). */
export const deleteAssessmentRecord = (http: HttpClient, endpoint: ServiceEndpoint, assessmentId: number) =>
  http.send(lifecycle.deleteAssessment, { params: { assessmentId } }, endpoint);

/** Copies an assessment with a new administration date. */
export const postClone = (http: HttpClient, endpoint: ServiceEndpoint, assessmentId: number, input: CloneInput, idempotencyKey: string) =>
  http.send(lifecycle.cloneAssessment, { params: { assessmentId }, body: input, idempotencyKey }, endpoint);
