/** The feedback inbox's rows as its calls answer them (src/contract/feedbackInboxSchemas.ts). */
import type { FeedbackItem, InboxFeedback } from '../../../contract/services/feedbackInbox';
import { openFeedbackActions } from '../../../domain/feedbackInbox';
import { personName } from '../../auth/principal';
import type { FeedbackAnswerRow, FeedbackRow } from '../../db/repositories/feedbackInbox';

/** A stored piece of feedback as the inbox lists it. */
export function toInboxFeedback(row: FeedbackRow): InboxFeedback {
  return {
    id: row.id,
    accountId: row.accountId,
    accountName: row.accountName,
    category: row.category,
    screen: row.screen,
    message: row.message,
    rating: row.rating,
    mayContact: row.mayContact,
    senderName: personName(row.sender),
    senderUserName: row.sender.username,
    status: row.status,
    assignee: row.assigneeId === null ? null : { id: row.assigneeId, name: row.assigneeName ?? '' },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A piece of feedback with its thread and the actions open to it. */
export function toFeedbackItem(row: FeedbackRow, answers: readonly FeedbackAnswerRow[], senderHasEmail: boolean): FeedbackItem {
  return {
    ...toInboxFeedback(row),
    userAgent: row.userAgent,
    senderHasEmail,
    actions: openFeedbackActions({ status: row.status, assigned: row.assigneeId !== null }),
    answers: answers.map((answer) => ({
      id: answer.id,
      authorName: answer.authorName,
      message: answer.message,
      createdAt: answer.createdAt.toISOString(),
      email: answer.email === null ? null : { state: answer.email.state, sentAt: answer.email.sentAt?.toISOString() ?? null },
    })),
  };
}
