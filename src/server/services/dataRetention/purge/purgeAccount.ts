/**
 * Purging one deleted account (issue #18, DESIGN.md §7a): in ONE transaction, as the owner (a job,
 * no request, so row-level security does not limit it), every row that belongs to the account or
 * to its users and examinees is removed in every table (db/platform/purgeRows.ts), its audit rows
 * are pseudonymised (db/platform/purgeAudit.ts), the tombstone is written (purged_accounts: when,
 * why, rows removed per table) and the accounts row goes last. Its sessions, refresh tokens and
 * remote links go with it, so nobody signs in as its users and its links answer like unknown ones.
 *
 * The account is locked first (`FOR UPDATE SKIP LOCKED`): a second process running the purge at
 * the same time skips it, and a purge of an account already gone does nothing. A blocked purge
 * (legal hold, open access request) writes nothing but an audit row that says why.
 */
import type { PurgeBlock } from '../../../../domain/retention/accountLifecycle';
import { isPurgeDue, type PurgeCause, purgeCause } from '../../../../domain/retention/accountPurge';
import type { RetentionPolicy } from '../../../../domain/retention/retentionPolicy';
import { recordAudit } from '../../../audit/auditLog';
import type { Db } from '../../../db/client';
import { allowPurgeOf } from '../../../db/platform/purgeGuard';
import { pseudonymiseAuditRows } from '../../../db/platform/purgeAudit';
import { purgeCandidateStore } from '../../../db/platform/purgeCandidates';
import { removeAccountRows } from '../../../db/platform/purgeRows';
import { accountPurgeBlock, blockReason } from './purgeBlock';

/** The audit event of a purge stopped by its block (outcome: the block's kind). */
export const PURGE_BLOCKED_ACTION = 'retention.purgeBlocked';
/** The audit event of a purge done. */
export const ACCOUNT_PURGED_ACTION = 'retention.accountPurged';

/** What the purge needs: the owner's database (a job's, not a request's) and the retention periods (config.retention). */
export interface PurgeContext {
  db: Db;
  policy: RetentionPolicy;
}

/** What one purge did. */
export type PurgeOutcome =
  | { kind: 'purged'; accountId: number; cause: PurgeCause; rowsRemoved: Record<string, number>; auditRowsPseudonymised: number }
  | { kind: 'blocked'; accountId: number; block: PurgeBlock }
  /** Not deleted (never, or recovered), already purged, being purged by another process, or not yet due. */
  | { kind: 'skipped'; accountId: number; why: 'notDeleted' | 'notDue' };

/**
 * Purges account `accountId` if it is deleted, its purge date has come on `now` (`recoveryDays`
 * after the day it was deleted) and nothing blocks it.
 * @throws the database's error when a row elsewhere still refers to the account's rows (nothing
 *   is removed then: the transaction rolls back).
 */
export async function purgeAccount(context: PurgeContext, accountId: number, now: Date): Promise<PurgeOutcome> {
  return context.db.transaction(async (tx): Promise<PurgeOutcome> => {
    const store = purgeCandidateStore(tx);
    const account = await store.lockDeleted(accountId);
    if (!account) return { kind: 'skipped', accountId, why: 'notDeleted' };
    if (!isPurgeDue(account.deletedAt, now, context.policy)) return { kind: 'skipped', accountId, why: 'notDue' };
    const block = await accountPurgeBlock(tx, accountId, now);
    if (block) {
      await recordAudit(
        tx,
        { userId: null, accountId, ip: '' },
        { action: PURGE_BLOCKED_ACTION, entity: 'account', entityId: accountId, outcome: block.kind, result: 'denied', reason: blockReason(block) },
        now,
      );
      return { kind: 'blocked', accountId, block };
    }
    await allowPurgeOf(tx, accountId);
    const auditRowsPseudonymised = await pseudonymiseAuditRows(tx, accountId);
    const rowsRemoved = await removeAccountRows(tx, accountId);
    const cause = purgeCause(account);
    await store.writeTombstone({ formerAccountId: accountId, purgedAt: now, cause, rowsRemoved: { ...rowsRemoved, accounts: await store.deleteAccountRow(accountId) } });
    await recordAudit(tx, { userId: null, accountId, ip: '' }, { action: ACCOUNT_PURGED_ACTION, entity: 'account', entityId: accountId }, now);
    return { kind: 'purged', accountId, cause, rowsRemoved, auditRowsPseudonymised };
  });
}
