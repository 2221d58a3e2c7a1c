/**
 * The job of one report of a batch. The item row is the truth: the report, its license charge and
 * the item's `done` are committed together (the item locked), so a job that runs
 * twice (the process died after the report was stored but before pg-boss recorded the job as
 * complete; a restart re-queued it) finds the item settled and makes nothing.
 */
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { PROBLEMS } from '../../../contract/problem';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { reportBatches, reportBatchItems } from '../../db/schema';
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

/** Locks the item row and answers it when it is still pending in a batch that is not cancelled, else null. */
async function lockPendingItem(tx: Db, itemId: number) {
  const [item] = await tx
    .select({ state: reportBatchItems.state, batchState: reportBatches.state })
    .from(reportBatchItems)
    .innerJoin(reportBatches, eq(reportBatches.id, reportBatchItems.batchId))
    .where(eq(reportBatchItems.id, itemId))
    .for('update', { of: reportBatchItems });
  return item && item.state === 'pending' && item.batchState !== 'cancelled' ? item : null;
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
  const [item] = await db
    .select({
      state: reportBatchItems.state,
      assessmentId: reportBatchItems.assessmentId,
      accountId: reportBatchItems.accountId,
      batchId: reportBatches.id,
      batchState: reportBatches.state,
      createdBy: reportBatches.createdBy,
      reportType: reportBatches.reportType,
      options: reportBatches.options,
    })
    .from(reportBatchItems)
    .innerJoin(reportBatches, eq(reportBatches.id, reportBatchItems.batchId))
    .where(eq(reportBatchItems.id, itemId));
  if (!item || item.state !== 'pending' || item.batchState === 'cancelled') return;
  await db.update(reportBatches).set({ state: 'running' }).where(and(eq(reportBatches.id, item.batchId), eq(reportBatches.state, 'queued')));
  const actor: Actor = { userId: item.createdBy, accountId: item.accountId, ip: BATCH_JOB_ADDRESS };
  const now = context.clock();
  try {
    await generateReport(context, actor, item.assessmentId, { reportType: item.reportType, options: item.options }, now, {
      batchId: item.batchId,
      onStored: async (tx, reportId) => {
        if (!(await lockPendingItem(tx, itemId))) throw new ItemSettled();
        await tx.update(reportBatchItems).set({ state: 'done', reportId, finishedAt: now }).where(eq(reportBatchItems.id, itemId));
      },
    });
  } catch (error) {
    if (error instanceof ItemSettled) return;
    const problem = error instanceof HttpProblem ? error : new HttpProblem('internal', PROBLEMS.internal.title);
    if (!(error instanceof HttpProblem)) context.logError(error, itemId);
    await db.transaction(async (tx) => {
      if (!(await lockPendingItem(tx, itemId))) return;
      await tx
        .update(reportBatchItems)
        .set({ state: 'failed', failureCode: problem.code, failureMessage: problem.detail ?? PROBLEMS[problem.code].title, finishedAt: now })
        .where(eq(reportBatchItems.id, itemId));
    });
  }
  await completeIfSettled(context, item.batchId);
}

/**
 * Marks a queued or running batch completed once none of its items is pending. Each job calls it
 * after its own commit, so the job that settles the last item always sees every other one settled.
 */
export async function completeIfSettled(context: Pick<AppContext, 'db' | 'clock'>, batchId: number): Promise<void> {
  const pending = context.db
    .select({ one: sql`1` })
    .from(reportBatchItems)
    .where(and(eq(reportBatchItems.batchId, batchId), eq(reportBatchItems.state, 'pending')));
  await context.db.transaction(async (tx) => {
    const now = context.clock();
    const [completed] = await tx
      .update(reportBatches)
      .set({ state: 'completed', finishedAt: now })
      .where(and(eq(reportBatches.id, batchId), inArray(reportBatches.state, ['queued', 'running']), notExists(pending)))
      .returning({ id: reportBatches.id, accountId: reportBatches.accountId, createdBy: reportBatches.createdBy });
    // Only the update that completed the batch answers a row, so its requester is told once.
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
