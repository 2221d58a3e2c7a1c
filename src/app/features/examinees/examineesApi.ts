/** Calls of the examinees feature: plain async functions over the injected http client. */
import { account, examinees, lifecycle } from '../../../contract';
import type { GracefulCreateResult } from '../../../contract/services/assessmentLifecycle';
import type { AssessmentCreateInput } from '../../../contract/services/assessments';
import type { ExamineeListQuery } from '../../../contract/services/examinees';
import type { ExamineeInput } from '../../../domain/examinee';
import type { CreateWarningCode } from '../../../domain/formEligibility';
import type { HttpClient, ServiceEndpoint } from '../../core/http/httpClient';

/** A page of the account's examinees. */
export const fetchExamineePage = (http: HttpClient, endpoint: ServiceEndpoint, query: ExamineeListQuery) =>
  http.send(examinees.listExaminees, { query }, endpoint);

/** Whether an examinee id is free within the account. */
export const checkExamineeIdUnique = (http: HttpClient, endpoint: ServiceEndpoint, examineeId: string) =>
  http.send(examinees.examineeIdUnique, { query: { examineeId } }, endpoint);

/** Creates an examinee. */
export const postExaminee = (http: HttpClient, endpoint: ServiceEndpoint, input: ExamineeInput, idempotencyKey: string) =>
  http.send(examinees.createExaminee, { body: input, idempotencyKey }, endpoint);

/** An examinee with the forms they may take. */
export const fetchExamineeAndForms = (http: HttpClient, endpoint: ServiceEndpoint, examineeRecordId: number) =>
  http.send(examinees.loadExamineeAndForms, { params: { examineeRecordId } }, endpoint);

/** An examinee's assessments, newest first. */
export const fetchExamineeHistory = (http: HttpClient, endpoint: ServiceEndpoint, examineeRecordId: number) =>
  http.send(examinees.examineeHistory, { params: { examineeRecordId } }, endpoint);

/** The account's examiners. */
export const fetchExaminers = (http: HttpClient, endpoint: ServiceEndpoint) => http.send(account.accountExaminers, {}, endpoint);

/** Creates an assessment unless there are warnings (retest, age) not among `confirmedWarnings`; then answers them. */
export const postAssessment = (
  http: HttpClient,
  endpoint: ServiceEndpoint,
  input: AssessmentCreateInput,
  confirmedWarnings: CreateWarningCode[],
  idempotencyKey: string,
): Promise<GracefulCreateResult> => http.send(lifecycle.gracefulCreate, { body: { ...input, confirmedWarnings }, idempotencyKey }, endpoint);
