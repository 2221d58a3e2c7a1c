/**
 * An account's retention case as data-retention staff handle it (issue #18): the facts of its
 * state, its administrators' addresses, the notices sent to it with their e-mails' delivery, and
 * the changes staff make (assignee, deletion dates, legal hold). Made for the account staff
 * entered through the audited cross-account scope (http/crossAccount.ts): every query is filtered
 * by that account, so another account's notice or e-mail is a missing one. `staffMembers` is made
 * for the operator's own account and lists who may be assigned a case.
 */
import { and, asc, desc, eq, inArray, max } from 'drizzle-orm';
import type { EmailState } from '../../../domain/email';
import type { RoleName } from '../../../domain/permissions';
import type { Db } from '../client';
import { accounts, emailDeliveryAttempts, emailMessages, retentionNotices, users } from '../schema';
import type { AccountScope } from './scope';
import { userNameColumns } from './userColumns';

/** The account's row as its case reads it, with its users' last sign-in. */
export interface RetentionCaseRow {
  id: number;
  name: string;
  createdAt: Date;
  dllAccount: boolean;
  dllDeletionDate: string | null;
  selfDeletionRequestedAt: Date | null;
  selfDeletionDate: string | null;
  dormantSince: Date | null;
  legalHoldReason: string | null;
  legalHoldSetAt: Date | null;
  legalHoldSetBy: number | null;
  deletedAt: Date | null;
  deletionReason: string | null;
  retentionAssigneeId: number | null;
  /** The latest sign-in of any of its users; null when nobody ever signed in. */
  lastActivityAt: Date | null;
}

/** An administrator's contact. */
export interface AdministratorContact {
  userId: number;
  title: string;
  firstName: string;
  lastName: string;
  userName: string;
  email: string;
  phone: string;
}

/** A notice sent to the account. */
export interface RetentionNoticeRow {
  id: number;
  kind: string;
  deletionDate: string;
  createdAt: Date;
  emailMessageIds: number[];
}

/** One e-mail of the account with its delivery. */
export interface NoticeEmailRow {
  messageId: number;
  recipientName: string;
  recipientAddress: string;
  subject: string;
  state: EmailState;
  sentAt: Date | null;
  attempts: number;
  lastError: string | null;
}

/** One delivery attempt of an e-mail. */
export interface DeliveryAttemptRow {
  messageId: number;
  attempt: number;
  at: Date;
  outcome: 'sent' | 'failed';
  error: string | null;
}

/** A staff member who may be assigned a case. */
export interface RetentionStaffRow {
  id: number;
  title: string;
  firstName: string;
  lastName: string;
  userName: string;
  role: RoleName;
}

/** The retention case of the scope's account. */
export interface RetentionCaseRepository {
  /** The account's case facts (`forUpdate`: its row locked until the transaction ends), or null when the account does not exist. */
  caseRow(options?: { forUpdate?: boolean }): Promise<RetentionCaseRow | null>;
  /** The account's active administrators, by name. */
  administrators(): Promise<AdministratorContact[]>;
  /** The notices sent to the account, newest first. */
  notices(): Promise<RetentionNoticeRow[]>;
  /** The account's notice `noticeId`, or null. */
  notice(noticeId: number): Promise<RetentionNoticeRow | null>;
  /** The account's e-mails among `messageIds` (another account's ids are left out), in id order. */
  emails(messageIds: readonly number[]): Promise<NoticeEmailRow[]>;
  /** The delivery attempts of the account's e-mails among `messageIds`, in order. */
  attempts(messageIds: readonly number[]): Promise<DeliveryAttemptRow[]>;
  /** Sets the staff member who has the case (null: nobody). */
  setAssignee(assigneeId: number | null): Promise<void>;
  /** Sets the dormant path's deletion date. */
  setDormantDeletionDate(date: string): Promise<void>;
  /** Sets a self-service deletion request's date. */
  setSelfDeletionDate(date: string): Promise<void>;
  /** Sets (with its reason, by whom and when) or releases (null) the legal hold. */
  setLegalHold(hold: { reason: string; setBy: number; at: Date } | null): Promise<void>;
  /** The account's active internal users of `roles`, by name (made for the operator's account). */
  staffMembers(roles: readonly RoleName[]): Promise<RetentionStaffRow[]>;
}

