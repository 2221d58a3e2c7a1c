/**
 * The daily retention job's steps for one account, each run in the account's own transaction
 * with its row locked (`SKIP LOCKED`: a second process running the job at the same time leaves an
 * account it finds taken to the first), reading the facts again under the lock and deciding with
 * the domain's rules (domain retention/accountLifecycle.ts). Each step is idempotent: run again,
 * it finds nothing left to do.
 */
import type { IsoDate } from '../../../../domain/dates';
import { activityEndsDormancy, deletionDueOn, dormantDeletionDate, dormantNoticesDue, isDormantOn, retentionDay } from '../../../../domain/retention/accountLifecycle';
import type { RetentionPolicy } from '../../../../domain/retention/retentionPolicy';
import { recordAudit } from '../../../audit/auditLog';
import type { Db } from '../../../db/client';
import { accountPurgeBlock } from '../purge/purgeBlock';
import { repositories, type Repositories } from '../../../db/repositories';
import type { RetentionAccountRow } from '../../../db/repositories/retentionLifecycle';
import { notifyAccountDormant } from '../../notifications/producers';
import { type MailContext, queueAlertMails, queueNoticeMails } from './lifecycleMail';
import { softDeleteAccount } from './softDeletion';

/** What a step needs: the mail queue's settings and the policy. */
export type StepContext = MailContext & { policy: RetentionPolicy };

/** What a step did to one account. */
export type StepOutcome = 'done' | 'nothing' | 'skipped';

/** The job's audit actor: no user, no address; the row names the account. */
const jobActor = (accountId: number) => ({ userId: null, accountId, ip: '' });

/**
 * Runs `step` for `accountId` in its own transaction with the account's row locked, or answers
 * `skipped` when another transaction holds it (the other run does it) or it no longer exists.
 */
export async function withLockedAccount(db: Db, accountId: number, step: (tx: Db, repos: Repositories, account: RetentionAccountRow) => Promise<boolean>): Promise<StepOutcome> {
  return db.transaction(async (tx) => {
    const repos = repositories(tx, { accountId, userId: null });
    const account = await repos.retentionLifecycle.lock({ skipLocked: true });
    if (!account) return 'skipped';
    return (await step(tx, repos, account)) ? 'done' : 'nothing';
  });
}

/** A sign-in after the account became dormant ends its dormancy; audited, nothing is sent. */
export async function endDormancyOnActivity(db: Db, accountId: number, now: Date): Promise<StepOutcome> {
  return withLockedAccount(db, accountId, async (tx, repos, account) => {
    if (!account.dllAccount || account.deletedAt !== null || !activityEndsDormancy(account.lastSignInAt, account.dormantSince)) return false;
    await repos.retentionLifecycle.endDormancy();
    await recordAudit(tx, jobActor(accountId), { action: 'retention.dormancyEnded', entity: 'account', entityId: accountId }, now);
    return true;
  });
}

/**
 * The dormant notices due today (domain dormantNoticesDue): each recorded once (the unique index
 * of retention_notices decides which run sends), e-mailed to the administrators and told in the
 * platform; a staff alert goes with the start notice.
 */
async function sendDueNotices(tx: Db, repos: Repositories, context: StepContext, account: RetentionAccountRow, deletionDate: IsoDate, now: Date): Promise<boolean> {
  const today = retentionDay(now);
  const due = dormantNoticesDue(deletionDate, today, context.policy, await repos.retentionLifecycle.noticesSent(deletionDate));
  let sent = false;
  for (const kind of due) {
    const noticeId = await repos.retentionLifecycle.recordNotice(kind, deletionDate, now);
    if (noticeId === null) continue;
    const facts = { accountName: account.name, deletionDate, inactiveDays: context.policy.dormantAfterDays };
    const ids = await queueNoticeMails(tx, context, account.id, await repos.retentionLifecycle.administratorContacts(), facts, now);
    await repos.retentionLifecycle.setNoticeEmails(noticeId, ids);
    await notifyAccountDormant(tx, account.id, { deletionDate, inactiveDays: context.policy.dormantAfterDays }, now);
    if (kind === 'dormantStart') await queueAlertMails(tx, context, 'accountDormant', { accountName: account.name, accountId: account.id, date: deletionDate, detail: null }, now);
    sent = true;
  }
  return sent;
}

