/**
 * One day's work of the data-retention lifecycle (issue #18), in order: activity ends dormancy,
 * inactive accounts become dormant, the notices due go out, new deletion requests are recorded
 * and alerted, accounts whose date has come are deleted (soft), deleted accounts past their
 * recovery window are purged, and expired export links lose their file. Each account is its own transaction (accountSteps.ts), so one account's failure
 * or lock holds back no other, and the whole day is safe to run again or from two processes at
 * once. The cron (retentionJobs.ts) only calls this; tests call it with the fake clock.
 */
import { addDays } from '../../../../domain/dals';
import { retentionDay } from '../../../../domain/retention/accountLifecycle';
import type { AppContext } from '../../../context';
import { dropExpiredExportFiles } from '../../../db/platform/exportLinks';
import { retentionCandidateStore } from '../../../db/platform/retentionCandidates';
import { purgeDueAccounts } from '../purge/purgeDueAccounts';
import { deleteIfDue, endDormancyOnActivity, markDormantIfInactive, noticeDeletionRequest, sendDormantNotices, type StepContext, type StepOutcome } from './accountSteps';
import { wakeMail } from './lifecycleMail';

/** What a day's run did: the accounts each step changed, and those another run held (left to it). */
export interface RetentionDayReport {
  dormancyEnded: number[];
  markedDormant: number[];
  noticed: number[];
  /** Deletion requests recorded as notices, and alerted to the staff who chose it. */
  requestsNoticed: number[];
  /** Deleted, or (held by a legal hold or an open access request) audited and alerted. */
  deletionHandled: number[];
  /** Purged after their recovery window (purge/purgeDueAccounts.ts). */
  purged: number[];
  /** Due for the purge but blocked (legal hold, open access request); audited, tried again tomorrow. */
  purgeBlocked: number[];
  skipped: number[];
}

/** What the day needs of the app. */
export type RetentionDayContext = Pick<AppContext, 'db' | 'jobs'> & { config: Pick<AppContext['config'], 'retention' | 'mailRetryLimit' | 'mailRetryDelaySeconds'> };

/**
 * Runs the lifecycle for the day of `now` (UTC).
 * @returns which accounts each step changed.
 * @throws the first error of a step (the others still ran); pg-boss retries the day's job, which
 *   finds the finished accounts with nothing left to do.
 */
export async function runRetentionDay(context: RetentionDayContext, now: Date): Promise<RetentionDayReport> {
  const { db } = context;
  const step: StepContext = { jobs: context.jobs, config: context.config, policy: context.config.retention };
  const candidates = retentionCandidateStore(db);
  const report: RetentionDayReport = { dormancyEnded: [], markedDormant: [], noticed: [], requestsNoticed: [], deletionHandled: [], purged: [], purgeBlocked: [], skipped: [] };
  const failures: unknown[] = [];
  const each = async (ids: number[], run: (accountId: number) => Promise<StepOutcome>, done: number[]) => {
    for (const accountId of ids) {
      try {
        const outcome = await run(accountId);
        if (outcome === 'done') done.push(accountId);
        if (outcome === 'skipped') report.skipped.push(accountId);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await each(await candidates.dormantWithActivity(), (id) => endDormancyOnActivity(db, id, now), report.dormancyEnded);
  // Inactive since the first instant of the day `dormantAfterDays - 1` days ago: whoever was last
  // seen before it is `dormantAfterDays` or more calendar days ago (domain isDormantOn re-checks).
  const cutoff = new Date(`${addDays(retentionDay(now), 1 - step.policy.dormantAfterDays)}T00:00:00Z`);
  await each(await candidates.inactiveSince(cutoff), (id) => markDormantIfInactive(db, step, id, now), report.markedDormant);
  await each(await candidates.dormant(), (id) => sendDormantNotices(db, step, id, now), report.noticed);
  await each(await candidates.deletionRequestsUnnoticed(), (id) => noticeDeletionRequest(db, step, id, now), report.requestsNoticed);
  await each(await candidates.deletionDue(retentionDay(now)), (id) => deleteIfDue(db, step, id, now), report.deletionHandled);
  // Deleted accounts past their recovery window go for good; expired export links keep no file.
  const purge = await purgeDueAccounts({ db, policy: step.policy }, now);
  report.purged = purge.purged;
  report.purgeBlocked = purge.blocked.map((blocked) => blocked.accountId);
  failures.push(...purge.failed.map((failed) => new Error(`The purge of account ${failed.accountId} failed: ${failed.error}`)));
  await dropExpiredExportFiles(db, now);
  wakeMail(context);
  if (failures.length > 0) throw failures[0];
  return report;
}
