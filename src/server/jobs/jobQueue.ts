/**
 * The app's job queue: pg-boss on the app's own database (DESIGN §6). On PostgreSQL and on PGlite
 * alike pg-boss runs its statements through `Database.executeSql`, so it needs no second
 * connection string and works on the embedded database, whose engine runs on a worker thread of
 * its own (db/workerPglite.ts).
 */
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client';
import { inTransaction } from './sqlInTransaction';
import { runInAuditContext } from '../audit/auditContext';

/** One kind of job: its queue, and what runs each job. */
export interface JobKind<T extends object> {
  /** The pg-boss queue name. */
  queue: string;
  /**
   * Runs one job. It should settle its own failures (record them where the user sees them); a
   * throw fails the job together with the others of its fetch, and pg-boss retries them.
   */
  run(data: T): Promise<void>;
  /** How many jobs of this kind run at once in this process. */
  concurrency: number;
  /** Jobs taken per poll (default {@link JOBS_PER_FETCH}); 1 where a job throws to be retried, so that it fails alone. */
  batchSize?: number;
  /**
   * How often an idle worker of this kind looks for jobs, in seconds (default: the queue's
   * setting). Kinds that are woken when their jobs are queued can poll rarely, which keeps an
   * embedded database's one connection free for requests.
   */
  pollingSeconds?: number;
}

/** How pg-boss retries a job that threw. */
export interface JobRetry {
  /** Retries after the first attempt. */
  limit: number;
  /** Seconds before the first retry. */
  delaySeconds: number;
  /** Whether the delay doubles with each retry (pg-boss adds jitter). */
  backoff: boolean;
}

/** A job to queue: its data, and a key that stops a second copy while the first still waits. */
export interface NewJob<T extends object> {
  data: T;
  /** Jobs of one queue with the same key are queued once while one of them waits (pg-boss policy `short`). */
  singletonKey: string;
  /** How a failed job is retried; the queue's default (2 retries, 1 s apart) when absent. */
  retry?: JobRetry;
}

/** Settings of the queue. */
export interface JobQueueOptions {
  /** How often an idle worker looks for new jobs, in seconds (pg-boss allows 0.5 at the least). */
  pollingSeconds: number;
  /** Where errors of the queue's background work go (a job that threw, a failed poll). */
  onError: (error: Error) => void;
  /**
   * Whether this process watches the cron schedules (pg-boss's timekeeper: a look every 30 s and a
   * worker of its own). Off by default: tests and one-off tools have no daily job to fire, and an
   * embedded database's one connection is better kept for requests.
   */
  schedules?: boolean;
  /**
   * How often a process watching schedules looks whether one is due, in seconds (1-45; pg-boss's
   * 30 by default). However many processes look, one of them queues a due time's job per minute
   * (pg-boss stamps the look in its `version` row, and the job is a singleton of its minute); tests
   * shorten it to watch several processes look many times.
   */
  cronMonitorSeconds?: number;
}

/** The app's job queue. */
export interface JobQueue {
  /** Creates a queue (idempotent); jobs can be queued once it exists. */
  createQueue(queue: string): Promise<void>;
  /**
   * Queues jobs inside the caller's transaction: they exist only if it commits.
   * @param db a Drizzle transaction.
   */
  enqueue<T extends object>(db: Db, queue: string, jobs: readonly NewJob<T>[]): Promise<void>;
  /** Starts this process's workers of a kind (its queue must exist). */
  work<T extends object>(kind: JobKind<T>): Promise<void>;
  /**
   * Registers (or replaces) a cron schedule that queues one job on `queue` at each time of `cron`
   * (UTC, five fields). Stored in the database: it fires in every process that watches schedules
   * ({@link JobQueueOptions.schedules}), once per time however many do.
   */
  schedule(queue: string, cron: string): Promise<void>;
  /** Wakes this process's idle workers of a queue, so that jobs committed just now start at once. */
  wake(queue: string): void;
  /**
   * Stops taking jobs and waits (up to `timeoutMs`) for the job each worker is running: its
   * current step. The jobs a worker had fetched with it but not started go back to the queue (as
   * a failed attempt, retried after the queue's delay by the next process), so no job is lost.
   * Resolves once no statement of the queue is running, so the database can then be closed.
   */
  stop(timeoutMs?: number): Promise<void>;
}

/** How many jobs a worker takes per poll by default; it runs them one after the other. */
export const JOBS_PER_FETCH = 4;

/**
 * Starts pg-boss on the database, creating or migrating its schema (`pgboss`) on first start.
 * No worker runs until {@link JobQueue.work}.
 * @throws Error when pg-boss cannot start (its schema cannot be created or migrated).
 */
