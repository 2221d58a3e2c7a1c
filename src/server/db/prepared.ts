/**
 * Prepared statements for the hot paths: the principal loaded on every signed-in request and the
 * identity the SPA loads after every sign-in and reload.
 *
 * A Drizzle prepared query is bound to the database object it was prepared on, and a transaction
 * is another object. Run inside a transaction, a query prepared on the root database does not
 * take part in it: on PGlite it waits for the transaction's lock (a deadlock: the transaction
 * waits for it in turn), and on node-postgres it runs on another pooled connection, outside the
 * transaction, its role and its row-level security, and without its uncommitted writes. So a
 * statement is prepared once per database object: once per process on the root database, once per
 * transaction on a transaction. node-postgres names the statement, so PostgreSQL parses and plans
 * it once per connection whichever object prepared it; PGlite has no named statements and runs
 * the text built once, with its parameters.
 */
import type { Db } from './client';

/**
 * `prepare`, run at most once per database object (kept as long as that object lives).
 * @param prepare builds the prepared query on the given database or transaction; it must use the
 *   same statement name and text on every object (node-postgres refuses one name for two texts).
 */
export function preparedPerDb<P>(prepare: (db: Db) => P): (db: Db) => P {
  const prepared = new WeakMap<Db, P>();
  return (db) => {
    const known = prepared.get(db);
    if (known !== undefined) return known;
    const made = prepare(db);
    prepared.set(db, made);
    return made;
  };
}
