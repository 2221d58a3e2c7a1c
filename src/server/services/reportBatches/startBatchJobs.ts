/** Start-up of report batches: their queue, this process's workers, and the resumption of unfinished batches. */
import type { AppContext } from '../../context';
import { BATCH_ITEM_QUEUE, type BatchJobContext, batchItemJobKind } from './batchItemJob';
import { resumeBatches } from './resume';

/**
 * Batch reports in flight per render thread. A report's database work (its reads, the storing
 * transaction with its charge and audit rows, the job's own bookkeeping) takes longer than its
 * render: with only one report more than there are threads, the render threads waited for the
 * database about half the time. Since a report renders faster (font subsets kept per face)
 * and sends fewer statements, six per thread keep a PostgreSQL
 * process's cores busy: 1,000 reports took 42.5 s with three, 29.5 s with six and 28.9 s with
 * ten, the machine's CPU then the limit. On the embedded database the engine's thread is the
 * limit (about 60 s with three or six); a report in flight there holds its one connection only
 * for its short transactions, never while it renders.
 */
export const REPORTS_IN_FLIGHT_PER_THREAD = 6;

/**
 * How many batch reports a process makes at once for a renderer pool of `renderThreads` threads.
 * @param renderThreads a positive whole number.
 */
export function batchReportsInFlight(renderThreads: number): number {
  return renderThreads * REPORTS_IN_FLIGHT_PER_THREAD;
}

/** How batch jobs run in this process. */
export interface BatchJobSettings {
  /** Whether this process makes batch reports; without workers batches only queue. */
  work: boolean;
  /** How many reports this process makes at once ({@link batchReportsInFlight} of the renderer's threads). */
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
