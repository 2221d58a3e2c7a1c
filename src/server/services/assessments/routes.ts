/** Handlers of the assessment operations of the assessment facade. */
import { assessments, essays, fhirImport, lifecycle, verification } from '../../../contract';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { actorOf } from '../actor';
import { deleteAssessment, deleteExaminee, listDeletedAssessments, recoverAssessment } from './deletion';
import { checkAge, gracefulCreate, verifyRetest } from './eligibility';
import { scoreEssay } from './essayScoring';
import { importQuestionnaireResponses } from './fhirImport';
import { endpointSystems } from '../fhir/service';
import { cloneAssessment, scorabilityOf } from './lifecycle';
import { createAssessment, loadAssessmentDetails, saveAssessment, scoreOnTheFly } from './service';
import { scoringContextOn } from '../../../domain/scoring/scoreTypes';
import { beginVerification, cancelVerification, endVerification, verificationStatus } from './verification';

/** The assessment service's handlers. */
export function assessmentRoutes(): BoundHandler[] {
  return [
    handle(assessments.createAssessment, ({ body }, call) => createAssessment(call.db, actorOf(call), body, call.now)),
    handle(assessments.saveAssessment, ({ params, body }, call) => saveAssessment(call.db, actorOf(call), params.assessmentId, body, call.now)),
    handle(assessments.loadAssessmentDetails, ({ params }, call) => loadAssessmentDetails(call.db, actorOf(call), params.assessmentId)),
    handle(assessments.onTheFlyScoring, ({ body }, call) =>
      scoreOnTheFly(call.db, body.productId, body.responses, body.context ?? scoringContextOn(call.now.toISOString().slice(0, 10)), body.productVersion),
    ),
    handle(fhirImport.importQuestionnaireResponse, ({ body }, call) =>
      importQuestionnaireResponses(call.db, actorOf(call), endpointSystems(call.context.config.publicBaseUrl), body, call.now),
    ),
    handle(essays.essayScoring, ({ params, body }, call) => scoreEssay(call.db, actorOf(call), params.assessmentId, params.itemId, body, call.now)),
    // Lifecycle: deletion and recovery, clone, eligibility checks, graceful create, scorability.
    handle(lifecycle.deleteExaminee, ({ params }, call) => deleteExaminee(call.db, actorOf(call), params.examineeRecordId, call.now)),
    handle(lifecycle.deleteAssessment, ({ params }, call) => deleteAssessment(call.db, actorOf(call), params.assessmentId, call.now)),
    handle(lifecycle.deletedAssessments, (_input, call) => listDeletedAssessments(call.db, actorOf(call), call.now)),
    handle(lifecycle.recoverAssessment, ({ params }, call) => recoverAssessment(call.db, actorOf(call), params.assessmentId, call.now)),
    handle(lifecycle.cloneAssessment, ({ params, body }, call) => cloneAssessment(call.db, actorOf(call), params.assessmentId, body, call.now)),
    handle(lifecycle.ageCheck, ({ query }, call) => checkAge(call.db, actorOf(call), query)),
    handle(lifecycle.retestVerification, ({ query }, call) => verifyRetest(call.db, actorOf(call), query)),
    handle(lifecycle.gracefulCreate, ({ body }, call) => gracefulCreate(call.db, actorOf(call), body, call.now)),
    handle(lifecycle.scorabilityErrors, ({ params }, call) => scorabilityOf(call.db, actorOf(call), params.assessmentId)),
    // Item entry verification.
    handle(verification.itemEntryVerificationStatus, ({ params }, call) => verificationStatus(call.db, actorOf(call), params.assessmentId)),
    handle(verification.itemEntryVerificationBegin, ({ params }, call) => beginVerification(call.db, actorOf(call), params.assessmentId, call.now)),
    handle(verification.itemEntryVerificationEnd, ({ params, body }, call) => endVerification(call.db, actorOf(call), params.assessmentId, body, call.now)),
    handle(verification.itemEntryVerificationCancel, ({ params }, call) => cancelVerification(call.db, actorOf(call), params.assessmentId)),
  ];
}
