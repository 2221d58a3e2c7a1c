/** Notifications to users and feedback from them. */
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '../../../domain/notifications';
import type { FeedbackCategory } from '../../../domain/feedback';
import { createdAt } from './columns';
import { accounts } from './accounts';
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
  },
  (t) => [index('feedback_created_idx').on(t.createdAt)],
);
