/** Handlers of the feedback calls (contract/services/feedback.ts). */
import { feedbackMetadata, submitFeedback as submitFeedbackOperation } from '../../../contract/services/feedback';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { feedbackMetadataOf, submitFeedback } from './service';

/**
 * The feedback handlers.
 * The support address comes from the server settings (`FEEDBACK_EMAIL`).
 */
export function feedbackRoutes(): BoundHandler[] {
  return [
    handle(feedbackMetadata, async (_input, { context }) => feedbackMetadataOf(context.config.feedbackEmail)),
    handle(submitFeedbackOperation, ({ body }, call) =>
      submitFeedback(call.db, { principal: call.user, ip: call.ip, userAgent: call.request.headers['user-agent'] ?? '' }, body, call.now),
    ),
  ];
}