/**
 * An active customer account without activity for the period becomes dormant with its deletion
 * date (domain isDormantOn, dormantDeletionDate), audited, and its start notice goes out.
 */
export async function markDormantIfInactive(db: Db, context: StepContext, accountId: number, now: Date): Promise<StepOutcome> {
  return withLockedAccount(db, accountId, async (tx, repos, account) => {
    if (account.internal || account.dllAccount || account.deletedAt !== null || account.legalHoldReason !== null || account.selfDeletionDate !== null) return false;
    const today = retentionDay(now);
    if (!isDormantOn(retentionDay(account.lastSignInAt ?? account.createdAt), today, context.policy)) return false;
    const deletionDate = dormantDeletionDate(today, context.policy);
    await repos.retentionLifecycle.markDormant(now, deletionDate);
    await recordAudit(tx, jobActor(accountId), { action: 'retention.dormant', entity: 'account', entityId: accountId }, now);
    await sendDueNotices(tx, repos, context, account, deletionDate, now);
    return true;
  });
}

/** A dormant account's notices due today (the start notice of an account marked dormant before notices existed, the 30- and 7-day ones). */
export async function sendDormantNotices(db: Db, context: StepContext, accountId: number, now: Date): Promise<StepOutcome> {
  return withLockedAccount(db, accountId, async (tx, repos, account) => {
    if (!account.dllAccount || account.dllDeletionDate === null || account.deletedAt !== null || account.legalHoldReason !== null) return false;
    return sendDueNotices(tx, repos, context, account, account.dllDeletionDate, now);
  });
}

/**
 * An account whose dormant or requested date has come is deleted (soft), unless a legal hold or
 * an open access request stops it (domain purgeBlock): then only an audit row and a staff alert,
 * every day the date stays passed (the alert says why nothing happened).
 */
export async function deleteIfDue(db: Db, context: StepContext, accountId: number, now: Date): Promise<StepOutcome> {
  return withLockedAccount(db, accountId, async (tx, repos, account) => {
    if (account.deletedAt !== null) return false;
    const cause = deletionDueOn(account, retentionDay(now));
    if (cause === null) return false;
    const block = await accountPurgeBlock(tx, accountId, now);
    if (block) {
      const detail = block.kind === 'legalHold' ? `legal hold: ${block.reason}` : `${block.requests} open access request(s)`;
      await recordAudit(tx, jobActor(accountId), { action: 'retention.deletionBlocked', entity: 'account', entityId: accountId, outcome: 'conflict', reason: detail }, now);
      await queueAlertMails(tx, context, 'purgeBlocked', { accountName: account.name, accountId, date: null, detail }, now);
      return true;
    }
    await softDeleteAccount(context, tx, accountId, repos, { at: now, by: null, reason: cause });
    await recordAudit(tx, jobActor(accountId), { action: 'retention.deleted', entity: 'account', entityId: accountId, reason: cause }, now);
    await queueAlertMails(tx, context, 'accountDeleted', { accountName: account.name, accountId, date: null, detail: null }, now);
    return true;
  });
}

/**
 * An administrator's deletion request is recorded as the account's `selfDeletionRequested` notice
 * (once per requested date) and the staff who chose the alert are told. Done by the job rather
 * than the request itself: the request runs in the customer's transaction, which cannot reach
 * the staff's records.
 */
export async function noticeDeletionRequest(db: Db, context: StepContext, accountId: number, now: Date): Promise<StepOutcome> {
  return withLockedAccount(db, accountId, async (tx, repos, account) => {
    if (account.selfDeletionDate === null || account.deletedAt !== null) return false;
    const noticeId = await repos.retentionLifecycle.recordNotice('selfDeletionRequested', account.selfDeletionDate, now);
    if (noticeId === null) return false;
    await queueAlertMails(tx, context, 'deletionRequested', { accountName: account.name, accountId, date: account.selfDeletionDate, detail: null }, now);
    return true;
  });
}
