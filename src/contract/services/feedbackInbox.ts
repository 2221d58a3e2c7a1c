/**
 * The back office's feedback inbox (issue #17: "Feedback that users send reaches a back-office
 * inbox: read, assign, answer, close"; the operation ids are ours, under the `/back-office`
 * prefix of CATALOGUE.md). Feedback is its sender's account's data, so every call that reads or
 * changes it says `reach: 'allAccounts'` and takes the staff member's stated reason, which the
 * audit log keeps with each account entered. The status rules are src/domain/feedbackInbox.ts.
 */
import * as yup from 'yup';
import { FEEDBACK_CATEGORIES } from '../../domain/feedback';
import { FEEDBACK_STATUSES, feedbackAnswerTextSchema } from '../../domain/feedbackInbox';
import { PERMISSIONS } from '../../domain/permissions';
import { staffReasonSchema } from '../../domain/staffReason';
import { feedbackItemSchema, feedbackStaffSchema, inboxPageSchema } from '../feedbackInboxSchemas';
import { defineOperation } from '../operation';

export { SCREENS } from './feedbackInboxScreens';

const MANAGE = [PERMISSIONS.FEEDBACK_MANAGE] as const;

/** A piece of feedback as the inbox lists it ({@link inboxPageSchema}). */
export type InboxFeedback = yup.InferType<typeof inboxPageSchema>['items'][number];
/** A page of the inbox. */
export type InboxPage = yup.InferType<typeof inboxPageSchema>;
/** A piece of feedback with its thread ({@link feedbackItemSchema}). */
export type FeedbackItem = yup.InferType<typeof feedbackItemSchema>;
/** One answer of a thread. */
export type FeedbackAnswer = FeedbackItem['answers'][number];
/** A staff member who may be assigned ({@link feedbackStaffSchema}). */
export type FeedbackStaffMember = yup.InferType<typeof feedbackStaffSchema>;

/** The most pieces of feedback one page shows. */
export const MAX_INBOX_PAGE_SIZE = 100;

/** The largest record id: ids are PostgreSQL `integer`s, so a larger one names nothing and is refused as bad input. */
const MAX_RECORD_ID = 2_147_483_647;
const recordId = () => yup.number().integer().positive().max(MAX_RECORD_ID).required();

/** yup schema of {@link InboxQuery}. */
const inboxQuerySchema = yup.object({
  status: yup.string().oneOf([...FEEDBACK_STATUSES], 'Choose a status.'),
  /** The staff member who has it (a user id). */
  assigneeId: yup.number().integer().positive().max(MAX_RECORD_ID),
  category: yup.string().oneOf([...FEEDBACK_CATEGORIES], 'Choose one of the feedback categories.'),
  /** An account's name (any part, any case) or its id. */
  account: yup.string().trim().max(120),
  reason: staffReasonSchema,
  page: yup.number().integer().min(1),
  pageSize: yup.number().integer().min(1).max(MAX_INBOX_PAGE_SIZE),
});
/** Query of the inbox ({@link inboxQuerySchema}). */
export type InboxQuery = yup.InferType<typeof inboxQuerySchema>;

/** The feedback of every account, filtered by status, assignee, category and account, newest first. */
export const feedbackInbox = defineOperation<Record<string, never>, InboxQuery, undefined, InboxPage>({
  id: 'backOffice.feedbackInbox',
  service: 'backOffice',
  method: 'GET',
  path: '/feedback',
  summary: 'The feedback users sent, of every account, filtered by status, assignee, category and account, newest first (back office, with a stated reason).',
  access: MANAGE,
  reach: 'allAccounts',
  query: inboxQuerySchema,
  response: 'json',
  responseSchema: inboxPageSchema,
  audit: { entity: 'feedback', id: null },
});

/** Who may be assigned feedback. */
export const feedbackStaff = defineOperation<Record<string, never>, Record<string, never>, undefined, FeedbackStaffMember[]>({
  id: 'backOffice.feedbackStaff',
  service: 'backOffice',
  method: 'GET',
  path: '/feedback/staff',
  summary: "The operator's active staff who hold the feedback inbox's permission, by name: whom feedback may be assigned to.",
  access: MANAGE,
  response: 'json',
  responseSchema: yup.array(feedbackStaffSchema).required(),
  audit: 'none',
});

const itemParamsSchema = yup.object({ accountId: recordId(), feedbackId: recordId() });
/** A piece of feedback of an account. */
type ItemParams = yup.InferType<typeof itemParamsSchema>;

/** yup schema of {@link FeedbackReasonQuery}. */
const reasonQuerySchema = yup.object({ reason: staffReasonSchema });
/** The stated reason of a read. */
export type FeedbackReasonQuery = yup.InferType<typeof reasonQuerySchema>;

