/**
 * The daily retention job (issue #18): a pg-boss cron schedule queues one job a day on the
 * retention queue, and this process's worker runs {@link runRetentionDay} for the job's time.
 * pg-boss's schedule is kept in the database, so every process may (re)register it; its cron
 * monitor queues each day's job once however many processes watch (singleton per minute), and a
 * second run the same day changes nothing (runRetentionDay is idempotent).
 */
import type { AppContext } from '../../../context';
import { runRetentionDay } from './runRetentionDay';

/** The pg-boss queue of the daily job. */
export const RETENTION_QUEUE = 'retention-day';

/** When the daily job runs: 02:15 UTC, after midnight's date change and before the working day. */
export const RETENTION_CRON = '15 2 * * *';

/** The daily job's data: nothing (the day is the time the job runs). */
type RetentionJob = Record<string, never>;

/** How the daily job runs in this process. */
export interface RetentionJobSettings {
  /** Whether this process runs the day's job (its worker); the schedule is registered either way. */
  work: boolean;
  /** Where a failed day is reported (pg-boss retries it). */
  logError: (error: unknown) => void;
}

/**
 * Creates the queue, registers the daily schedule and starts this process's worker. The schedule
 * fires only in a process whose job queue watches schedules (jobs/jobQueue.ts `schedules`).
 */
export async function startRetentionJobs(context: AppContext, settings: RetentionJobSettings): Promise<void> {
  await context.jobs.createQueue(RETENTION_QUEUE);
  await context.jobs.schedule(RETENTION_QUEUE, RETENTION_CRON);
  if (!settings.work) return;
  await context.jobs.work<RetentionJob>({
    queue: RETENTION_QUEUE,
    concurrency: 1,
    batchSize: 1,
    run: async () => {
      try {
        await runRetentionDay(context, context.clock());
      } catch (error) {
        settings.logError(error);
        throw error;
      }
    },
  });
}
