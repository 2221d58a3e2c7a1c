/**
 * dataManagement.accountDeletion, deleteAccount and recoverAccount (issue #18 "Recovery"): staff
 * with ACCOUNT_DATA_DELETE whom their data-retention settings allow to delete read, delete (soft)
 * and recover a customer account, through their audited cross-account access with a stated
 * reason. Deleting needs a recent export ("after an export": a ready export of the account made in
 * the last `exportLinkHours` hours, the same window its download link has, so the data handed over
 * is the data deleted), and is blocked by a legal hold or an open access request (domain
 * purgeBlock). Recovering is open until the purge date (domain recoverableOn).
 */
import type { AccountDeletionState, DeleteRefusal } from '../../../../contract/services/dataManagement';
import { type PurgeBlock, purgeDate, recoverableOn, retentionDay, retentionState } from '../../../../domain/retention/accountLifecycle';
import type { Db } from '../../../db/client';
import type { RetentionPolicy } from '../../../../domain/retention/retentionPolicy';
import { accountPurgeBlock } from '../purge/purgeBlock';
import { enterAccount } from '../../../db/crossAccountScope';
import { mayDeleteAccounts } from '../../../db/platform/retentionStaffSettings';
import type { Repositories } from '../../../db/repositories';
import type { RetentionAccountRow } from '../../../db/repositories/retentionLifecycle';
import type { StaffCall } from '../../../http/operationHandler';
import { HttpProblem, notFound } from '../../../http/problems';
import { queueAlertMails, wakeMail } from '../lifecycle/lifecycleMail';
import { softDeleteAccount } from '../lifecycle/softDeletion';

/** The words of a block, as the panel and the refusal say them. */
export const blockText = (block: PurgeBlock): string =>
  block.kind === 'legalHold' ? `A legal hold stops the deletion: ${block.reason}` : `${block.requests} open access request(s) stop the deletion until the export is delivered.`;

/** Facts read under the account, for the state and the checks. */
interface DeletionFacts {
  account: RetentionAccountRow;
  block: PurgeBlock | null;
  latestExportAt: Date | null;
}

async function factsOf(db: Db, repos: Repositories, now: Date, options: { lock: boolean }): Promise<DeletionFacts> {
  const account = options.lock ? await repos.retentionLifecycle.lock() : await repos.retentionLifecycle.read();
  if (!account) throw notFound('The account');
  const block = await accountPurgeBlock(db, account.id, now);
  return { account, block, latestExportAt: await repos.retentionLifecycle.latestReadyExportAt() };
}

/** Why deleting is refused now, or `null`. */
function deleteRefusal(facts: DeletionFacts, policy: RetentionPolicy, now: Date): DeleteRefusal | null {
  if (facts.account.deletedAt !== null) return 'deleted';
  if (facts.block) return 'blocked';
  const recent = now.getTime() - policy.exportLinkHours * 3_600_000;
  if (facts.latestExportAt === null || facts.latestExportAt.getTime() < recent) return 'noRecentExport';
  return null;
}

/** The words of a refusal, as deleteAccount answers it (409). */
function refusalText(refusal: DeleteRefusal, facts: DeletionFacts, policy: RetentionPolicy): string {
  if (refusal === 'deleted') return 'The account is already deleted.';
  if (refusal === 'blocked' && facts.block) return blockText(facts.block);
  return `Export the account's data first: deleting needs an export made in the last ${policy.exportLinkHours} hours.`;
}