export async function startJobQueue(database: Pick<Database, 'executeSql'>, options: JobQueueOptions): Promise<JobQueue> {
  // pg-boss does not await every statement it issues (a finished job's completion): stop() waits
  // for these, so that the database is not closed under them.
  const inFlight = new Set<Promise<unknown>>();
  const executeSql = (text: string, values?: unknown[]) => {
    const running = database.executeSql(text, values);
    inFlight.add(running);
    void running.finally(() => inFlight.delete(running)).catch(() => undefined);
    return running;
  };
  const boss = new PgBoss({
    db: { executeSql },
    // Nothing here reads queue sizes; cron schedules are watched only where asked for.
    schedule: options.schedules ?? false,
    ...(options.cronMonitorSeconds !== undefined ? { cronMonitorIntervalSeconds: options.cronMonitorSeconds, cronWorkerIntervalSeconds: options.cronMonitorSeconds } : {}),
  });
  boss.on('error', (error: Error) => options.onError(error));
  await boss.start();
  const workers = new Map<string, string[]>();
  // Set at once by stop(): a worker runs no further job of its fetch (pg-boss hands a worker
  // what it fetched even when it was stopped while the fetch ran).
  let stopping = false;
  // The workers' handlers still running: stop() waits for them as for the statements.
  const handlers = new Set<Promise<void>>();
  const runFetched = async <T extends object>(kind: JobKind<T>, jobs: PgBoss.Job<T>[]) => {
    for (const [index, job] of jobs.entries()) {
      if (stopping) {
        for (const left of jobs.slice(index)) await boss.fail(kind.queue, left.id, { message: 'Not started: the server was stopping.' });
        return;
      }
      // Its audit rows name the job, as a request's name the request.
      await runInAuditContext(`job:${kind.queue}:${job.id}`, () => kind.run(job.data));
    }
  };
  return {
    createQueue: async (queue) => {
      // `short`: a job is not queued a second time while one with its key waits, so restarts may re-queue freely.
      if (!(await boss.getQueue(queue))) await boss.createQueue(queue, { name: queue, policy: 'short', retryLimit: 2, retryDelay: 1 });
    },
    enqueue: async (db, queue, jobs) => {
      if (jobs.length === 0) return;
      await boss.insert(
        jobs.map((job) => ({
          name: queue,
          data: job.data,
          singletonKey: job.singletonKey,
          ...(job.retry ? { retryLimit: job.retry.limit, retryDelay: job.retry.delaySeconds, retryBackoff: job.retry.backoff } : {}),
        })),
        { db: inTransaction(db) },
      );
    },
    work: async <T extends object>(kind: JobKind<T>) => {
      const ids = workers.get(kind.queue) ?? [];
      const batchSize = kind.batchSize ?? JOBS_PER_FETCH;
      for (let index = 0; index < kind.concurrency; index += 1) {
        // Known once pg-boss answers it; a fetch settles later (it waits for the database).
        const worker: { id?: string } = {};
        worker.id = await boss.work<T>(kind.queue, { batchSize, pollingIntervalSeconds: kind.pollingSeconds ?? options.pollingSeconds }, (jobs) => {
          const running = runFetched(kind, jobs);
          handlers.add(running);
          return running.finally(() => {
            handlers.delete(running);
            // pg-boss waits out the polling interval after every fetch, even one that took a full
            // batch and left more jobs queued: a batch of reports then ran at most concurrency ×
            // batchSize jobs per interval (48 a second). A full fetch says more may be waiting, so
            // the worker looks again at once; a short one leaves it to its polling.
            if (jobs.length >= batchSize && !stopping && worker.id !== undefined) boss.notifyWorker(worker.id);
          });
        });
        ids.push(worker.id);
      }
      workers.set(kind.queue, ids);
    },
    schedule: async (queue, cron) => {
      await boss.schedule(queue, cron, {}, { tz: 'UTC' });
    },
    wake: (queue) => {
      for (const id of workers.get(queue) ?? []) boss.notifyWorker(id);
    },
    stop: async (timeoutMs = 30_000) => {
      stopping = true;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
      // A fetch that was running when the workers stopped still answers its jobs to a handler,
      // which hands them back; and pg-boss records a handler's outcome after it returns. Each
      // settles before the next turn of the event loop starts the statements that follow it.
      while (inFlight.size > 0 || handlers.size > 0) {
        await Promise.allSettled([...inFlight, ...handlers]);
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    },
  };
}
