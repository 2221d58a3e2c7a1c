import type { AssessmentStatus } from '../../../../domain/assessment';
import type { MessageId } from '../../../core/i18n/messageId';

/** The message of each assessment status. */
export const STATUS_MESSAGES: Record<AssessmentStatus, MessageId> = {
  draft: 'status.draft',
  inProgress: 'status.inProgress',
  complete: 'status.complete',
  scored: 'status.scored',
};
