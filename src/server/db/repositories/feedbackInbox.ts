/**
 * The back office's side of one account's feedback (issue #17, the feedback inbox): read one with
 * its thread of answers, assign it, change its status, add an answer, and the sender's contact
 * for delivering it. Made for the account internal staff entered through the audited
 * cross-account scope (http/crossAccount.ts); every query is filtered by that account, so another
 * account's feedback is a missing one. `staffMembers` is the exception by purpose: made for the
 * operator's own account, it lists who may be assigned.
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FeedbackCategory } from '../../../domain/feedback';
import type { FeedbackStatus } from '../../../domain/feedbackInbox';
import type { EmailState } from '../../../domain/email';
import type { RoleName } from '../../../domain/permissions';
import type { Db } from '../client';
import { accounts, emailMessages, feedback, feedbackAnswers, users } from '../schema';
import type { AccountScope } from './scope';
import { userNameColumns } from './userColumns';

/** A piece of feedback as staff read it, with its sender and its account. */
export interface FeedbackRow {
  id: number;
  accountId: number;
  accountName: string;
  category: FeedbackCategory;
  screen: string;
  message: string;
  rating: number | null;
  mayContact: boolean;
  userAgent: string;
  createdAt: Date;
  updatedAt: Date;
  status: FeedbackStatus;
  assigneeId: number | null;
  assigneeName: string | null;
  /** The sender's name parts and user name. */
  sender: { title: string; firstName: string; lastName: string; username: string };
}

/** The columns of {@link FeedbackRow} (shared with the search over every account, platform/feedbackSearch.ts). */
export const feedbackRowColumns = {
  id: feedback.id,
  accountId: accounts.id,
  accountName: accounts.name,
  category: feedback.category,
  screen: feedback.screen,
  message: feedback.message,
  rating: feedback.rating,
  mayContact: feedback.mayContact,
  userAgent: feedback.userAgent,
  createdAt: feedback.createdAt,
  updatedAt: feedback.updatedAt,
  status: feedback.status,
  assigneeId: feedback.assigneeId,
  assigneeName: feedback.assigneeName,
  sender: { ...userNameColumns, username: users.username },
};

/** One answer of a thread, with the delivery of its e-mail (null: the sender had no address). */
export interface FeedbackAnswerRow {
  id: number;
  authorName: string;
  message: string;
  createdAt: Date;
  email: { state: EmailState; sentAt: Date | null } | null;
}

/** Where an answer goes: the sender's address ('' when none), name and chosen language. */
export interface FeedbackSenderContact {
  userId: number;
  email: string;
  name: string;
  /** The code of the language the user chose, if they chose one (domain/locale.ts localeForLanguage reads it). */
  languageCode: string | null;
}

/** A staff member who may be assigned feedback. */
export interface StaffMemberRow {
  id: number;
  title: string;
  firstName: string;
  lastName: string;
}

/** The back office's feedback of the scope's account. */
export interface FeedbackInboxRepository {
  /** The account's feedback `feedbackId` (`forUpdate`: locked until the transaction ends), or null. */
  item(feedbackId: number, options?: { forUpdate?: boolean }): Promise<FeedbackRow | null>;
  /** The thread of `feedbackId`, oldest first. */
  answers(feedbackId: number): Promise<FeedbackAnswerRow[]>;
  /** Sets the status and the assignee (null: keeps the one it has) of `feedbackId` at `now`. */
  update(feedbackId: number, change: { status: FeedbackStatus; assignee?: { id: number; name: string } }, now: Date): Promise<void>;
  /** Adds an answer by the scope's user; answers its id. @throws Error when the scope has no user. */
  addAnswer(answer: { feedbackId: number; authorName: string; message: string; emailMessageId: number | null }, now: Date): Promise<number>;
  /** The contact of the account's user `userId`, or null. */
  senderContact(userId: number): Promise<FeedbackSenderContact | null>;
  /** The sender of `feedbackId`, or null. */
  senderOf(feedbackId: number): Promise<number | null>;
  /** The account's active internal users of `roles`, by name: who may be assigned. */
  staffMembers(roles: readonly RoleName[]): Promise<StaffMemberRow[]>;
}

/** The feedback-inbox repository of `scope`'s account over `db`. */
export function feedbackInboxRepository(db: Db, scope: AccountScope): FeedbackInboxRepository {
  const own = (...conditions: SQL[]) => and(eq(feedback.accountId, scope.accountId), ...conditions);
  return {
    async item(feedbackId, options) {
      const query = db
        .select(feedbackRowColumns)
        .from(feedback)
        .innerJoin(accounts, eq(accounts.id, feedback.accountId))
        .innerJoin(users, eq(users.id, feedback.userId))
        .where(own(eq(feedback.id, feedbackId)));
      const [row] = options?.forUpdate ? await query.for('update', { of: feedback }) : await query;
      return row ?? null;
    },
    async answers(feedbackId) {
      const rows = await db
        .select({
          id: feedbackAnswers.id,
          authorName: feedbackAnswers.authorName,
          message: feedbackAnswers.message,
          createdAt: feedbackAnswers.createdAt,
          emailState: emailMessages.state,
          emailSentAt: emailMessages.sentAt,
        })
        .from(feedbackAnswers)
        .leftJoin(emailMessages, and(eq(emailMessages.id, feedbackAnswers.emailMessageId), eq(emailMessages.accountId, scope.accountId)))
        .where(and(eq(feedbackAnswers.accountId, scope.accountId), eq(feedbackAnswers.feedbackId, feedbackId)))
        .orderBy(asc(feedbackAnswers.createdAt), asc(feedbackAnswers.id));
      return rows.map(({ emailState, emailSentAt, ...answer }) => ({ ...answer, email: emailState === null ? null : { state: emailState, sentAt: emailSentAt } }));
    },
    async update(feedbackId, change, now) {
      await db
        .update(feedback)
        .set({ status: change.status, ...(change.assignee ? { assigneeId: change.assignee.id, assigneeName: change.assignee.name } : {}), updatedAt: now })
        .where(own(eq(feedback.id, feedbackId)));
    },
    async addAnswer(answer, now) {
      if (scope.userId === null) throw new Error('An answer is written by a user; the scope has none.');
      const [row] = await db
        .insert(feedbackAnswers)
        .values({ ...answer, accountId: scope.accountId, authorId: scope.userId, createdAt: now })
        .returning({ id: feedbackAnswers.id });
      if (!row) throw new Error('The answer insert returned nothing.');
      return row.id;
    },
    async senderContact(userId) {
      const [row] = await db
        .select({ userId: users.id, email: users.email, ...userNameColumns, preferences: users.preferences })
        .from(users)
        .where(and(eq(users.accountId, scope.accountId), eq(users.id, userId)));
      if (!row) return null;
      const name = [row.title, row.firstName, row.lastName].filter((part) => part.trim() !== '').join(' ');
      return { userId: row.userId, email: row.email.trim(), name, languageCode: row.preferences.language?.languageCode ?? null };
    },
    async senderOf(feedbackId) {
      const [row] = await db.select({ userId: feedback.userId }).from(feedback).where(own(eq(feedback.id, feedbackId)));
      return row?.userId ?? null;
    },
    async staffMembers(roles) {
      if (roles.length === 0) return [];
      return db
        .select({ id: users.id, ...userNameColumns })
        .from(users)
        .where(and(eq(users.accountId, scope.accountId), eq(users.internal, true), eq(users.active, true), inArray(users.role, [...roles])))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
    },
  };
}
