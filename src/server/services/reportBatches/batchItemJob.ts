/**
 * The job of one report of a batch. The item row is the truth: the report, its license charge and
 * the item's `done` are committed together (the item locked), so a job that runs
 * twice (the process died after the report was stored but before pg-boss recorded the job as
 * complete; a restart re-queued it) finds the item settled and makes nothing.
 */
import { PROBLEMS } from '../../../contract/problem';
import type { AppContext } from '../../context';
import { batchSweepsStore } from '../../db/platform/batchSweeps';
import { type AccountScope, repositories } from '../../db/repositories';
import type { JobKind } from '../../jobs/jobQueue';
import { HttpProblem } from '../../http/problems';
import type { Actor } from '../actor';
import { notifyReportBatchFinished } from '../notifications/producers';
import { generateReport } from '../reports/service';

/** The pg-boss queue of batch reports. */
export const BATCH_ITEM_QUEUE = 'report-batch-item';

/** Data of one job: the item it makes. */
export interface BatchItemJob {
  itemId: number;
}

/** What the audit log records as the address of reports made by a batch job (there is no request). */
export const BATCH_JOB_ADDRESS = 'report-batch-job';

/** What a batch job needs of the app. */
export type BatchJobContext = Pick<AppContext, 'db' | 'renderer' | 'clock'> & {
  /** Where an unexpected failure of a report is logged (the item records a generic message). */
  logError: (error: unknown, itemId: number) => void;
};

/** Thrown inside the storing transaction when the item was settled meanwhile (cancelled, or made by a twin job): nothing is stored. */
class ItemSettled extends Error {
  override name = 'ItemSettled';
}

/**
 * Makes the report of one batch item, unless the item is no longer pending or its batch was
 * cancelled. The PDF is rendered outside any transaction (on PGlite a transaction holds the only
 * connection); the storing transaction locks the item and marks it done with the report, so a
 * job that runs twice, or an item cancelled while its PDF rendered, stores nothing. A problem the
 * user can act on (licenseExhausted, notScorable, an assessment deleted since) is recorded on the
 * item with its code; any other failure is recorded as `internal` and logged. Only a failure to
 * record the outcome throws (pg-boss then retries).
 */
export async function runBatchItem(context: BatchJobContext, itemId: number): Promise<void> {
  const { db } = context;
  // The payload names only the item: it is looked up before its account is known.
  const item = await batchSweepsStore(db).itemForJob(itemId);
  if (!item || item.state !== 'pending' || item.batchState === 'cancelled') return;
  const scope: AccountScope = { accountId: item.accountId, userId: null };
  // Once the batch runs, its jobs spare the update.
  if (item.batchState === 'queued') await repositories(db, scope).reportBatches.markRunning(item.batchId);
  const actor: Actor = { userId: item.createdBy, accountId: item.accountId, ip: BATCH_JOB_ADDRESS };
  const now = context.clock();
  try {
    await generateReport(context, actor, item.assessmentId, { reportType: item.reportType, options: item.options }, now, {
      batchId: item.batchId,
      onStored: async (tx, reportId) => {
        if (!(await repositories(tx, scope).reportBatches.markPendingItemDone(itemId, reportId, now))) throw new ItemSettled();
      },
    });
  } catch (error) {
    if (error instanceof ItemSettled) return;
    const problem = error instanceof HttpProblem ? error : new HttpProblem('internal', PROBLEMS.internal.title);
    if (!(error instanceof HttpProblem)) context.logError(error, itemId);
    await db.transaction(async (tx) => {
      const batches = repositories(tx, scope).reportBatches;
      if (!(await batches.lockPendingItem(itemId))) return;
      await batches.markItemFailed(itemId, { code: problem.code, message: problem.detail ?? PROBLEMS[problem.code].title }, now);
    });
  }
  await completeIfSettled(context, item.accountId, item.batchId);
}

/**
 * Marks a queued or running batch of the account `accountId` completed once none of its items is
 * pending. Each job calls it after its own commit, so the job that settles the last item always
 * sees every other one settled. While items are pending, one read answers and no transaction is
 * opened: the job that settles the last item completes the batch.
 */
export async function completeIfSettled(context: Pick<AppContext, 'db' | 'clock'>, accountId: number, batchId: number): Promise<void> {
  if (await repositories(context.db, { accountId, userId: null }).reportBatches.hasPendingItems(batchId)) return;
  await context.db.transaction(async (tx) => {
    const now = context.clock();
    const completed = await repositories(tx, { accountId, userId: null }).reportBatches.completeIfSettled(batchId, now);
    // Only the update that completed the batch answers it, so its requester is told once.
    if (completed) await notifyReportBatchFinished(tx, completed, now);
  });
}

/**
 * The job kind of batch reports.
 * @param concurrency how many reports this process makes at once (the renderer's threads).
 */
export function batchItemJobKind(context: BatchJobContext, concurrency: number): JobKind<BatchItemJob> {
  return { queue: BATCH_ITEM_QUEUE, concurrency, run: (job) => runBatchItem(context, job.itemId) };
}
