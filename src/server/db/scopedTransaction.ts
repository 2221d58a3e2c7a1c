/**
 * A customer's transaction that starts in their account scope (db/accountScope.ts) in ONE round
 * trip: on PostgreSQL, `BEGIN` and the scope's settings go to the server as one simple-protocol
 * text, where Drizzle's own transaction sends `BEGIN` and then the settings, each waiting for its
 * answer. Every customer request runs in such a transaction, so this is one round trip less per
 * request (of 4 for the examinee list: BEGIN, scope, page, COMMIT). A read's audit row, known
 * before the read, may go in the same round trip (see {@link scopedTransaction}).
 *
 * Drizzle has no hook for the statement that opens a transaction, so this builds its node-postgres
 * transaction object the way Drizzle's `transaction()` does (same session class, dialect
 * and options; nested transactions are savepoints as there). When the database object is not
 * shaped as expected (PGlite, a Drizzle upgrade), it runs Drizzle's transaction and sets the scope
 * as its first statement: the same behaviour, one round trip more (on PGlite a text of the simple
 * protocol, which the engine neither describes nor plans as a statement with parameters).
 */
import type { PgDialect } from 'drizzle-orm/pg-core';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import { Pool, type PoolClient } from 'pg';
import { enterAccountScope, type TransactionScope } from './accountScope';
import type { Db } from './client';
import { type AuditRow, appendAuditRow } from './platform/auditLog';
import { auditInsertText } from './platform/auditInsertText';
import { connectionOf } from './prepared';

/** What Drizzle keeps on a node-postgres database object, read to build a transaction like its own. */
interface NodePgParts {
  pool: Pool;
  session: NodePgSession<Record<string, never>, never>;
  dialect: PgDialect;
}

/** The parts of a node-postgres database object over a pool, or `null` for any other (a transaction, PGlite). */
function nodePgParts(db: Db): NodePgParts | null {
  const session: unknown = db._.session;
  const dialect: unknown = (db as unknown as { dialect?: unknown }).dialect;
  if (!(session instanceof NodePgSession) || typeof dialect !== 'object' || dialect === null) return null;
  const pool: unknown = (session as unknown as { client?: unknown }).client;
  if (!(pool instanceof Pool)) return null;
  return { pool, session: session as NodePgSession<Record<string, never>, never>, dialect: dialect as PgDialect };
}

/**
 * The text that opens the transaction in `scope`: `BEGIN` and the settings of
 * {@link enterAccountScope}, with the ids written in (whole numbers, checked; the simple protocol
 * that runs two statements in one text takes no parameters).
 * @throws RangeError when an id is not a safe whole number.
 */
export function scopedBeginText(scope: TransactionScope): string {
  return `BEGIN; ${scopeSettingsText(scope)}`;
}

/**
 * The settings of {@link enterAccountScope} as one text of the simple protocol, with the ids
 * written in (whole numbers, checked).
 * @throws RangeError when an id is not a safe whole number.
 */
function scopeSettingsText(scope: TransactionScope): string {
  const id = (value: number): string => {
    if (!Number.isSafeInteger(value)) throw new RangeError(`An account scope's ids are whole numbers, not ${value}.`);
    return String(value);
  };
  const interest = scope.interestUserId === null ? '' : id(scope.interestUserId);
  return `SELECT set_config('qg.account_id', '${id(scope.accountId)}', true), set_config('qg.interest_user_id', '${interest}', true), set_config('role', 'qg_app', true)`;
}

/**
 * Enters `scope` first in a PGlite transaction: its settings as one simple-protocol text (PGlite's
 * exec), not a statement with parameters that the engine parses, describes and plans; with the
 * engine on its worker thread, BEGIN travels with it (db/workerPglite.ts). When the transaction's
 * connection is not shaped as expected, {@link enterAccountScope}.
 */
async function enterScopeOnPglite(tx: Db, scope: TransactionScope): Promise<void> {
  const connection = connectionOf(tx) as { exec?: unknown } | null;
  if (connection !== null && typeof connection.exec === 'function') {
    const text = scopeSettingsText(scope);
    await (connection.exec as (sql: string) => Promise<unknown>).call(connection, text);
    return;
  }
  await enterAccountScope(tx, scope.accountId, scope.interestUserId);
}

/**
 * Whether a transaction on `db` opens in one round trip, audit rows included: on PostgreSQL
 * through node-postgres, not on PGlite (whose reads carry their audit row in their own statement
 * where they can, audit/carriedAudit.ts).
 */
export const opensInOneRoundTrip = (db: Db): boolean => nodePgParts(db) !== null;

/**
 * Runs `run` in a transaction limited to `scope` (row-level security, as
 * {@link enterAccountScope}), committed when `run` resolves and rolled back when it throws.
 * @param db the root database object (not a transaction).
 * @param auditRows rows appended to the audit log first, in the transaction (so they commit or
 *   roll back with it): where {@link opensInOneRoundTrip}, in the round trip that opens it.
 * @returns what `run` returned, after the commit.
 * @throws whatever `run` threw, after the rollback; the driver's error when the database fails.
 */
export async function scopedTransaction<T>(db: Db, scope: TransactionScope, run: (tx: Db) => Promise<T>, auditRows: readonly AuditRow[] = []): Promise<T> {
  const parts = nodePgParts(db);
  if (parts === null) {
    return db.transaction(async (tx) => {
      await enterScopeOnPglite(tx, scope);
      for (const row of auditRows) await appendAuditRow(tx, row);
      return run(tx);
    });
  }
  const begin = [scopedBeginText(scope), ...auditRows.map((row) => auditInsertText(db, row))].join('; ');
  const options = (parts.session as unknown as { options?: ConstructorParameters<typeof NodePgSession>[3] }).options;
  const client: PoolClient = await parts.pool.connect();
  // A connection that could not roll back is dropped, not handed to the next request.
  let broken: Error | undefined;
  try {
    const tx = new NodePgTransaction(parts.dialect, new NodePgSession(client, parts.dialect, undefined, options), undefined) as unknown as Db;
    await client.query(begin);
    const result = await run(tx);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    // After a failed COMMIT the server has ended the transaction already; ROLLBACK then only warns.
    await client.query('ROLLBACK').catch((failed: unknown) => {
      broken = failed instanceof Error ? failed : new Error(String(failed));
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
