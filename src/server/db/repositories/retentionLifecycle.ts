/**
 * The scope's account in the data-retention lifecycle (issue #18): its retention facts, locked
 * for the daily job or a staff action; marking it dormant, ending its dormancy, deleting it
 * (soft) and recovering it; the notices sent to it; the contacts of its administrators; and
 * whether a ready export of it exists. Every query is filtered by the scope's account.
 */
import { and, desc, eq, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { IsoDate } from '../../../domain/dates';
import type { RetentionNoticeKind } from '../../../domain/retention/accountLifecycle';
import type { Db } from '../client';
import { accountExports, accounts, retentionNotices, users } from '../schema';
import type { AccountScope } from './scope';

/** What the lifecycle reads of the account. Dates are `YYYY-MM-DD`. */
export interface RetentionAccountRow {
  id: number;
  name: string;
  dllAccount: boolean;
  dllDeletionDate: IsoDate | null;
  dormantSince: Date | null;
  selfDeletionDate: IsoDate | null;
  legalHoldReason: string | null;
  deletedAt: Date | null;
  deletedBy: number | null;
  deletionReason: string | null;
  createdAt: Date;
  /** Whether internal staff belong to it: the operator's own organisation, which never goes dormant. */
  internal: boolean;
  /** The latest completed sign-in of any of its users, or `null` when nobody ever signed in. */
  lastSignInAt: Date | null;
}

/** An account administrator as a notice e-mail addresses them. */
export interface AdministratorContact {
  userId: number;
  /** Trimmed; may be empty (then only the in-platform notification reaches them). */
  email: string;
  name: string;
  /** Their language preference (a language or locale code), or `null`. */
  languageCode: string | null;
}

/** How a deletion is recorded. */
export interface SoftDeletion {
  at: Date;
  /** The staff member who deleted it, or `null` for the daily job. */
  by: number | null;
  /** The staff member's reason, or the job's cause (`dormant`, `selfDeletion`). */
  reason: string;
}

/** The scope's account in the retention lifecycle. */
export interface RetentionLifecycleRepository {
  /**
   * The account's facts with its row locked until the transaction ends, or `null` when it does
   * not exist or (with `skipLocked`) another transaction holds it: the daily job run by two
   * processes then leaves it to the one that got there first.
   */
  lock(options?: { skipLocked?: boolean }): Promise<RetentionAccountRow | null>;
  /** The account's facts, not locked, or `null`. */
  read(): Promise<RetentionAccountRow | null>;
  /** Marks the account dormant at `now` with its deletion day. */
  markDormant(now: Date, deletionDate: IsoDate): Promise<void>;
  /** Takes the account out of the dormant lifecycle: flag off, no deletion day, not dormant since. */
  endDormancy(): Promise<void>;
  /** Withdraws the administrators' deletion request. */
  withdrawSelfDeletion(): Promise<void>;
  /** Deletes the account (soft). */
  softDelete(deletion: SoftDeletion): Promise<void>;
  /** Undoes a soft deletion and every date that led to it (dormancy, a deletion request). */
  recover(): Promise<void>;
  /** The active users' ids (their sessions end with a deletion). */
  userIds(): Promise<number[]>;
  /** The account's active administrators with their e-mail addresses and language. */
  administratorContacts(): Promise<AdministratorContact[]>;
  /** The kinds of notice already recorded for `deletionDate`. */
  noticesSent(deletionDate: IsoDate): Promise<Set<string>>;
  /**
   * Records a notice once: the id of the new row, or `null` when one of that kind for that date
   * already exists (another run sent it; the unique index decides, so only one run sends e-mails).
   */
  recordNotice(kind: RetentionNoticeKind, deletionDate: IsoDate, now: Date): Promise<number | null>;
  /** Stores the e-mails queued for notice `noticeId`. */
  setNoticeEmails(noticeId: number, emailMessageIds: readonly number[]): Promise<void>;
  /** When the latest `ready` export of the account became ready, or `null` when none has. */
  latestReadyExportAt(): Promise<Date | null>;
}

/** The retention lifecycle repository of `scope`'s account over `db`. */
export function retentionLifecycleRepository(db: Db, scope: AccountScope): RetentionLifecycleRepository {
  const own = () => eq(accounts.id, scope.accountId);
  const columns = {
    id: accounts.id,
    name: accounts.name,
    dllAccount: accounts.dllAccount,
    dllDeletionDate: accounts.dllDeletionDate,
    dormantSince: accounts.dormantSince,
    selfDeletionDate: accounts.selfDeletionDate,
    legalHoldReason: accounts.legalHoldReason,
    deletedAt: accounts.deletedAt,
    deletedBy: accounts.deletedBy,
    deletionReason: accounts.deletionReason,
    createdAt: accounts.createdAt,
  };
  const withActivity = async (row: Omit<RetentionAccountRow, 'internal' | 'lastSignInAt'> | undefined): Promise<RetentionAccountRow | null> => {
    if (!row) return null;
    const [activity] = await db
      .select({ lastSignInAt: max(users.lastSignInAt), internal: sql<boolean>`coalesce(bool_or(${users.internal}), false)` })
      .from(users)
      .where(eq(users.accountId, scope.accountId));
    const lastSignInAt = activity?.lastSignInAt ?? null;
    // max() over a timestamp comes back as text from some drivers.
    return { ...row, internal: activity?.internal ?? false, lastSignInAt: lastSignInAt === null ? null : new Date(lastSignInAt) };
  };
  return {
    async lock(options = {}) {
      const query = db.select(columns).from(accounts).where(own()).limit(1);
      const [row] = options.skipLocked ? await query.for('update', { skipLocked: true }) : await query.for('update');
      return withActivity(row);
    },
    async read() {
      const [row] = await db.select(columns).from(accounts).where(own()).limit(1);
      return withActivity(row);
    },
    async markDormant(now, deletionDate) {
      await db.update(accounts).set({ dllAccount: true, dllDeletionDate: deletionDate, dormantSince: now }).where(own());
    },
    async endDormancy() {
      await db.update(accounts).set({ dllAccount: false, dllDeletionDate: null, dormantSince: null }).where(own());
    },
    async withdrawSelfDeletion() {
      await db.update(accounts).set({ selfDeletionDate: null, selfDeletionRequestedAt: null, selfDeletionRequestedBy: null }).where(own());
    },
    async softDelete(deletion) {
      await db.update(accounts).set({ deletedAt: deletion.at, deletedBy: deletion.by, deletionReason: deletion.reason }).where(and(own(), isNull(accounts.deletedAt)));
    },
    async recover() {
      await db
        .update(accounts)
        .set({
          deletedAt: null,
          deletedBy: null,
          deletionReason: null,
          dllAccount: false,
          dllDeletionDate: null,
          dormantSince: null,
          selfDeletionDate: null,
          selfDeletionRequestedAt: null,
          selfDeletionRequestedBy: null,
        })
        .where(and(own(), isNotNull(accounts.deletedAt)));
    },
    async userIds() {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.accountId, scope.accountId));
      return rows.map((row) => row.id);
    },
    async administratorContacts() {
      const rows = await db
        .select({ userId: users.id, email: users.email, title: users.title, firstName: users.firstName, lastName: users.lastName, preferences: users.preferences })
        .from(users)
        .where(and(eq(users.accountId, scope.accountId), eq(users.role, 'accountAdministrator'), eq(users.active, true)))
        .orderBy(users.id);
      return rows.map((row) => ({
        userId: row.userId,
        email: row.email.trim(),
        name: [row.title, row.firstName, row.lastName].filter((part) => part.trim() !== '').join(' '),
        languageCode: row.preferences.language?.languageCode ?? null,
      }));
    },
    async noticesSent(deletionDate) {
      const rows = await db
        .select({ kind: retentionNotices.kind })
        .from(retentionNotices)
        .where(and(eq(retentionNotices.accountId, scope.accountId), eq(retentionNotices.deletionDate, deletionDate)));
      return new Set(rows.map((row) => row.kind));
    },
    async recordNotice(kind, deletionDate, now) {
      const [row] = await db
        .insert(retentionNotices)
        .values({ accountId: scope.accountId, kind, deletionDate, createdAt: now })
        .onConflictDoNothing({ target: [retentionNotices.accountId, retentionNotices.kind, retentionNotices.deletionDate] })
        .returning({ id: retentionNotices.id });
      return row?.id ?? null;
    },
    async setNoticeEmails(noticeId, emailMessageIds) {
      await db
        .update(retentionNotices)
        .set({ emailMessageIds: [...emailMessageIds] })
        .where(and(eq(retentionNotices.accountId, scope.accountId), eq(retentionNotices.id, noticeId)));
    },
    async latestReadyExportAt() {
      const [row] = await db
        .select({ readyAt: accountExports.readyAt })
        .from(accountExports)
        .where(and(eq(accountExports.accountId, scope.accountId), eq(accountExports.status, 'ready'), isNotNull(accountExports.readyAt)))
        .orderBy(desc(accountExports.readyAt))
        .limit(1);
      return row?.readyAt ?? null;
    },
  };
}
