/**
 * The purge of a deleted account (issue #18): which of its exports still block it, whether it is
 * due, and what led to it (the tombstone's cause). Pure; the server reads the facts and applies
 * the outcome (server services/dataRetention/purge).
 */
import { purgeDate, retentionDay } from './accountLifecycle';
import type { RetentionPolicy } from './retentionPolicy';

/** What the block needs of one of the account's exports. */
export interface ExportFacts {
  kind: 'accessRequest' | 'staff' | 'beforeDeletion';
  status: 'pending' | 'ready' | 'failed';
  downloadedAt: Date | null;
  expiresAt: Date | null;
}

/**
 * Whether an export is an open access request at `now`: the account's administrator asked for
 * their data (kind `accessRequest`) and has not had it yet: it is being built (`pending`), or it
 * is `ready` and its link was neither used nor has expired. A failed one is closed (the
 * administrator asks again); staff exports and the one made before deletion never block.
 */
export function isOpenAccessRequest(facts: ExportFacts, now: Date): boolean {
  if (facts.kind !== 'accessRequest') return false;
  if (facts.status === 'pending') return true;
  if (facts.status !== 'ready' || facts.downloadedAt !== null) return false;
  return facts.expiresAt === null || facts.expiresAt.getTime() > now.getTime();
}

/**
 * Whether a deleted account is due for its purge on `now`: its purge date (`recoveryDays` after
 * the UTC day it was deleted, {@link purgeDate}) has come.
 */
export const isPurgeDue = (deletedAt: Date, now: Date, policy: RetentionPolicy): boolean => purgeDate(retentionDay(deletedAt), policy) <= retentionDay(now);

/** What led to a purge, as the tombstone records it (schema purged_accounts.cause). */
export type PurgeCause = 'dormant' | 'selfDeletion' | 'staff';

/**
 * What led to the deletion of an account: staff deleted it (a staff member is recorded as the
 * one who deleted it), else its administrator's deletion request reached its date, else the
 * dormant path did; an account deleted by the job without either is recorded as `staff`'s,
 * since only a staff decision is left to explain it.
 */
export function purgeCause(facts: { deletedBy: number | null; selfDeletionRequestedAt: Date | null; dllAccount: boolean }): PurgeCause {
  if (facts.deletedBy !== null) return 'staff';
  if (facts.selfDeletionRequestedAt !== null) return 'selfDeletion';
  if (facts.dllAccount) return 'dormant';
  return 'staff';
}
