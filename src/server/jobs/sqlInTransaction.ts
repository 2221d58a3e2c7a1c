/**
 * pg-boss's `db` seam over a Drizzle transaction: pg-boss writes its job rows with the caller's
 * statements, so that a job exists exactly when the rows it works on were committed.
 */
import type PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { executeJobSql } from '../db/platform/jobQueue';

export { sqlWithValues } from '../db/platform/jobQueue';

/** pg-boss's `db` option (see PgBoss.InsertOptions) running on `db`, a Drizzle transaction. */
export function inTransaction(db: Db): PgBoss.Db {
  return {
    executeSql: (text, values = []) => executeJobSql(db, text, values),
  };
}
