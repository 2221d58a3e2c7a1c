/**
 * Prepared statements for the hot paths: the principal and identity read on every signed-in
 * request, and the examinee list.
 *
 * A Drizzle prepared query is bound to the connection of the database object it was prepared on,
 * and a transaction is another object. Run inside a transaction, a query prepared on the root
 * database does not take part in it: on PGlite it waits for the transaction's lock (a deadlock:
 * the transaction waits for it in turn), and on node-postgres it runs on another pooled
 * connection, outside the transaction, its role and its row-level security, and without its
 * uncommitted writes. Preparing again on each transaction would build the SQL text on every
 * request, which cost more CPU than running the statement. So a statement is prepared once per
 * process, on the root database, and run on a transaction through a copy bound to the
 * transaction's connection (both drivers' prepared queries run on their `client`). node-postgres
 * names the statement, so PostgreSQL parses and plans it once per connection. PGlite's query() has
 * no named statements: on PGlite the statement is marked, and the worker thread that runs the
 * engine keeps it named on its one connection (db/pgliteWorker.js).
 */
import { PgliteSession } from 'drizzle-orm/pglite';
import type { Db } from './client';

/** The driver connection a Drizzle database or transaction runs its statements on; `null` when Drizzle's objects are not shaped as expected. */
export function connectionOf(db: Db): object | null {
  const session: unknown = db._.session;
  if (typeof session !== 'object' || session === null || !('client' in session)) return null;
  const client: unknown = session.client;
  return typeof client === 'object' && client !== null ? client : null;
}

/**
 * `prepared`, bound to `db`'s connection: the same statement (text, name, result mapping), run on
 * the transaction's connection. `null` when the driver's objects are not shaped as expected (a
 * Drizzle upgrade): the caller then prepares on `db` itself.
 */
function boundTo<P extends object>(prepared: P, db: Db): P | null {
  const client = connectionOf(db);
  if (client === null || !Object.hasOwn(prepared, 'client')) return null;
  return Object.create(prepared, { client: { value: client } }) as P;
}

/**
 * On PGlite, `prepared` asking for a named statement (db/pgliteWorker.js keeps it parsed on its
 * connection, as PostgreSQL does node-postgres's): Drizzle's PGlite driver passes its query
 * options to the client with each run. On node-postgres, and when the driver's objects are not
 * shaped as expected (a Drizzle upgrade), `prepared` as it is.
 */
function namedOnPglite<P extends object>(prepared: P, db: Db): P {
  if (!(db._.session instanceof PgliteSession)) return prepared;
  const configs = prepared as { queryConfig?: unknown; rawQueryConfig?: unknown };
  if (typeof configs.queryConfig !== 'object' || typeof configs.rawQueryConfig !== 'object') return prepared;
  // Set on the query itself (made just now, for this module alone), so that its copies bound to
  // transactions ({@link boundTo}) find the driver's shape they check for and inherit the mark.
  configs.queryConfig = { ...configs.queryConfig, prepared: true };
  configs.rawQueryConfig = { ...configs.rawQueryConfig, prepared: true };
  return prepared;
}

/**
 * A statement prepared once per process and driver, and run on any database object.
 * @param prepare builds the prepared query on the given database or transaction; it must use the
 *   same statement name and text on every object (node-postgres refuses one name for two texts).
 * @returns a function that gives the prepared query to run on `db`: the first one prepared on
 *   that driver (keyed by the session's class: a PGlite statement never runs on a node-postgres
 *   connection), bound to `db`'s connection, made once per database object (per transaction, that
 *   is cheap: no SQL is built).
 */
export function preparedPerDb<P extends object>(prepare: (db: Db) => P): (db: Db) => P {
  const models = new Map<unknown, P>();
  const bound = new WeakMap<Db, P>();
  return (db) => {
    const known = bound.get(db);
    if (known !== undefined) return known;
    const driver: unknown = db._.session.constructor;
    const model = models.get(driver);
    let made: P;
    if (model === undefined) {
      made = namedOnPglite(prepare(db), db);
      models.set(driver, made);
    } else made = boundTo(model, db) ?? namedOnPglite(prepare(db), db);
    bound.set(db, made);
    return made;
  };
}
