/**
 * The secrets the server generates once and every process on the database shares (table
 * server_secrets). Platform data, no account's: read by the owner at start, never in a customer's
 * transaction (`qg_app` may not read the table, migration 0013).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { serverSecrets } from '../schema';

/**
 * The secret stored as `name`, storing `candidate` first when there is none (the insert is a
 * no-op when another process stored one first, so every process answers the same secret).
 * @returns the stored value, or `null` when nothing could be stored.
 */
export async function sharedSecret(db: Db, name: string, candidate: string): Promise<string | null> {
  await db.insert(serverSecrets).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return row?.value ?? null;
}
