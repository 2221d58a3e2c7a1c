/** Notifications to users and feedback from them. */
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '../../../domain/notifications';
import type { FeedbackCategory } from '../../../domain/feedback';
import type { FeedbackStatus } from '../../../domain/feedbackInbox';
import { createdAt } from './columns';
import { accounts } from './accounts';
import { emailMessages } from './email';
import { users } from './users';

/** Notifications to one user (the legacy notifications list); read once opened or marked. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** A path in the platform the notification leads to ("/examinees/12/assessments/40"), or null. */
    link: text('link'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

/** Feedback users sent (misc.submitFeedback), kept for the back office. */
export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null for internal users, who belong to no customer account's data. */
    accountId: integer('account_id').references(() => accounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    category: text('category').$type<FeedbackCategory>().notNull(),
    /** The screen the feedback is about (a path of the platform or a legacy page), or ''. */
    screen: text('screen').notNull().default(''),
    message: text('message').notNull(),
    /** 1 (poor) to 5 (excellent), or null when not given. */
    rating: integer('rating'),
    /** The user agrees to be contacted about it. */
    mayContact: boolean('may_contact').notNull().default(false),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    /** Where the back office's inbox has it (domain/feedbackInbox.ts). */
    status: text('status').$type<FeedbackStatus>().notNull().default('new'),
    /** The staff member who has it (a user of the operator's own account), or null. */
    assigneeId: integer('assignee_id').references(() => users.id),
    /** Their name when assigned: a transaction inside the customer's account cannot read the operator's users. */
    assigneeName: text('assignee_name'),
    /** The last change of status or assignee (the creation until then). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt), index('feedback_status_idx').on(t.status, t.createdAt)],
);

/**
 * The back office's answers to a piece of feedback (append-only), each delivered to the sender as
 * a notification and, when the sender has an address, an e-mail (`email_messages`).
 */
export const feedbackAnswers = pgTable(
  'feedback_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The feedback's account: the answer is the sender's account's data like the feedback. */
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedback.id),
    /** The staff member who answered (a user of the operator's own account). */
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    /** Their name when they answered (the account's transaction cannot read the operator's users). */
    authorName: text('author_name').notNull(),
    message: text('message').notNull(),
    /** The e-mail that carries it to the sender, or null when the sender has no address. */
    emailMessageId: integer('email_message_id').references(() => emailMessages.id),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_answers_feedback_idx').on(t.accountId, t.feedbackId, t.createdAt)],
);
