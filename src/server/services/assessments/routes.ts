/** Handlers of the assessment operations of the assessment facade. */
import { assessments } from '../../../contract';
import type { AppContext } from '../../context';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { actorOf } from '../actor';
import { createAssessment, loadAssessmentDetails, saveAssessment, scoreOnTheFly } from './service';

/** The assessment service's handlers. */
export function assessmentRoutes(context: AppContext): BoundHandler[] {
  const { db } = context;
  return [
    handle(assessments.createAssessment, ({ body }, call) => createAssessment(db, actorOf(call), body, call.now)),
    handle(assessments.saveAssessment, ({ params, body }, call) => saveAssessment(db, actorOf(call), params.assessmentId, body, call.now)),
    handle(assessments.loadAssessmentDetails, ({ params }, call) => loadAssessmentDetails(db, actorOf(call), params.assessmentId, call.now)),
    handle(assessments.onTheFlyScoring, ({ body }) => scoreOnTheFly(db, body.productId, body.responses)),
  ];
}
