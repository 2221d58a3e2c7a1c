/**
 * One process per embedded database: PGlite files must never be opened by two processes at
 * once (both would write the same pages and corrupt them). A proper-lockfile lock on DATA_DIR
 * (the directory `server.lock`, its modification time refreshed every 10 s) makes the second
 * process stop with a clear message instead.
 *
 * A process killed with SIGKILL leaves its lock directory behind. So that a supervisor's
 * immediate restart is not refused, the lock's owner is written next to it
 * (`server.lock.owner.json`, see db/lockOwner.ts), and a lock whose owner is certainly gone is
 * taken over at once. A lock whose owner cannot be checked from here (another host name, kernel
 * boot or pid namespace, or no owner record) is taken over only once it has not been refreshed
 * for 30 s, as proper-lockfile does. Taking a lock, by either rule, happens while holding a second,
 * short-lived lock (`server.lock.guard`), so two processes starting at once never both remove a
 * dead owner's lock and take it (the second would remove the first's fresh lock).
 */
import { mkdir, readFile, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { currentOwner, type LockOwner, ownerIsGone, parseOwner } from './lockOwner';

/** Thrown when another process holds the data directory. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** A lock not refreshed for this long belongs to a process that died (or hangs); it is taken over. */
const STALE_MS = 30_000;
/** How often the holder refreshes its lock (proper-lockfile requires at most half of {@link STALE_MS}). */
const UPDATE_MS = 10_000;
/**
 * The guard is held for a few file operations. One left by a process that died while holding it
 * is taken over after this long; meanwhile a starting process retries (see {@link GUARD_RETRIES}).
 */
const GUARD_STALE_MS = 5_000;
/** About 7 s of retries (every 100 ms): longer than {@link GUARD_STALE_MS}, so a dead guard is outwaited. */
const GUARD_RETRIES = { retries: 70, factor: 1, minTimeout: 100, maxTimeout: 100 };

const lockDirOf = (dataDir: string) => path.join(dataDir, 'server.lock');
const ownerFileOf = (dataDir: string) => path.join(dataDir, 'server.lock.owner.json');

const isLocked = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ELOCKED';

function lockedError(dataDir: string): DataDirLockedError {
  return new DataDirLockedError(
    `Another server process is already using the embedded database in ${dataDir}. ` +
      'Stop that process, set DATA_DIR to another directory, or set DATABASE_URL so that several processes share one PostgreSQL server.',
  );
}

/** The lock directory's inode as text, or null when there is none. */
async function lockInode(dataDir: string): Promise<string | null> {
  try {
    return (await stat(lockDirOf(dataDir), { bigint: true })).ino.toString();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function readOwner(dataDir: string): Promise<LockOwner | null> {
  try {
    return parseOwner(await readFile(ownerFileOf(dataDir), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Takes the data lock, or takes over the lock of a process that is certainly gone; the caller
 * holds the guard. Answers the release of the data lock and this process's owner record.
 */
async function takeDataLock(dataDir: string, onCompromised: (error: Error) => void): Promise<{ unlock: () => Promise<void>; owner: LockOwner }> {
  const take = () =>
    lockfile.lock(dataDir, { lockfilePath: lockDirOf(dataDir), stale: STALE_MS, update: UPDATE_MS, retries: 0, onCompromised });
  let unlock: () => Promise<void>;
  try {
    unlock = await take();
  } catch (error) {
    if (!isLocked(error)) throw error;
    const inode = await lockInode(dataDir);
    const owner = await readOwner(dataDir);
    // Only a record written for this very lock directory speaks for its holder.
    if (inode === null || owner === null || owner.lockInode !== inode || !(await ownerIsGone(owner, await currentOwner(inode)))) {
      throw lockedError(dataDir);
    }
    console.warn(`The lock on ${dataDir} was left by process ${owner.pid}, which is no longer running; taking it over.`);
    await rmdir(lockDirOf(dataDir)).catch((removal: NodeJS.ErrnoException) => {
      if (removal.code !== 'ENOENT') throw removal;
    });
    try {
      unlock = await take();
    } catch (again) {
      throw isLocked(again) ? lockedError(dataDir) : again;
    }
  }
  try {
    const inode = await lockInode(dataDir);
    if (inode === null) throw new Error(`The lock directory ${lockDirOf(dataDir)} vanished right after it was created.`);
    const owner = await currentOwner(inode);
    await writeFile(ownerFileOf(dataDir), JSON.stringify(owner));
    return { unlock, owner };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/**
 * Locks `dataDir` (creating it when missing) for this process, taking over at once a lock left
 * by a process that is certainly gone (see the file comment).
 * @param onCompromised called if the lock is lost while running (the lock file was removed or
 *   not refreshed in time); the caller should stop, since another process may now open the data.
 * @returns a function that releases the lock (and removes this process's owner record).
 * @throws DataDirLockedError when another process holds the lock and may be alive.
 */
export async function lockDataDir(dataDir: string, onCompromised: (error: Error) => void): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const guardPath = path.join(dataDir, 'server.lock.guard');
  // Set by proper-lockfile's timer, hence an object: a plain variable would be narrowed to null.
  const guard: { lost: Error | null } = { lost: null };
  let releaseGuard: () => Promise<void>;
  try {
    // realpath off: the guard's path is its own key in proper-lockfile's table (the data lock's key is dataDir).
    releaseGuard = await lockfile.lock(guardPath, {
      lockfilePath: guardPath,
      realpath: false,
      stale: GUARD_STALE_MS,
      retries: GUARD_RETRIES,
      onCompromised: (error) => {
        guard.lost = error;
      },
    });
  } catch (error) {
    throw isLocked(error) ? lockedError(dataDir) : error;
  }
  let taken: Awaited<ReturnType<typeof takeDataLock>>;
  try {
    taken = await takeDataLock(dataDir, onCompromised);
  } finally {
    // A guard lost meanwhile (this process stalled for more than GUARD_STALE_MS) was not exclusive.
    if (guard.lost === null) await releaseGuard();
  }
  if (guard.lost !== null) {
    await taken.unlock();
    throw new Error(`The start-up lock of ${dataDir} was lost while taking the database lock (${guard.lost.message}).`);
  }
  const { unlock, owner } = taken;
  return async () => {
    // Remove the record only while it is this process's: after a compromised lock it may be another's.
    const recorded = await readOwner(dataDir);
    if (recorded?.pid === owner.pid && recorded.lockInode === owner.lockInode) await rm(ownerFileOf(dataDir), { force: true });
    await unlock();
  };
}
