/** Handlers of the back office's assessment tracker (src/contract/services/assessmentTracker.ts): every one crosses into a customer account, audited. */
import { assessmentTracker } from '../../../contract';
import { type BoundHandler, handleAcrossAccounts } from '../../http/operationHandler';
import { trackerStatusUpdate } from './statusUpdate';
import { trackerByAssessmentId, trackerByExaminee, trackerBySession } from './tracker';

/** The tracker's handlers. */
export function assessmentTrackerRoutes(): BoundHandler[] {
  return [
    handleAcrossAccounts(assessmentTracker.trackerByAssessmentId, ({ params, query }, call) => trackerByAssessmentId(call, params.assessmentId, query)),
    handleAcrossAccounts(assessmentTracker.trackerBySession, ({ params, query }, call) => trackerBySession(call, params.sessionId, query)),
    handleAcrossAccounts(assessmentTracker.trackerByExaminee, ({ params, query }, call) => trackerByExaminee(call, params.accountId, query)),
    handleAcrossAccounts(assessmentTracker.trackerStatusUpdate, ({ params, body }, call) => trackerStatusUpdate(call, params.accountId, params.assessmentId, body)),
  ];
}
