/** Handlers of the assessment operations of the assessment facade. */
import { assessments, essays, lifecycle, verification } from '../../../contract';
import type { AppContext } from '../../context';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { actorOf } from '../actor';
import { deleteAssessment, deleteExaminee, listDeletedAssessments, recoverAssessment } from './deletion';
import { checkAge, gracefulCreate, verifyRetest } from './eligibility';
import { scoreEssay } from './essayScoring';
import { cloneAssessment, scorabilityOf } from './lifecycle';
import { createAssessment, loadAssessmentDetails, saveAssessment, scoreOnTheFly } from './service';
import { scoringContextOn } from '../../../domain/scoring/scoreTypes';
import { beginVerification, cancelVerification, endVerification, verificationStatus } from './verification';

/** The assessment service's handlers. */
export function assessmentRoutes(context: AppContext): BoundHandler[] {
  const { db } = context;
  return [
    handle(assessments.createAssessment, ({ body }, call) => createAssessment(db, actorOf(call), body, call.now)),
    handle(assessments.saveAssessment, ({ params, body }, call) => saveAssessment(db, actorOf(call), params.assessmentId, body, call.now)),
    handle(assessments.loadAssessmentDetails, ({ params }, call) => loadAssessmentDetails(db, actorOf(call), params.assessmentId, call.now)),
    handle(assessments.onTheFlyScoring, ({ body }, call) =>
      scoreOnTheFly(db, body.productId, body.responses, body.context ?? scoringContextOn(call.now.toISOString().slice(0, 10))),
    ),
    handle(essays.essayScoring, ({ params, body }, call) => scoreEssay(db, actorOf(call), params.assessmentId, params.itemId, body, call.now)),
    // Lifecycle: deletion and recovery, clone, eligibility checks, graceful create, scorability.
    handle(lifecycle.deleteExaminee, ({ params }, call) => deleteExaminee(db, actorOf(call), params.examineeRecordId, call.now)),
    handle(lifecycle.deleteAssessment, ({ params }, call) => deleteAssessment(db, actorOf(call), params.assessmentId, call.now)),
    handle(lifecycle.deletedAssessments, (_input, call) => listDeletedAssessments(db, actorOf(call), call.now)),
    handle(lifecycle.recoverAssessment, ({ params }, call) => recoverAssessment(db, actorOf(call), params.assessmentId, call.now)),
    handle(lifecycle.cloneAssessment, ({ params, body }, call) => cloneAssessment(db, actorOf(call), params.assessmentId, body, call.now)),
    handle(lifecycle.ageCheck, ({ query }, call) => checkAge(db, actorOf(call), query, call.now)),
    handle(lifecycle.retestVerification, ({ query }, call) => verifyRetest(db, actorOf(call), query, call.now)),
    handle(lifecycle.gracefulCreate, ({ body }, call) => gracefulCreate(db, actorOf(call), body, call.now)),
    handle(lifecycle.scorabilityErrors, ({ params }, call) => scorabilityOf(db, actorOf(call), params.assessmentId, call.now)),
    // Item entry verification.
    handle(verification.itemEntryVerificationStatus, ({ params }, call) => verificationStatus(db, actorOf(call), params.assessmentId, call.now)),
    handle(verification.itemEntryVerificationBegin, ({ params }, call) => beginVerification(db, actorOf(call), params.assessmentId, call.now)),
    handle(verification.itemEntryVerificationEnd, ({ params, body }, call) => endVerification(db, actorOf(call), params.assessmentId, body, call.now)),
    handle(verification.itemEntryVerificationCancel, ({ params }, call) => cancelVerification(db, actorOf(call), params.assessmentId, call.now)),
  ];
}