/** One piece of feedback with its thread and the actions open to it. */
export const feedbackItem = defineOperation<ItemParams, FeedbackReasonQuery, undefined, FeedbackItem>({
  id: 'backOffice.feedbackItem',
  service: 'backOffice',
  method: 'GET',
  path: '/accounts/{accountId}/feedback/{feedbackId}',
  summary: "A piece of feedback of an account with its sender, its thread of answers and the actions open to it.",
  access: MANAGE,
  reach: 'allAccounts',
  params: itemParamsSchema,
  query: reasonQuerySchema,
  response: 'json',
  responseSchema: feedbackItemSchema,
  audit: { entity: 'feedback', id: { params: 'feedbackId' } },
});

/** yup schema of {@link AssignFeedbackBody}. */
const assignBodySchema = yup.object({
  assigneeId: yup.number().integer().positive().max(MAX_RECORD_ID).required('Choose whom to assign it to.'),
  reason: staffReasonSchema,
});
/** Whom to assign feedback to, with the reason. */
export type AssignFeedbackBody = yup.InferType<typeof assignBodySchema>;

/** Assigns (or reassigns) a piece of feedback to a staff member. */
export const assignFeedback = defineOperation<ItemParams, Record<string, never>, AssignFeedbackBody, FeedbackItem>({
  id: 'backOffice.assignFeedback',
  service: 'backOffice',
  method: 'POST',
  path: '/accounts/{accountId}/feedback/{feedbackId}/assignment',
  summary: 'Assigns a piece of feedback to a staff member who holds the inbox permission (new becomes assigned); closed feedback is reopened first.',
  access: MANAGE,
  reach: 'allAccounts',
  params: itemParamsSchema,
  body: assignBodySchema,
  response: 'json',
  responseSchema: feedbackItemSchema,
  audit: { entity: 'feedback', id: { params: 'feedbackId' } },
});

/** yup schema of {@link AnswerFeedbackBody}. */
const answerBodySchema = yup.object({ message: feedbackAnswerTextSchema, reason: staffReasonSchema });
/** An answer with the reason. */
export type AnswerFeedbackBody = yup.InferType<typeof answerBodySchema>;

/** Answers a piece of feedback: the thread keeps it, and the sender gets it as a notification and by e-mail. */
export const answerFeedback = defineOperation<ItemParams, Record<string, never>, AnswerFeedbackBody, FeedbackItem>({
  id: 'backOffice.answerFeedback',
  service: 'backOffice',
  method: 'POST',
  path: '/accounts/{accountId}/feedback/{feedbackId}/answers',
  summary: "Answers a piece of feedback: the answer joins its thread and reaches the sender as a notification and, when they have an address, an e-mail.",
  access: MANAGE,
  reach: 'allAccounts',
  params: itemParamsSchema,
  body: answerBodySchema,
  response: 'json',
  responseSchema: feedbackItemSchema,
  audit: { entity: 'feedback', id: { params: 'feedbackId' } },
});

/** yup schema of {@link FeedbackReasonBody}. */
const reasonBodySchema = yup.object({ reason: staffReasonSchema });
/** The stated reason of a status action. */
export type FeedbackReasonBody = yup.InferType<typeof reasonBodySchema>;

/** Closes a piece of feedback. */
export const closeFeedback = defineOperation<ItemParams, Record<string, never>, FeedbackReasonBody, FeedbackItem>({
  id: 'backOffice.closeFeedback',
  service: 'backOffice',
  method: 'POST',
  path: '/accounts/{accountId}/feedback/{feedbackId}/close',
  summary: 'Closes a piece of feedback (from new, assigned or answered).',
  access: MANAGE,
  reach: 'allAccounts',
  params: itemParamsSchema,
  body: reasonBodySchema,
  response: 'json',
  responseSchema: feedbackItemSchema,
  audit: { entity: 'feedback', id: { params: 'feedbackId' } },
});

/** Reopens closed feedback. */
export const reopenFeedback = defineOperation<ItemParams, Record<string, never>, FeedbackReasonBody, FeedbackItem>({
  id: 'backOffice.reopenFeedback',
  service: 'backOffice',
  method: 'POST',
  path: '/accounts/{accountId}/feedback/{feedbackId}/reopen',
  summary: 'Reopens closed feedback: assigned when it has an assignee, else new.',
  access: MANAGE,
  reach: 'allAccounts',
  params: itemParamsSchema,
  body: reasonBodySchema,
  response: 'json',
  responseSchema: feedbackItemSchema,
  audit: { entity: 'feedback', id: { params: 'feedbackId' } },
});
