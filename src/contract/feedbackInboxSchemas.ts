/**
 * The shapes the back office's feedback-inbox calls answer (src/contract/services/feedbackInbox.ts):
 * a piece of feedback as staff list it, one with its thread of answers and the actions open to it,
 * and the staff who may be assigned. Types are inferred from these schemas.
 */
import * as yup from 'yup';
import type { FeedbackCategory } from '../domain/feedback';
import type { FeedbackAction, FeedbackStatus } from '../domain/feedbackInbox';
import type { EmailState } from '../domain/email';
import { pageSchemaOf } from './responseSchemas';

const id = () => yup.number().integer().required();
const text = () => yup.string().defined();
const instant = () => yup.string().required();

/** A piece of feedback of any account, as the inbox lists it. */
export const inboxFeedbackSchema = yup.object({
  id: id(),
  accountId: id(),
  accountName: text(),
  category: yup.string<FeedbackCategory>().required(),
  /** The screen it is about (a platform path or a legacy page), or ''. */
  screen: text(),
  message: text(),
  /** 1 (poor) to 5 (excellent), or null. */
  rating: yup.number().integer().nullable().defined(),
  mayContact: yup.boolean().required(),
  /** The sender's name ("Dr. Ada Examiner"). */
  senderName: text(),
  senderUserName: text(),
  status: yup.string<FeedbackStatus>().required(),
  /** The staff member who has it, or null. */
  assignee: yup.object({ id: id(), name: text() }).nullable().defined(),
  /** ISO 8601 instants. */
  createdAt: instant(),
  updatedAt: instant(),
});

/** A page of the inbox. */
export const inboxPageSchema = pageSchemaOf(inboxFeedbackSchema);

/** One answer of a thread. */
export const feedbackAnswerSchema = yup.object({
  id: id(),
  authorName: text(),
  message: text(),
  createdAt: instant(),
  /** The e-mail that carries it: its delivery state and when it was sent; null when the sender has no address. */
  email: yup
    .object({ state: yup.string<EmailState>().required(), sentAt: yup.string().nullable().defined() })
    .nullable()
    .defined(),
});

/** A piece of feedback with its browser, thread and the actions open to it. */
export const feedbackItemSchema = inboxFeedbackSchema.shape({
  /** The sender's browser (User-Agent). */
  userAgent: text(),
  /** Whether an answer also goes out by e-mail (the sender has an address). */
  senderHasEmail: yup.boolean().required(),
  /** The actions open now (domain/feedbackInbox.ts openFeedbackActions). */
  actions: yup.array(yup.string<FeedbackAction>().required()).required(),
  /** The answers, oldest first. */
  answers: yup.array(feedbackAnswerSchema).required(),
});

/** A staff member who may be assigned feedback. */
export const feedbackStaffSchema = yup.object({ id: id(), name: text() });
