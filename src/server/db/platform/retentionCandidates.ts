/**
 * The daily retention job's searches over every account (issue #18): which accounts may have a
 * step to take today. Not account-scoped: the job runs outside any request, on the database
 * itself, and then takes each account found in its own transaction through
 * `repositories(db, { accountId, userId: null }).retentionLifecycle`, which locks the row and
 * reads the facts again (domain retention/accountLifecycle.ts decides). A candidate found here is
 * only a hint: the per-account step re-checks it.
 */
import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { IsoDate } from '../../../domain/dates';
import type { RetentionAlert } from '../../../domain/retention/retentionAlerts';
import type { Db } from '../client';
import { accounts, retentionNotices, retentionStaffSettings, users } from '../schema';

/** A staff member who chose an alert, as its e-mail addresses them. */
export interface AlertRecipient {
  userId: number;
  accountId: number;
  email: string;
  name: string;
  languageCode: string | null;
}

/** The job's searches over `db` (the database, outside a request). */
export interface RetentionCandidateStore {
  /** Dormant accounts (not deleted) one of whose users signed in after the account became dormant. */
  dormantWithActivity(): Promise<number[]>;
  /**
   * Customer accounts that may go dormant: not dormant, not deleted, not on hold, no deletion
   * asked for, no internal user, and no sign-in (or, nobody having signed in, no creation) at or
   * after `before`.
   */
  inactiveSince(before: Date): Promise<number[]>;
  /** Dormant accounts not deleted: those that may have a notice due. */
  dormant(): Promise<number[]>;
  /** Accounts not deleted with a deletion request whose `selfDeletionRequested` notice is not recorded yet. */
  deletionRequestsUnnoticed(): Promise<number[]>;
  /** Accounts not deleted whose dormant or requested deletion date is `today` or earlier. */
  deletionDue(today: IsoDate): Promise<number[]>;
  /** Active staff members who chose `alert`, with an e-mail address. */
  alertRecipients(alert: RetentionAlert): Promise<AlertRecipient[]>;
}

/** The searches of the daily retention job over `db`. */
export function retentionCandidateStore(db: Db): RetentionCandidateStore {
  const ids = (rows: { id: number }[]): number[] => rows.map((row) => row.id);
  return {
    async dormantWithActivity() {
      const rows = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(
          and(
            eq(accounts.dllAccount, true),
            isNotNull(accounts.dormantSince),
            isNull(accounts.deletedAt),
            sql`exists (select 1 from ${users} u where u.account_id = ${accounts.id} and u.last_sign_in_at > ${accounts.dormantSince})`,
          ),
        )
        .orderBy(accounts.id);
      return ids(rows);
    },
    async inactiveSince(before) {
      const rows = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(
          and(
            eq(accounts.dllAccount, false),
            isNull(accounts.deletedAt),
            isNull(accounts.legalHoldReason),
            isNull(accounts.selfDeletionDate),
            sql`not exists (select 1 from ${users} u where u.account_id = ${accounts.id} and u.internal)`,
            sql`coalesce((select max(u.last_sign_in_at) from ${users} u where u.account_id = ${accounts.id}), ${accounts.createdAt}) < ${before.toISOString()}`,
          ),
        )
        .orderBy(accounts.id);
      return ids(rows);
    },
    async dormant() {
      const rows = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.dllAccount, true), isNotNull(accounts.dllDeletionDate), isNull(accounts.deletedAt)))
        .orderBy(accounts.id);
      return ids(rows);
    },
    async deletionRequestsUnnoticed() {
      const rows = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(
          and(
            isNotNull(accounts.selfDeletionDate),
            isNull(accounts.deletedAt),
            sql`not exists (select 1 from ${retentionNotices} n where n.account_id = ${accounts.id} and n.kind = 'selfDeletionRequested' and n.deletion_date = ${accounts.selfDeletionDate})`,
          ),
        )
        .orderBy(accounts.id);
      return ids(rows);
    },
    async deletionDue(today) {
      const rows = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(isNull(accounts.deletedAt), or(lte(accounts.selfDeletionDate, today), and(eq(accounts.dllAccount, true), lte(accounts.dllDeletionDate, today)))))
        .orderBy(accounts.id);
      return ids(rows);
    },
    async alertRecipients(alert) {
      const rows = await db
        .select({
          userId: users.id,
          accountId: users.accountId,
          email: users.email,
          title: users.title,
          firstName: users.firstName,
          lastName: users.lastName,
          preferences: users.preferences,
        })
        .from(retentionStaffSettings)
        .innerJoin(users, eq(users.id, retentionStaffSettings.userId))
        .where(and(eq(users.internal, true), eq(users.active, true), sql`${retentionStaffSettings.emailAlerts} @> ${JSON.stringify([alert])}::jsonb`))
        .orderBy(users.id);
      return rows
        .filter((row) => row.email.trim() !== '')
        .map((row) => ({
          userId: row.userId,
          accountId: row.accountId,
          email: row.email.trim(),
          name: [row.title, row.firstName, row.lastName].filter((part) => part.trim() !== '').join(' '),
          languageCode: row.preferences.language?.languageCode ?? null,
        }));
    },
  };
}
