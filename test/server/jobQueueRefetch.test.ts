/**
 * The job queue's workers (src/server/jobs/jobQueue.ts) after a full fetch: a worker that took as
 * many jobs as it fetches at a time looks for the next ones at once instead of waiting out its
 * polling interval, so queued jobs (a report batch's) run one after the other without pauses. On
 * the embedded database, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { startJobQueue } from '../../src/server/jobs/jobQueue';
import { jobQueueEngines } from './support/jobQueueEngines';

// Far below the polling interval of the workers below: waiting it out even once fails the test.
jest.setTimeout(40_000);

const QUEUE = 'refetch-test';
const POLLING_SECONDS = 60;

const engines = jobQueueEngines('qg_jobrefetch');

describe.each(engines)('a worker after a full fetch, on %s', (_name, open) => {
  it('fetches the queued jobs one fetch after the other, without waiting for its polling interval', async () => {
    const { database, dispose } = await open();
    try {
      const onError = jest.fn();
      const queue = await startJobQueue(database, { pollingSeconds: POLLING_SECONDS, onError });
      try {
        await queue.createQueue(QUEUE);
        await database.db.transaction((tx) => queue.enqueue(tx, QUEUE, [1, 2, 3, 4, 5].map((n) => ({ data: { n }, singletonKey: String(n) }))));
        const ran: number[] = [];
        let allRan = () => undefined as void;
        const done = new Promise<void>((resolve) => {
          allRan = resolve;
        });
        // Two jobs a fetch: two full fetches, then a short one with the last job.
        await queue.work<{ n: number }>({
          queue: QUEUE,
          concurrency: 1,
          batchSize: 2,
          pollingSeconds: POLLING_SECONDS,
          run: async ({ n }) => {
            ran.push(n);
            if (ran.length === 5) allRan();
          },
        });
        // Woken once, as a batch's creation wakes its workers; the jest timeout bounds the wait.
        queue.wake(QUEUE);
        await done;
        expect([...ran].sort()).toEqual([1, 2, 3, 4, 5]);
        expect(onError).not.toHaveBeenCalled();
      } finally {
        await queue.stop();
      }
    } finally {
      await dispose();
    }
  });
});
