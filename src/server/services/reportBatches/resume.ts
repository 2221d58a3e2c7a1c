/**
 * Resumption after a restart: the pending items of unfinished batches are queued again. A job
 * that still waits is not queued twice (pg-boss policy `short` on the item's key), and a job that
 * runs twice makes nothing the second time (batchItemJob.ts), so this is safe on every start.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { reportBatches, reportBatchItems } from '../../db/schema';
import { BATCH_ITEM_QUEUE, type BatchItemJob, completeIfSettled } from './batchItemJob';

/**
 * Queues a job for every pending item of every queued or running batch, and completes batches
 * whose items were all settled before the restart could mark them so.
 * @returns how many items were queued again.
 */
export async function resumeBatches(context: Pick<AppContext, 'db' | 'jobs' | 'clock'>): Promise<number> {
  const { db } = context;
  const unfinished = await db
    .select({ id: reportBatches.id })
    .from(reportBatches)
    .where(inArray(reportBatches.state, ['queued', 'running']));
  let queued = 0;
  for (const batch of unfinished) {
    const pending = await db
      .select({ id: reportBatchItems.id })
      .from(reportBatchItems)
      .where(and(eq(reportBatchItems.batchId, batch.id), eq(reportBatchItems.state, 'pending')));
    if (pending.length === 0) {
      await completeIfSettled(context, batch.id);
      continue;
    }
    await db.transaction((tx) =>
      context.jobs.enqueue<BatchItemJob>(tx, BATCH_ITEM_QUEUE, pending.map((item) => ({ data: { itemId: item.id }, singletonKey: String(item.id) }))),
    );
    queued += pending.length;
  }
  if (queued > 0) context.jobs.wake(BATCH_ITEM_QUEUE);
  return queued;
}
