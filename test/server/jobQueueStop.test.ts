/**
 * The job queue's stop (src/server/jobs/jobQueue.ts), as a graceful stop of the server runs it: a
 * worker that fetched four jobs and is running the first finishes that one (its current step),
 * starts none of the other three, and hands them back to the queue, where the next process runs
 * them; stop() resolves only once the running job has ended. On the embedded database, and on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
import { startJobQueue } from '../../src/server/jobs/jobQueue';
import { jobQueueEngines } from './support/jobQueueEngines';

jest.setTimeout(60_000);

const QUEUE = 'stop-test';
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

const engines = jobQueueEngines('qg_jobstop');

describe.each(engines)('stopping the job queue, on %s', (_name, open) => {
  it('finishes the running job, starts none of the others it fetched, and hands them back', async () => {
    const { database, dispose } = await open();
    try {
      const onError = jest.fn();
      const queue = await startJobQueue(database, { pollingSeconds: 30, onError });
      await queue.createQueue(QUEUE);
      await database.db.transaction((tx) => queue.enqueue(tx, QUEUE, [1, 2, 3, 4].map((n) => ({ data: { n }, singletonKey: String(n) }))));

      const started: number[] = [];
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let running = () => undefined as void;
      const firstRunning = new Promise<void>((resolve) => {
        running = resolve;
      });
      await queue.work<{ n: number }>({
        queue: QUEUE,
        concurrency: 1,
        batchSize: 4,
        run: async ({ n }) => {
          started.push(n);
          running();
          await held;
        },
      });
      queue.wake(QUEUE);
      await firstRunning;

      let stopped = false;
      const stopping = queue.stop(30_000).then(() => {
        stopped = true;
      });
      for (let turns = 0; turns < 20; turns += 1) await turn();
      expect(stopped).toBe(false);
      release();
      await stopping;
      expect(started).toHaveLength(1);
      const states = await database.executeSql(`SELECT state, count(*)::int AS n FROM pgboss.job WHERE name = $1 GROUP BY state ORDER BY state`, [QUEUE]);
      expect(states.rows).toEqual([
        { state: 'retry', n: 3 },
        { state: 'completed', n: 1 },
      ]);

      // The next process runs the three it handed back.
      const next = await startJobQueue(database, { pollingSeconds: 0.5, onError });
      const ranNext: number[] = [];
      let allRan = () => undefined as void;
      const done = new Promise<void>((resolve) => {
        allRan = resolve;
      });
      await next.work<{ n: number }>({
        queue: QUEUE,
        concurrency: 1,
        run: async ({ n }) => {
          ranNext.push(n);
          if (ranNext.length === 3) allRan();
        },
      });
      await done;
      await next.stop();
      expect([...started, ...ranNext].sort()).toEqual([1, 2, 3, 4]);
      expect(onError).not.toHaveBeenCalled();
    } finally {
      await dispose();
    }
  });
});
