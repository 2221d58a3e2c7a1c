/**
 * One process per embedded database: PGlite files must never be opened by two processes at
 * once (both would write the same pages and corrupt them). A proper-lockfile lock on DATA_DIR
 * makes the second process stop with a clear message instead.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** Thrown when another process holds the data directory. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/**
 * Locks `dataDir` (creating it when missing) for this process.
 * @param onCompromised called if the lock is lost while running (the lock file was removed or
 *   not refreshed in time); the caller should stop, since another process may now open the data.
 * @returns a function that releases the lock.
 * @throws DataDirLockedError when another live process holds the lock.
 */
export async function lockDataDir(dataDir: string, onCompromised: (error: Error) => void): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'server.lock'),
      // A lock not refreshed for 30 s belongs to a process that died; take it over.
      stale: 30_000,
      update: 10_000,
      retries: 0,
      onCompromised,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `Another server process is already using the embedded database in ${dataDir}. ` +
          'Stop that process, set DATA_DIR to another directory, or set DATABASE_URL so that several processes share one PostgreSQL server.',
      );
    }
    throw error;
  }
}
