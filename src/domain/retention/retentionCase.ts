/**
 * The rules of an account's retention case that staff act on (issue #18): the legal hold, and
 * who may be given the privilege to delete accounts. Pure.
 */
import { fail, ok, type Result } from '../result';
import type { RetentionState } from './accountLifecycle';

/** Setting or releasing an account's legal hold. */
export type LegalHoldAction = 'set' | 'release';

/**
 * Whether the legal hold can be set or released in `state`: set on an account that still exists and
 * is not on hold (a deleted account can still be held, so it is not purged), released only while
 * one is set.
 */
export function legalHoldRefusal(state: RetentionState, action: LegalHoldAction): string | null {
  if (state === 'purged') return 'The account was purged: nothing of it is left to hold.';
  if (action === 'set' && state === 'onHold') return 'The account is already on legal hold.';
  if (action === 'release' && state !== 'onHold') return 'The account is not on legal hold.';
  return null;
}

/** What the deletion privilege's change is checked against. */
export interface PrivilegeChange {
  /** The staff member changing it. */
  actorId: number;
  /** The staff member whose privilege changes. */
  userId: number;
  /** Whether that staff member's role holds ACCOUNT_DATA_DELETE. */
  holdsDeletePermission: boolean;
  /** Whether they are to be given (true) or lose (false) the privilege. */
  mayDelete: boolean;
}

/**
 * The deletion privilege (`may_delete`) may be changed only for someone else — a staff member
 * cannot grant (or drop) their own, so at least two people are involved in giving anyone the
 * power to delete — and given only to a role that holds ACCOUNT_DATA_DELETE; taking it away is
 * always allowed (for another person).
 */
export function privilegeChange(change: PrivilegeChange): Result<boolean, { field: 'userId' | 'mayDelete'; message: string }> {
  if (change.actorId === change.userId) return fail({ field: 'userId', message: 'You cannot change your own privilege to delete accounts: ask another staff member.' });
  if (change.mayDelete && !change.holdsDeletePermission) return fail({ field: 'mayDelete', message: 'Only staff whose role holds the permission to delete account data may be given the privilege.' });
  return ok(change.mayDelete);
}
