/**
 * A PGlite-shaped client whose database runs in a worker thread (see pgliteWorker.js for why),
 * with the part of PGlite's API drizzle's PGlite driver and migrator use: query, exec,
 * transaction and close; and listen, for the live sessions' notifications. Rows, parameters and
 * errors' plain fields (code, detail, constraint) cross the thread as structured clones.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';

type Request = Record<string, unknown> & { op: string };
type Reply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: Record<string, unknown> & { message: string } }
  | { notice: number; payload: string };
/** PGlite's query options; `prepared` (db/prepared.ts) asks the worker to keep the statement named. */
type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown>; prepared?: boolean };

/**
 * Opens a PGlite database in a worker thread.
 * @param dataDir the data directory (created if missing), or `null` for an in-memory database.
 *   The caller holds the directory's lock (db/lock.ts); the worker only opens the files.
 * @returns a client to pass to drizzle's PGlite driver; `close()` closes the database and ends the thread.
 * @throws Error when PGlite cannot open the database (the thread is ended).
 */
export async function openWorkerPglite(dataDir: string | null = null): Promise<PGlite> {
  const worker = new Worker(path.join(__dirname, 'pgliteWorker.js'));
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  const noticeHandlers = new Map<number, (payload: string) => void>();
  let nextListener = 1;
  worker.on('message', (reply: Reply) => {
    if ('notice' in reply) {
      noticeHandlers.get(reply.notice)?.(reply.payload);
      return;
    }
    const waiter = pending.get(reply.id);
    pending.delete(reply.id);
    if (!waiter) return;
    if (reply.ok) waiter.resolve(reply.result);
    else waiter.reject(Object.assign(new Error(reply.error.message), reply.error));
  });
  const failAll = (error: Error) => {
    pending.forEach((waiter) => waiter.reject(error));
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`The PGlite worker exited (${code}).`)));
  const call = (request: Request): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });

  const queries = (txId: number | null) => ({
    query: (sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
      call({ op: 'query', txId, sql, params, rowMode: options.rowMode, rawTypes: Object.keys(options.parsers ?? {}).map(Number), prepared: options.prepared === true }),
    exec: (sql: string) => call({ op: 'exec', txId, sql }),
  });

  /**
   * A transaction's statements. BEGIN travels with the first one (the worker opens the
   * transaction, then runs it): a message and a wait less per transaction. A transaction that
   * runs no statement is never opened.
   */
  const transactionQueries = (txId: number) => {
    let begun = false;
    const begin = (): boolean => {
      const first = !begun;
      begun = true;
      return first;
    };
    return {
      query: (sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
        call({ op: 'query', txId, begin: begin(), sql, params, rowMode: options.rowMode, rawTypes: Object.keys(options.parsers ?? {}).map(Number), prepared: options.prepared === true }),
      exec: (sql: string) => call({ op: 'exec', txId, begin: begin(), sql }),
      begun: () => begun,
      txId,
    };
  };

  let nextTx = 1;
  const client = {
    ...queries(null),
    waitReady: Promise.resolve(),
    transaction: async <T>(run: (tx: ReturnType<typeof queries>) => Promise<T>): Promise<T> => {
      const tx = transactionQueries(nextTx++);
      try {
        const result = await run(tx);
        if (tx.begun()) await call({ op: 'commit', txId: tx.txId });
        return result;
      } catch (error) {
        if (tx.begun()) await call({ op: 'rollback', txId: tx.txId });
        throw error;
      }
    },
    listen: async (channel: string, callback: (payload: string) => void) => {
      const listenerId = nextListener++;
      noticeHandlers.set(listenerId, callback);
      await call({ op: 'listen', listenerId, channel });
      return async () => {
        noticeHandlers.delete(listenerId);
        await call({ op: 'unlisten', listenerId });
      };
    },
    close: async () => {
      await call({ op: 'close' });
      await worker.terminate();
    },
  };
  try {
    await call({ op: 'open', dataDir });
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  // Only the methods above are used by drizzle and by src/server/db/client.ts.
  return client as unknown as PGlite;
}
