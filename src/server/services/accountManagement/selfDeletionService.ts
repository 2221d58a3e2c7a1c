/**
 * Self-service deletion of an account (account.requestSelfDeletion): an account administrator
 * asks for their account's data to be deleted at the end of a grace period (the server's
 * `config.retention.selfDeletionGraceDays`), and may withdraw the request until then
 * (accountManagement.withdrawSelfDeletion). On the day, the daily retention job deletes the
 * account (services/dataRetention/lifecycle).
 */
import type { SelfDeletionRequest } from '../../../contract/services/accountManagement';
import { addDays } from '../../../domain/dals';
import { reauthenticate } from '../../auth/reauthenticate';
import type { Db } from '../../db/client';
import { repositories } from '../../db/repositories';
import { notFound } from '../../http/problems';
import { notifyDeletionRequested, notifyDeletionWithdrawn } from '../notifications/producers';
import type { Actor } from '../actor';

/** The UTC calendar day of an instant (the day the seed and the DALS dates count from). */
const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * Records the request on the actor's account, with its audit row, and answers the deletion day:
 * today (UTC) plus the grace period. A second request changes nothing and answers the first
 * request's day, so a retried or repeated click cannot push the date back or forward. The actor's
 * current password is checked first (auth/reauthenticate.ts), on `db` itself, so that a wrong one's
 * count outlasts the refusal.
 * @param db the operation's transaction.
 * @param currentPassword the actor's current password, as the body carried it.
 * @param requestId the request, for the audit row of a refused password.
 * @param graceDays the days from the request to the deletion (`config.retention.selfDeletionGraceDays`).
 * @throws HttpProblem validation (field `currentPassword`) when the current password is missing
 *   or wrong, or the actor is locked; notFound when the account does not exist.
 */
export async function requestSelfDeletion(db: Db, actor: Actor, currentPassword: string | undefined, now: Date, requestId: string | null, graceDays: number): Promise<SelfDeletionRequest> {
  await reauthenticate(db, actor, currentPassword, now, requestId);
  return db.transaction(async (tx) => {
    const { accounts } = repositories(tx, { accountId: actor.accountId, userId: actor.userId });
    const account = await accounts.lockSelfDeletion();
    if (!account) throw notFound('The account');
    if (account.date !== null && account.requestedAt !== null) {
      return { selfDeletionDate: account.date, requestedAt: account.requestedAt.toISOString() };
    }
    const selfDeletionDate = addDays(utcDay(now), graceDays);
    await accounts.requestSelfDeletion(now, selfDeletionDate);
    await notifyDeletionRequested(tx, actor, selfDeletionDate, now);
    return { selfDeletionDate, requestedAt: now.toISOString() };
  });
}

/**
 * Withdraws the account's deletion request (accountManagement.withdrawSelfDeletion), in the
 * operation's transaction `db`, and tells every administrator as the request did.
 * Withdrawing when no deletion is requested changes nothing (a second click, a retried call).
 * @throws HttpProblem notFound when the account does not exist.
 */
export async function withdrawSelfDeletion(db: Db, actor: Actor, now: Date): Promise<void> {
  const { accounts, retentionLifecycle } = repositories(db, { accountId: actor.accountId, userId: actor.userId });
  const account = await accounts.lockSelfDeletion();
  if (!account) throw notFound('The account');
  if (account.date === null) return;
  await retentionLifecycle.withdrawSelfDeletion();
  await notifyDeletionWithdrawn(db, actor, now);
}
