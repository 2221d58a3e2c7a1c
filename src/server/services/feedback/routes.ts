/** Handlers of the feedback calls (contract/services/feedback.ts). */
import { feedbackMetadata, submitFeedback as submitFeedbackOperation } from '../../../contract/services/feedback';
import type { AppContext } from '../../context';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { feedbackMetadataOf, submitFeedback } from './service';
import { type FeedbackSettings, feedbackSettingsOf } from './settings';

/**
 * The feedback handlers.
 * @param settings the feedback settings; read from the environment when not given.
 */
export function feedbackRoutes(context: AppContext, settings: FeedbackSettings = feedbackSettingsOf(context.config)): BoundHandler[] {
  return [
    handle(feedbackMetadata, async () => feedbackMetadataOf(settings)),
    handle(submitFeedbackOperation, ({ body }, call) =>
      submitFeedback(context.db, { principal: call.user, ip: call.ip, userAgent: call.request.headers['user-agent'] ?? '' }, body, call.now),
    ),
  ];
}