/** The retention-case repository of `scope`'s account over `db`. */
export function retentionCaseRepository(db: Db, scope: AccountScope): RetentionCaseRepository {
  const own = eq(accounts.id, scope.accountId);
  const update = async (values: Partial<typeof accounts.$inferInsert>) => {
    await db.update(accounts).set(values).where(own);
  };
  return {
    async caseRow(options) {
      const query = db
        .select({
          id: accounts.id,
          name: accounts.name,
          createdAt: accounts.createdAt,
          dllAccount: accounts.dllAccount,
          dllDeletionDate: accounts.dllDeletionDate,
          selfDeletionRequestedAt: accounts.selfDeletionRequestedAt,
          selfDeletionDate: accounts.selfDeletionDate,
          dormantSince: accounts.dormantSince,
          legalHoldReason: accounts.legalHoldReason,
          legalHoldSetAt: accounts.legalHoldSetAt,
          legalHoldSetBy: accounts.legalHoldSetBy,
          deletedAt: accounts.deletedAt,
          deletionReason: accounts.deletionReason,
          retentionAssigneeId: accounts.retentionAssigneeId,
        })
        .from(accounts)
        .where(own);
      const [row] = options?.forUpdate ? await query.for('update') : await query;
      if (!row) return null;
      const [activity] = await db.select({ at: max(users.lastSignInAt) }).from(users).where(eq(users.accountId, scope.accountId));
      return { ...row, lastActivityAt: activity?.at ?? null };
    },
    async administrators() {
      return db
        .select({ userId: users.id, ...userNameColumns, userName: users.username, email: users.email, phone: users.phone })
        .from(users)
        .where(and(eq(users.accountId, scope.accountId), eq(users.role, 'accountAdministrator'), eq(users.active, true)))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
    },
    async notices() {
      return db
        .select({ id: retentionNotices.id, kind: retentionNotices.kind, deletionDate: retentionNotices.deletionDate, createdAt: retentionNotices.createdAt, emailMessageIds: retentionNotices.emailMessageIds })
        .from(retentionNotices)
        .where(eq(retentionNotices.accountId, scope.accountId))
        .orderBy(desc(retentionNotices.createdAt), desc(retentionNotices.id));
    },
    async notice(noticeId) {
      const [row] = await db
        .select({ id: retentionNotices.id, kind: retentionNotices.kind, deletionDate: retentionNotices.deletionDate, createdAt: retentionNotices.createdAt, emailMessageIds: retentionNotices.emailMessageIds })
        .from(retentionNotices)
        .where(and(eq(retentionNotices.accountId, scope.accountId), eq(retentionNotices.id, noticeId)));
      return row ?? null;
    },
    async emails(messageIds) {
      if (messageIds.length === 0) return [];
      return db
        .select({
          messageId: emailMessages.id,
          recipientName: emailMessages.recipientName,
          recipientAddress: emailMessages.recipientAddress,
          subject: emailMessages.subject,
          state: emailMessages.state,
          sentAt: emailMessages.sentAt,
          attempts: emailMessages.attempts,
          lastError: emailMessages.lastError,
        })
        .from(emailMessages)
        .where(and(eq(emailMessages.accountId, scope.accountId), inArray(emailMessages.id, [...messageIds])))
        .orderBy(asc(emailMessages.id));
    },
    async attempts(messageIds) {
      if (messageIds.length === 0) return [];
      return db
        .select({ messageId: emailDeliveryAttempts.messageId, attempt: emailDeliveryAttempts.attempt, at: emailDeliveryAttempts.at, outcome: emailDeliveryAttempts.outcome, error: emailDeliveryAttempts.error })
        .from(emailDeliveryAttempts)
        .innerJoin(emailMessages, eq(emailMessages.id, emailDeliveryAttempts.messageId))
        .where(and(eq(emailMessages.accountId, scope.accountId), inArray(emailDeliveryAttempts.messageId, [...messageIds])))
        .orderBy(asc(emailDeliveryAttempts.messageId), asc(emailDeliveryAttempts.attempt));
    },
    async setAssignee(assigneeId) {
      await update({ retentionAssigneeId: assigneeId });
    },
    async setDormantDeletionDate(date) {
      await update({ dllDeletionDate: date });
    },
    async setSelfDeletionDate(date) {
      await update({ selfDeletionDate: date });
    },
    async setLegalHold(hold) {
      await update(hold ? { legalHoldReason: hold.reason, legalHoldSetAt: hold.at, legalHoldSetBy: hold.setBy } : { legalHoldReason: null, legalHoldSetAt: null, legalHoldSetBy: null });
    },
    async staffMembers(roles) {
      if (roles.length === 0) return [];
      return db
        .select({ id: users.id, ...userNameColumns, userName: users.username, role: users.role })
        .from(users)
        .where(and(eq(users.accountId, scope.accountId), eq(users.internal, true), eq(users.active, true), inArray(users.role, [...roles])))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
    },
  };
}
