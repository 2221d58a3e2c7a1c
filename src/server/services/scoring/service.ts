/**
 * scoring.demographicsCheck: the assessment and its examinee of the caller's account (another
 * account's assessment is a missing one), checked by the domain's rule
 * (domain/scoring/demographicsCheck.ts) with the stored administration or the one as entered.
 */
import type { DemographicsCheckAnswer, DemographicsCheckQuery } from '../../../contract/services/scoring';
import type { AdministrationDetails } from '../../../domain/assessment';
import { demographicsCheck } from '../../../domain/scoring/demographicsCheck';
import { scoringContextFor } from '../../../domain/scoring/scoringContext';
import type { SignedInCall } from '../../http/operationHandler';
import { notFound } from '../../http/problems';
import { productOfAssessment } from '../products/service';

/** The administration as the page has it: only the fields given. */
function enteredAdministration(query: DemographicsCheckQuery): AdministrationDetails {
  return {
    ...(query.grade !== undefined ? { grade: query.grade } : {}),
    ...(query.season !== undefined ? { season: query.season } : {}),
    ...(query.comparisonGroupId !== undefined ? { comparisonGroupId: query.comparisonGroupId } : {}),
  };
}

/** @throws HttpProblem notFound when the account has no such assessment (or its examinee is gone). */
export async function checkDemographics(call: SignedInCall, assessmentId: number, query: DemographicsCheckQuery): Promise<DemographicsCheckAnswer> {
  const assessment = await call.repos.assessments.find(assessmentId);
  if (!assessment) throw notFound('The assessment');
  const examinee = await call.repos.examinees.find(assessment.examineeRecordId);
  if (!examinee) throw notFound('The assessment');
  const product = await productOfAssessment(call.db, assessment);
  const administration = query.asEntered ? enteredAdministration(query) : assessment.administration;
  return demographicsCheck(product, scoringContextFor(examinee, administration, assessment.administrationDate));
}
