/** Calls of the assessments feature. */
import { assessments, essays, scoring } from '../../../contract';
import type { AdministrationDetails } from '../../../domain/assessment';
import type { AssessmentSaveInput } from '../../../contract/services/assessments';
import type { EssayScoringInput } from '../../../contract/services/essayScoring';
import type { HttpClient, ServiceEndpoint } from '../../core/http/httpClient';

/** An assessment with its examinee, product definition and examiner name. */
export const fetchAssessmentDetails = (http: HttpClient, endpoint: ServiceEndpoint, assessmentId: number) =>
  http.send(assessments.loadAssessmentDetails, { params: { assessmentId } }, endpoint);

/**
 * Saves responses and status; status 'scored' records the score. A stale `version` answers 409,
 * unless `idempotencyKey` is the key of the same save already applied: its answer is replayed.
 */
export const putAssessment = (http: HttpClient, endpoint: ServiceEndpoint, assessmentId: number, body: AssessmentSaveInput, idempotencyKey: string) =>
  http.send(assessments.saveAssessment, { params: { assessmentId }, body, idempotencyKey }, endpoint);

/** Stores the rubric levels of an essay item (assessment.essayScoring); a stale `version` answers 409. */
export const putEssayScores = (http: HttpClient, endpoint: ServiceEndpoint, assessmentId: number, itemId: string, body: EssayScoringInput) =>
  http.send(essays.essayScoring, { params: { assessmentId, itemId }, body }, endpoint);

/** What the norms of the assessment's product need, checked against its examinee and the administration as entered on the page. */
export const fetchDemographicsCheck = (http: HttpClient, endpoint: ServiceEndpoint, assessmentId: number, administration: AdministrationDetails) =>
  http.send(scoring.demographicsCheck, { params: { assessmentId }, query: { asEntered: true, ...administration } }, endpoint);
