/** The message ids of the feedback inbox's statuses, categories and e-mail states. */
import type { FeedbackCategory } from '../../../../domain/feedback';
import type { FeedbackStatus } from '../../../../domain/feedbackInbox';
import type { EmailState } from '../../../../domain/email';
import type { MessageId } from '../../../core/i18n/messageId';

/** Each status's name. */
export const STATUS_MESSAGES: Readonly<Record<FeedbackStatus, MessageId>> = {
  new: 'feedbackInbox.status.new',
  assigned: 'feedbackInbox.status.assigned',
  answered: 'feedbackInbox.status.answered',
  closed: 'feedbackInbox.status.closed',
};

/** Each category's name (the same words as the feedback forms). */
export const CATEGORY_MESSAGES: Readonly<Record<FeedbackCategory, MessageId>> = {
  problem: 'feedbackInbox.category.problem',
  suggestion: 'feedbackInbox.category.suggestion',
  question: 'feedbackInbox.category.question',
  praise: 'feedbackInbox.category.praise',
};

/** What each delivery state of an answer's e-mail says. */
export const EMAIL_MESSAGES: Readonly<Record<EmailState, MessageId>> = {
  queued: 'feedbackInbox.email.queued',
  sending: 'feedbackInbox.email.sending',
  retrying: 'feedbackInbox.email.retrying',
  sent: 'feedbackInbox.email.sent',
  failed: 'feedbackInbox.email.failed',
};
