/**
 * The accounts the purge works on (issue #18; services/dataRetention/purge). Platform data: the
 * daily job runs as the owner over every account, before it has any account of its own, and the
 * purge's lock and tombstone are not any account's rows.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { ExportFacts } from '../../../domain/retention/accountPurge';
import type { Db } from '../client';
import { accountExports, accounts, purgedAccounts } from '../schema';

/** A deleted account as the purge reads it. */
export interface DeletedAccount {
  id: number;
  deletedAt: Date;
  deletedBy: number | null;
  legalHoldReason: string | null;
  selfDeletionRequestedAt: Date | null;
  dllAccount: boolean;
}

const deletedAccountColumns = {
  id: accounts.id,
  deletedAt: accounts.deletedAt,
  deletedBy: accounts.deletedBy,
  legalHoldReason: accounts.legalHoldReason,
  selfDeletionRequestedAt: accounts.selfDeletionRequestedAt,
  dllAccount: accounts.dllAccount,
};

const asDeleted = (row: { deletedAt: Date | null } & Omit<DeletedAccount, 'deletedAt'>): DeletedAccount | null => (row.deletedAt === null ? null : { ...row, deletedAt: row.deletedAt });

/** The purge's reads and its last writes. */
export interface PurgeCandidateStore {
  /** Every deleted account (soft-deleted, not yet purged), oldest deletion first. */
  deletedAccounts(): Promise<DeletedAccount[]>;
  /**
   * Account `accountId` if it is still deleted and no other transaction holds it, locked until
   * this transaction ends (`FOR UPDATE SKIP LOCKED`): `null` when it is gone (purged already),
   * recovered, or being purged by another process right now.
   */
  lockDeleted(accountId: number): Promise<DeletedAccount | null>;
  /** The reason of the account's legal hold, or `null` when none is set (or there is no such account). */
  legalHoldReason(accountId: number): Promise<string | null>;
  /** What the block needs of the account's access requests (its exports of kind `accessRequest`). */
  accessRequests(accountId: number): Promise<ExportFacts[]>;
  /** Writes the tombstone of a purged account. */
  writeTombstone(tombstone: { formerAccountId: number; purgedAt: Date; cause: string; rowsRemoved: Record<string, number> }): Promise<void>;
  /** Deletes the accounts row itself (the last of the account's rows): 1, or 0 when it was gone. */
  deleteAccountRow(accountId: number): Promise<number>;
}

/** The purge's store over `db` (the purge's transaction, for the lock and the writes). */
export function purgeCandidateStore(db: Db): PurgeCandidateStore {
  return {
    async deletedAccounts() {
      const rows = await db.select(deletedAccountColumns).from(accounts).where(isNotNull(accounts.deletedAt)).orderBy(asc(accounts.deletedAt), asc(accounts.id));
      return rows.map(asDeleted).filter((row): row is DeletedAccount => row !== null);
    },
    async lockDeleted(accountId) {
      const [row] = await db
        .select(deletedAccountColumns)
        .from(accounts)
        .where(and(eq(accounts.id, accountId), isNotNull(accounts.deletedAt)))
        .for('update', { skipLocked: true });
      return row ? asDeleted(row) : null;
    },
    async legalHoldReason(accountId) {
      const [row] = await db.select({ reason: accounts.legalHoldReason }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
      return row?.reason ?? null;
    },
    accessRequests: (accountId) =>
      db
        .select({ kind: accountExports.kind, status: accountExports.status, downloadedAt: accountExports.downloadedAt, expiresAt: accountExports.expiresAt })
        .from(accountExports)
        .where(and(eq(accountExports.accountId, accountId), eq(accountExports.kind, 'accessRequest'))),
    async writeTombstone(tombstone) {
      await db.insert(purgedAccounts).values(tombstone);
    },
    async deleteAccountRow(accountId) {
      const result = await db.execute<{ n: number }>(sql`WITH gone AS (DELETE FROM accounts WHERE id = ${accountId} RETURNING 1) SELECT count(*)::int AS n FROM gone`);
      return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    },
  };
}
