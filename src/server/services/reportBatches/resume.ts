/**
 * Resumption after a restart: the pending items of unfinished batches are queued again. A job
 * that still waits is not queued twice (pg-boss policy `short` on the item's key), and a job that
 * runs twice makes nothing the second time (batchItemJob.ts), so this is safe on every start.
 */
import type { AppContext } from '../../context';
import { batchSweepsStore } from '../../db/platform/batchSweeps';
import { repositories } from '../../db/repositories';
import { BATCH_ITEM_QUEUE, type BatchItemJob, completeIfSettled } from './batchItemJob';

/**
 * Queues a job for every pending item of every queued or running batch, and completes batches
 * whose items were all settled before the restart could mark them so.
 * @returns how many items were queued again.
 */
export async function resumeBatches(context: Pick<AppContext, 'db' | 'jobs' | 'clock'>): Promise<number> {
  const { db } = context;
  // A sweep over every account at start; each batch is then handled in its own account.
  const unfinished = await batchSweepsStore(db).unfinishedBatches();
  let queued = 0;
  for (const batch of unfinished) {
    const pending = await repositories(db, { accountId: batch.accountId, userId: null }).reportBatches.pendingItemIds(batch.id);
    if (pending.length === 0) {
      await completeIfSettled(context, batch.accountId, batch.id);
      continue;
    }
    await db.transaction((tx) =>
      context.jobs.enqueue<BatchItemJob>(tx, BATCH_ITEM_QUEUE, pending.map((itemId) => ({ data: { itemId }, singletonKey: String(itemId) }))),
    );
    queued += pending.length;
  }
  if (queued > 0) context.jobs.wake(BATCH_ITEM_QUEUE);
  return queued;
}
