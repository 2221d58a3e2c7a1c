/**
 * The unit of work of a write operation (POST, PUT, PATCH, DELETE): ONE transaction holds the
 * Idempotency-Key claim and its stored answer, everything the handler writes and the audit rows,
 * so they commit together or not at all. A crash at any point before the commit leaves no trace:
 * a retry with the same key runs afresh; after the commit, a retry replays the stored answer.
 *
 * Rendering a PDF or hashing a password inside a handler therefore holds the transaction (on
 * PGlite, its one connection) for that time; the handlers that do either are rare writes.
 */
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../auth/principal';
import type { AppContext } from '../context';
import type { TransactionScope } from '../db/accountScope';
import type { Db } from '../db/client';
import type { AuditRow } from '../db/platform/auditLog';
import { scopedTransaction } from '../db/scopedTransaction';
import type { JobQueue } from '../jobs/jobQueue';
import { claimIdempotent, answerIdempotent, type IdempotencyStart, releaseIdempotent, requestFingerprint, storeRefusal } from './idempotency';
import { isFileAnswer } from './operationHandler';
import { HttpProblem } from './problems';

/** How a write ended: answered, refused with its writes kept, or answered from an earlier request with the key. */
export type WriteOutcome =
  | { kind: 'answered'; answer: unknown }
  | { kind: 'refused'; problem: HttpProblem }
  | { kind: 'earlier'; start: Exclude<IdempotencyStart, { kind: 'process' }> };

/** The Idempotency-Key of a signed-in caller's write, or `null` when the request has none. */
export interface WriteKey {
  user: Principal;
  key: string;
}

/** What the transaction stores as the answer of a key: the status and the JSON body. */
export interface StoredAnswer {
  status: number;
  body: string;
}

/**
 * The job queue as a unit of work sees it: jobs are queued in the transaction, and the workers are
 * woken only after the commit (a worker woken earlier would look before the jobs exist).
 */
function deferredWake(jobs: JobQueue, afterCommit: (() => void)[]): JobQueue {
  return {
    createQueue: (queue) => jobs.createQueue(queue),
    enqueue: (db, queue, newJobs) => jobs.enqueue(db, queue, newJobs),
    work: (kind) => jobs.work(kind),
    schedule: (queue, cron) => jobs.schedule(queue, cron),
    wake: (queue) => {
      afterCommit.push(() => jobs.wake(queue));
    },
    stop: (timeoutMs) => jobs.stop(timeoutMs),
  };
}

/** The app's dependencies inside a transaction: its `db` is the transaction. */
export const contextInTransaction = (context: AppContext, tx: Db, afterCommit: (() => void)[]): AppContext => ({
  ...context,
  db: tx,
  jobs: deferredWake(context.jobs, afterCommit),
});

/**
 * Runs a write operation as one unit of work (see the module comment).
 * @param accountScope the customer account the transaction is limited to (row-level security), with
 *   the user whose legitimate interest narrows it, or
 *   `null` for a caller who is none (the player, internal staff in their audited cross-account scope).
 * @param run the handler, given the app's dependencies inside the transaction.
 * @param answerOf the status and body stored for a key when the handler answers (never a file).
 * @returns how the write ended; a refusal that keeps its writes is returned after the commit.
 * @throws whatever the handler threw, after the rollback; an HttpProblem refusal is then stored
 *   as the key's answer in a transaction of its own, so a retry is refused alike.
 */
export async function runWrite(
  context: AppContext,
  request: FastifyRequest,
  writeKey: WriteKey | null,
  accountScope: TransactionScope | null,
  run: (scoped: AppContext) => Promise<unknown>,
  answerOf: (answer: unknown) => StoredAnswer,
): Promise<WriteOutcome> {
  const afterCommit: (() => void)[] = [];
  const owner = writeKey ? { userId: writeKey.user.userId, accountId: writeKey.user.accountId } : null;
  const fingerprint = writeKey ? requestFingerprint(request.method, request.url, request.body) : '';
  const now = context.clock();
  let outcome: WriteOutcome;
  try {
    const unitOfWork = async (tx: Db): Promise<WriteOutcome> => {
      if (writeKey && owner) {
        const start = await claimIdempotent(tx, owner, writeKey.key, fingerprint, now);
        if (start.kind !== 'process') return { kind: 'earlier', start };
      }
      let answer: unknown;
      try {
        answer = await run(contextInTransaction(context, tx, afterCommit));
      } catch (error) {
        if (!(error instanceof HttpProblem) || !error.keepsWrites) throw error;
        if (writeKey) await answerIdempotent(tx, writeKey.user.userId, writeKey.key, error.toProblem().status, JSON.stringify(error.toProblem()));
        return { kind: 'refused', problem: error };
      }
      if (writeKey) {
        if (isFileAnswer(answer)) await releaseIdempotent(tx, writeKey.user.userId, writeKey.key);
        else {
          const stored = answerOf(answer);
          await answerIdempotent(tx, writeKey.user.userId, writeKey.key, stored.status, stored.body);
        }
      }
      return { kind: 'answered', answer };
    };
    // A customer's transaction starts in their account scope, in the round trip of its BEGIN.
    outcome = accountScope === null ? await context.db.transaction(unitOfWork) : await scopedTransaction(context.db, accountScope, unitOfWork);
  } catch (error) {
    if (writeKey && owner && error instanceof HttpProblem) {
      const details = error.toProblem();
      await storeRefusal(context.db, owner, writeKey.key, fingerprint, details.status, JSON.stringify(details), now);
    }
    throw error;
  }
  for (const wake of afterCommit) wake();
  return outcome;
}

/**
 * Runs a read of a customer in a transaction limited to their account (row-level security); any
 * other read runs as it is.
 * @param auditRows the read's audit rows known before it runs, written first in its transaction
 *   (a customer's read only; see db/scopedTransaction.ts).
 */
export async function runRead<T>(context: AppContext, accountScope: TransactionScope | null, run: (scoped: AppContext) => Promise<T>, auditRows: readonly AuditRow[] = []): Promise<T> {
  if (accountScope === null) return run(context);
  return scopedTransaction(context.db, accountScope, (tx) => run(contextInTransaction(context, tx, [])), auditRows);
}
