/**
 * The database side of a customer's request: its transaction runs as the role `qg_app` with the
 * caller's account set, so that the row-level security policies (migration 0013) show and accept
 * only that account's rows, behind the repositories' own filters (defence in depth).
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** Whose rows a customer's transaction sees: the account, and the user whose legitimate interest narrows it. */
export interface TransactionScope {
  accountId: number;
  /**
   * A user limited to their legitimate interest (domain/groups/legitimateInterest.ts): the
   * transaction then sees only the examinee data of that user's groups (migration 0028); `null`
   * for everybody else.
   */
  interestUserId: number | null;
}

/**
 * Limits the rest of the transaction `tx` to `accountId`'s rows, and to `interestUserId`'s
 * legitimate interest when one is given (SET LOCAL: both end with the transaction). Call it first
 * in the transaction.
 */
export async function enterAccountScope(tx: Db, accountId: number, interestUserId: number | null = null): Promise<void> {
  // One statement, one round trip: set_config('role', …, true) is SET LOCAL ROLE.
  await tx.execute(
    sql`SELECT set_config('qg.account_id', ${String(accountId)}, true), set_config('qg.interest_user_id', ${interestUserId === null ? '' : String(interestUserId)}, true), set_config('role', 'qg_app', true)`,
  );
}

/**
 * Gives `qg_app` the job queue's tables (pg-boss makes its schema at start, after the migrations),
 * so that a request's transaction can queue jobs. Idempotent.
 */
export async function grantJobQueue(db: Db): Promise<void> {
  await db.execute(sql`GRANT USAGE ON SCHEMA pgboss TO qg_app`);
  await db.execute(sql`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA pgboss TO qg_app`);
  await db.execute(sql`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA pgboss TO qg_app`);
  // A queue created later (pg-boss makes a table per queue) is granted as it is made.
  await db.execute(sql`ALTER DEFAULT PRIVILEGES IN SCHEMA pgboss GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO qg_app`);
}
