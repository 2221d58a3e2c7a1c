/**
 * The block on deleting or purging an account (issue #18): a legal hold set by staff, or an open
 * access request (an export its administrator asked for and has not had yet). The rule is the
 * domain's (retention/accountLifecycle.ts `purgeBlock`, retention/accountPurge.ts
 * `isOpenAccessRequest`); this reads its facts.
 */
import { type PurgeBlock, purgeBlock } from '../../../../domain/retention/accountLifecycle';
import { isOpenAccessRequest } from '../../../../domain/retention/accountPurge';
import type { Db } from '../../../db/client';
import { purgeCandidateStore } from '../../../db/platform/purgeCandidates';

/**
 * Why account `accountId` may not be deleted or purged at `now`, or `null` when it may. Used by
 * the purge (before it removes anything) and by the soft deletion (dataManagement.deleteAccount)
 * before it deletes. Reads the account's row and exports in `db`: the owner's transaction of a
 * job, or a request's transaction scoped to that account (row-level security shows both there).
 * @returns `null` as well for an account that does not exist (nothing to block).
 */
export async function accountPurgeBlock(db: Db, accountId: number, now: Date): Promise<PurgeBlock | null> {
  const store = purgeCandidateStore(db);
  const legalHoldReason = await store.legalHoldReason(accountId);
  const requests = await store.accessRequests(accountId);
  return purgeBlock({ legalHoldReason, openAccessRequests: requests.filter((request) => isOpenAccessRequest(request, now)).length });
}

/** The block as the audit row's reason states it (the staff's hold reason is theirs, kept as written). */
export function blockReason(block: PurgeBlock): string {
  return block.kind === 'legalHold' ? `Legal hold: ${block.reason}` : `Open access requests: ${block.requests}`;
}
