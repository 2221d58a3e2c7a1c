/** Start-up of report batches: their queue, this process's workers, and the resumption of unfinished batches. */
import type { AppContext } from '../../context';
import { BATCH_ITEM_QUEUE, type BatchJobContext, batchItemJobKind } from './batchItemJob';
import { resumeBatches } from './resume';

/** How batch jobs run in this process. */
export interface BatchJobSettings {
  /** Whether this process makes batch reports; without workers batches only queue. */
  work: boolean;
  /** How many reports this process makes at once (the renderer's threads). */
  concurrency: number;
  logError: BatchJobContext['logError'];
}

/**
 * Creates the batch queue, starts this process's workers and queues the pending items of
 * unfinished batches again (a restart in the middle of a batch resumes it).
 */
export async function startBatchJobs(context: AppContext, settings: BatchJobSettings): Promise<void> {
  await context.jobs.createQueue(BATCH_ITEM_QUEUE);
  if (settings.work) await context.jobs.work(batchItemJobKind({ ...context, logError: settings.logError }, settings.concurrency));
  await resumeBatches(context);
}
