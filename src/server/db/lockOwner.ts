/**
 * Who holds the data-directory lock (db/lock.ts), and whether that process still runs.
 *
 * A lock directory outlives a process killed with SIGKILL (or by the OOM killer, or a power cut
 * of a container): nothing removes it. Its owner record lets the next process tell a lock of a
 * dead process, which it takes over at once, from a lock of a live one, which it must respect.
 * The record is only trusted where the answer is certain: on the same kernel (boot id), the same
 * host name and the same pid namespace, since a pid of another machine or container cannot be
 * looked up from here (it would look dead while its process runs). A pid that now names another
 * process is told apart by the process's start time, so a reused pid never keeps a dead owner's
 * lock alive. Everywhere else the answer is "cannot tell", and the lock's age decides (db/lock.ts).
 */
import { readFile, readlink } from 'node:fs/promises';
import os from 'node:os';

/** The owner of a data-directory lock, as written next to it. */
export interface LockOwner {
  /** The owner's process id (a positive whole number). */
  pid: number;
  /** `os.hostname()` of the owner's machine or container. */
  hostname: string;
  /** The running kernel's boot id (Linux `/proc/sys/kernel/random/boot_id`); null where there is none. */
  bootId: string | null;
  /** The owner's pid namespace (Linux `/proc/self/ns/pid`, e.g. `pid:[4026531836]`); null where there is none. */
  pidNamespace: string | null;
  /**
   * The owner's start time, in clock ticks after boot (field 22 of Linux `/proc/<pid>/stat`, kept
   * as text); null where unknown. A process with the same pid and another start time is another process.
   */
  startTicks: string | null;
  /**
   * The inode of the lock directory this record was written for (as text): a record left behind
   * by an earlier lock never speaks for a newer lock directory.
   */
  lockInode: string;
}

/** What `/proc/<pid>/stat` says of a process. */
interface ProcStat {
  /** One letter: R running, S sleeping, Z zombie (exited, not yet reaped), X dead, ... */
  state: string;
  startTicks: string;
}

async function readTrimmed(file: string): Promise<string | null> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    return null;
  }
}

/**
 * Reads state and start time of a process from Linux procfs.
 * @returns null when there is no such file (another system, the process is gone, or procfs hides it).
 */
async function procStat(pid: number | 'self'): Promise<ProcStat | null> {
  const text = await readTrimmed(`/proc/${pid}/stat`);
  if (text === null) return null;
  // Field 2, the command name in parentheses, may itself hold spaces and parentheses: the fields
  // that follow start after the last ')'. They are fields 3 (state) to 52; starttime is field 22.
  const fields = text.slice(text.lastIndexOf(')') + 1).trim().split(' ');
  const state = fields[0];
  const startTicks = fields[22 - 3];
  return state && startTicks && /^\d+$/.test(startTicks) ? { state, startTicks } : null;
}

/**
 * The record of this process for the lock directory whose inode is `lockInode`.
 * @param lockInode the lock directory's inode, as text.
 */
export async function currentOwner(lockInode: string): Promise<LockOwner> {
  let pidNamespace: string | null;
  try {
    pidNamespace = await readlink('/proc/self/ns/pid');
  } catch {
    pidNamespace = null;
  }
  return {
    pid: process.pid,
    hostname: os.hostname(),
    bootId: await readTrimmed('/proc/sys/kernel/random/boot_id'),
    pidNamespace,
    startTicks: (await procStat('self'))?.startTicks ?? null,
    lockInode,
  };
}

const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/**
 * Reads an owner record written by {@link currentOwner}.
 * @returns null when `text` is not such a record (a record cut short by a crash while it was written).
 */
export function parseOwner(text: string): LockOwner | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { pid, hostname, bootId, pidNamespace, startTicks, lockInode } = record;
  // Pid 0 and negative pids address process groups in kill(2): never a valid owner.
  if (typeof pid !== 'number' || !Number.isSafeInteger(pid) || pid <= 0) return null;
  if (typeof hostname !== 'string' || typeof lockInode !== 'string') return null;
  if (!isTextOrNull(bootId) || !isTextOrNull(pidNamespace) || !isTextOrNull(startTicks)) return null;
  return { pid, hostname, bootId, pidNamespace, startTicks, lockInode };
}

/**
 * Whether `owner` is certainly gone: it ran where this process can see its pids (same host name,
 * kernel boot and pid namespace), and no process with its pid and start time runs now (no such
 * pid, an exited process not yet reaped, or the pid now names a process started at another time).
 * False whenever that cannot be told: the caller must then treat the owner as alive.
 * @param here this process's record ({@link currentOwner}).
 */
export async function ownerIsGone(owner: LockOwner, here: LockOwner): Promise<boolean> {
  if (owner.hostname !== here.hostname || owner.bootId !== here.bootId || owner.pidNamespace !== here.pidNamespace) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // ESRCH: no such process. EPERM: it exists, under another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return true;
  }
  const stat = await procStat(owner.pid);
  if (stat === null) return false;
  // A zombie has ended: it runs no code and holds no files; only its exit status waits for its parent.
  if (stat.state === 'Z' || stat.state === 'X') return true;
  return owner.startTicks !== null && stat.startTicks !== owner.startTicks;
}