function stateOf(facts: DeletionFacts, policy: RetentionPolicy, now: Date): AccountDeletionState {
  const { account } = facts;
  const deletedOn = account.deletedAt === null ? null : retentionDay(account.deletedAt);
  return {
    accountId: account.id,
    accountName: account.name,
    state: retentionState({ ...account, purged: false, deletedAt: account.deletedAt?.toISOString() ?? null }),
    deletedAt: account.deletedAt?.toISOString() ?? null,
    deletionReason: account.deletionReason,
    deletedByStaff: account.deletedBy !== null,
    purgeDate: deletedOn === null ? null : purgeDate(deletedOn, policy),
    recoverable: deletedOn !== null && recoverableOn(deletedOn, retentionDay(now), policy),
    blockKind: facts.block?.kind ?? null,
    holdReason: facts.block?.kind === 'legalHold' ? facts.block.reason : null,
    openAccessRequests: facts.block?.kind === 'openAccessRequest' ? facts.block.requests : 0,
    latestExportAt: facts.latestExportAt?.toISOString() ?? null,
    deleteRefusal: deleteRefusal(facts, policy, now),
    exportHours: policy.exportLinkHours,
  };
}

/**
 * The repositories of customer account `accountId`, entered with `reason`, for a staff member
 * whose settings allow deleting.
 * @throws HttpProblem forbidden when the settings do not allow it; notFound for the operator's own account.
 */
async function enteredAccount(call: StaffCall, accountId: number, reason: string, options: { mayDelete: boolean }): Promise<Repositories> {
  if (options.mayDelete && !(await mayDeleteAccounts(call.db, call.user.userId))) {
    throw new HttpProblem('forbidden', 'Your data-retention settings do not allow you to delete or recover accounts.');
  }
  if (accountId === call.user.accountId) throw notFound('The account');
  return call.crossAccount.account(accountId, reason);
}

/** dataManagement.accountDeletion. @throws HttpProblem notFound. */
export async function readAccountDeletion(call: StaffCall, accountId: number, reason: string): Promise<AccountDeletionState> {
  const repos = await enteredAccount(call, accountId, reason, { mayDelete: false });
  const policy = call.context.config.retention;
  return stateOf(await factsOf(call.db, repos, call.now, { lock: false }), policy, call.now);
}

/** Sends `accountDeleted` to the staff who chose it, from the staff member's own account. */
async function alertDeleted(call: StaffCall, account: RetentionAccountRow): Promise<void> {
  // Alerts are the staff's own messages, in the operator's account: leave the customer's first.
  await enterAccount(call.db, call.user.accountId);
  await queueAlertMails(call.db, call.context, 'accountDeleted', { accountName: account.name, accountId: account.id, date: null, detail: null }, call.now);
  wakeMail(call.context);
}

/** dataManagement.deleteAccount. @throws HttpProblem forbidden, notFound, conflict (see the contract). */
export async function deleteAccount(call: StaffCall, accountId: number, reason: string): Promise<AccountDeletionState> {
  const repos = await enteredAccount(call, accountId, reason, { mayDelete: true });
  const policy = call.context.config.retention;
  const facts = await factsOf(call.db, repos, call.now, { lock: true });
  const refusal = deleteRefusal(facts, policy, call.now);
  if (refusal !== null) throw new HttpProblem('conflict', refusalText(refusal, facts, policy));
  await softDeleteAccount(call.context, call.db, accountId, repos, { at: call.now, by: call.user.userId, reason });
  const state = stateOf(await factsOf(call.db, repos, call.now, { lock: false }), policy, call.now);
  await alertDeleted(call, facts.account);
  return state;
}

/** dataManagement.recoverAccount. @throws HttpProblem forbidden, notFound, conflict (see the contract). */
export async function recoverAccount(call: StaffCall, accountId: number, reason: string): Promise<AccountDeletionState> {
  const repos = await enteredAccount(call, accountId, reason, { mayDelete: true });
  const policy = call.context.config.retention;
  const facts = await factsOf(call.db, repos, call.now, { lock: true });
  if (facts.account.deletedAt === null) throw new HttpProblem('conflict', 'The account is not deleted.');
  const deletedOn = retentionDay(facts.account.deletedAt);
  if (!recoverableOn(deletedOn, retentionDay(call.now), policy)) {
    throw new HttpProblem('conflict', `The recovery window ended on ${purgeDate(deletedOn, policy)}: the account is purged.`);
  }
  await repos.retentionLifecycle.recover();
  return stateOf(await factsOf(call.db, repos, call.now, { lock: false }), policy, call.now);
}
