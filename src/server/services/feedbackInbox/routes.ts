/** Handlers of the back office's feedback inbox (src/contract/services/feedbackInbox.ts). */
import { feedbackInbox } from '../../../contract';
import { type BoundHandler, handle, handleAcrossAccounts } from '../../http/operationHandler';
import { answerFeedback, assignFeedback, changeFeedbackStatus, feedbackStaff, findFeedback, readFeedback } from './service';

/** The inbox's handlers: the staff list stays in the caller's own account; the rest cross accounts, audited. */
export function feedbackInboxRoutes(): BoundHandler[] {
  return [
    handle(feedbackInbox.feedbackStaff, (_input, call) => feedbackStaff(call)),
    handleAcrossAccounts(feedbackInbox.feedbackInbox, ({ query }, call) => findFeedback(call, query)),
    handleAcrossAccounts(feedbackInbox.feedbackItem, ({ params, query }, call) => readFeedback(call, params.accountId, params.feedbackId, query.reason)),
    handleAcrossAccounts(feedbackInbox.assignFeedback, ({ params, body }, call) => assignFeedback(call, params.accountId, params.feedbackId, body)),
    handleAcrossAccounts(feedbackInbox.answerFeedback, ({ params, body }, call) => answerFeedback(call, params.accountId, params.feedbackId, body)),
    handleAcrossAccounts(feedbackInbox.closeFeedback, ({ params, body }, call) => changeFeedbackStatus(call, params.accountId, params.feedbackId, 'close', body)),
    handleAcrossAccounts(feedbackInbox.reopenFeedback, ({ params, body }, call) => changeFeedbackStatus(call, params.accountId, params.feedbackId, 'reopen', body)),
  ];
}
