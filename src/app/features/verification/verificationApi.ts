/** Calls of the item entry verification feature: plain async functions over the injected http client. */
import { assessments, verification } from '../../../contract';
import type { VerificationEndInput } from '../../../contract/services/verification';
import type { HttpClient, ServiceEndpoint } from '../../core/http/httpClient';

/** The assessment with its product (the items to enter) and examinee. */
export const fetchVerificationDetails = (http: HttpClient, endpoint: ServiceEndpoint, assessmentId: number) =>
  http.send(assessments.loadAssessmentDetails, { params: { assessmentId } }, endpoint);

/** The verification state (never the first entry's values outside the discrepancies). */
export const fetchVerificationState = (http: HttpClient, endpoint: ServiceEndpoint, assessmentId: number) =>
  http.send(verification.itemEntryVerificationStatus, { params: { assessmentId } }, endpoint);

/** Begins the blind second entry. */
export const postVerificationBegin = (http: HttpClient, endpoint: ServiceEndpoint, assessmentId: number, idempotencyKey: string) =>
  http.send(verification.itemEntryVerificationBegin, { params: { assessmentId }, idempotencyKey }, endpoint);

/** Submits the second entry, or the resolutions of its discrepancies. */
export const putVerificationEnd = (http: HttpClient, endpoint: ServiceEndpoint, assessmentId: number, body: VerificationEndInput) =>
  http.send(verification.itemEntryVerificationEnd, { params: { assessmentId }, body }, endpoint);

/** Cancels the verification under way. */
export const deleteVerification = (http: HttpClient, endpoint: ServiceEndpoint, assessmentId: number) =>
  http.send(verification.itemEntryVerificationCancel, { params: { assessmentId } }, endpoint);
