/**
 * The purge's pass through the append-only guards (migration 0026_account_purge): set for the
 * purge's transaction only, it lets that transaction delete the account's append-only rows and
 * pseudonymise its audit rows, and nothing else. The application's role never passes.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/** Lets the transaction `tx` (the owner's) purge account `accountId`'s guarded rows, until it ends. */
export async function allowPurgeOf(tx: Db, accountId: number): Promise<void> {
  await tx.execute(sql`SELECT set_config('qg.purge_account_id', ${String(accountId)}, true)`);
}
