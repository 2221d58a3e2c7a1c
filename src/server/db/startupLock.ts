/**
 * One start at a time on a shared PostgreSQL database. Several server processes started together
 * (a deployment of N processes behind a load balancer) would otherwise migrate, seed and grant at
 * the same moment: two migrators both find a migration pending and the second fails on what the
 * first made, two seeds insert the same demo rows, two GRANTs on one object fail with "tuple
 * concurrently updated". A session-level advisory lock, held on a connection of its own from
 * before the migrations until the app is built, makes each process start after the one before;
 * the later ones find everything done and only check it. The embedded database needs none: one
 * process opens it (db/lock.ts).
 */
import { Client } from 'pg';

/** The advisory lock's key: an arbitrary constant of this application ("qg start" in ASCII). */
export const STARTUP_LOCK_KEY = 0x71672073_74617274n;

/**
 * Runs `start` holding the database's start-up lock, waiting for another process's start first.
 * @param databaseUrl the PostgreSQL connection string, or `null` for the embedded database (then
 *   `start` runs at once, without any connection).
 * @returns what `start` returns.
 * @throws Error when the lock's connection cannot be opened, or what `start` throws (the lock is
 *   released either way; a process that dies releases it with its connection).
 */
export async function withStartupLock<T>(databaseUrl: string | null, start: () => Promise<T>): Promise<T> {
  if (databaseUrl === null) return start();
  const client = new Client({ connectionString: databaseUrl });
  // A lost connection has already released the lock; the start itself goes on, on its own pool.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
    return await start();
  } finally {
    // Ending the session releases its advisory locks.
    await client.end().catch(() => undefined);
  }
}
