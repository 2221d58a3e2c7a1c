/**
 * pg-boss's own statements run inside a Drizzle transaction (the job queue's tables, schema
 * pgboss): platform data, no account's. pg-boss writes its job rows with the caller's statements,
 * so that a job exists exactly when the rows it works on were committed.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';

/**
 * Turns node-postgres style text (`$1`, `$2`, ...) and its values into a Drizzle SQL object, whose
 * placeholders Drizzle numbers again for whichever driver runs it.
 * @throws RangeError when the text names a placeholder that has no value.
 */
export function sqlWithValues(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let from = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= values.length) throw new RangeError(`The statement uses ${match[0]} but has ${values.length} values.`);
    // Drizzle leaves out an undefined value; node-postgres, which pg-boss is written for, sends null.
    chunks.push(sql.raw(text.slice(from, match.index)), sql`${values[index] ?? null}`);
    from = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(from)));
  return sql.join(chunks);
}

/**
 * Runs one of pg-boss's statements (node-postgres style text and values) in `db`.
 * @returns its rows.
 * @throws RangeError as {@link sqlWithValues}; the driver's error when the statement fails.
 */
export async function executeJobSql(db: Db, text: string, values: readonly unknown[]): Promise<{ rows: unknown[] }> {
  const result: unknown = await db.execute(sqlWithValues(text, values));
  // Both drivers answer an object with the rows (node-postgres' QueryResult, PGlite's Results).
  return { rows: (result as { rows: unknown[] }).rows };
}
