/**
 * The data-directory lock (src/server/db/lock.ts): a second holder is refused; a lock left by a
 * process that is certainly gone is taken over at once; one whose owner cannot be checked from
 * here is taken over only once it is 30 s without refresh. The owners here are records written
 * as a killed process would have left them (test/server/crash/lockTakeover.test.ts kills real ones).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import fsPromises from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from '../../../src/server/db/lock';
import { currentOwner, type LockOwner } from '../../../src/server/db/lockOwner';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function newDataDir(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'qg-lock-'));
  roots.push(root);
  return path.join(root, 'data');
}

const lockDir = (dataDir: string) => path.join(dataDir, 'server.lock');
const ownerFile = (dataDir: string) => path.join(dataDir, 'server.lock.owner.json');

/** A process that has run and ended: its pid names no process now. */
function exitedPid(): number {
  const child = spawnSync(process.execPath, ['-e', ''], { stdio: 'ignore' });
  if (child.pid === undefined) throw new Error('No child process.');
  return child.pid;
}

/**
 * Leaves a lock directory with an owner record, as a process killed while holding it does: this
 * process's record (same host, boot and pid namespace), changed by `change`.
 */
async function leftLock(dataDir: string, change: Partial<LockOwner>): Promise<void> {
  mkdirSync(lockDir(dataDir), { recursive: true });
  const inode = statSync(lockDir(dataDir), { bigint: true }).ino.toString();
  writeFileSync(ownerFile(dataDir), JSON.stringify({ ...(await currentOwner(inode)), ...change }));
}

it('stops a second holder of the data directory with a clear message, and frees it on release', async () => {
  const dataDir = newDataDir();
  const onLost = jest.fn();
  const release = await lockDataDir(dataDir, onLost);
  const second = lockDataDir(dataDir, onLost);
  await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
  await expect(lockDataDir(dataDir, onLost)).rejects.toThrow(/Another server process is already using the embedded database/);
  await release();
  expect(existsSync(ownerFile(dataDir))).toBe(false);
  const again = await lockDataDir(dataDir, onLost);
  await again();
  expect(onLost).not.toHaveBeenCalled();
});

it('records its owner next to the lock: pid, host, start time and the lock directory', async () => {
  const dataDir = newDataDir();
  const release = await lockDataDir(dataDir, jest.fn());
  const inode = statSync(lockDir(dataDir), { bigint: true }).ino.toString();
  expect(JSON.parse(readFileSync(ownerFile(dataDir), 'utf8'))).toEqual(await currentOwner(inode));
  await release();
});

describe('a lock left behind', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('by a process that has ended is taken over at once, and its record replaced', async () => {
    const dataDir = newDataDir();
    const dead = exitedPid();
    await leftLock(dataDir, { pid: dead });
    const release = await lockDataDir(dataDir, jest.fn());
    expect(JSON.parse(readFileSync(ownerFile(dataDir), 'utf8'))).toMatchObject({ pid: process.pid });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(`left by process ${dead}, which is no longer running`));
    await release();
  });

  it('by a process whose pid now names another process (another start time) is taken over at once', async () => {
    const dataDir = newDataDir();
    const here = await currentOwner('0');
    // This process's own pid, started at another time: the pid was reused.
    await leftLock(dataDir, { pid: process.pid, startTicks: here.startTicks === '1' ? '2' : '1' });
    const release = await lockDataDir(dataDir, jest.fn());
    await release();
  });

  it('by a process of another host, boot or pid namespace is refused while it is fresh, and taken over once 30 s old', async () => {
    for (const elsewhere of [{ hostname: 'another-host' }, { bootId: 'another-boot' }, { pidNamespace: 'pid:[1]' }] satisfies Partial<LockOwner>[]) {
      const dataDir = newDataDir();
      await leftLock(dataDir, { pid: exitedPid(), ...elsewhere });
      await expect(lockDataDir(dataDir, jest.fn())).rejects.toBeInstanceOf(DataDirLockedError);
      expect(existsSync(lockDir(dataDir))).toBe(true);
      // Not refreshed for 31 s: its holder died or hangs, whatever the record says.
      const past = new Date(Date.now() - 31_000);
      utimesSync(lockDir(dataDir), past, past);
      const release = await lockDataDir(dataDir, jest.fn());
      await release();
    }
  });

  it('without an owner record, or with a record of another lock directory, is refused', async () => {
    const bare = newDataDir();
    mkdirSync(lockDir(bare), { recursive: true });
    await expect(lockDataDir(bare, jest.fn())).rejects.toBeInstanceOf(DataDirLockedError);

    const torn = newDataDir();
    await leftLock(torn, { pid: exitedPid() });
    writeFileSync(ownerFile(torn), '{"pid": 12');
    await expect(lockDataDir(torn, jest.fn())).rejects.toBeInstanceOf(DataDirLockedError);

    const other = newDataDir();
    await leftLock(other, { pid: exitedPid(), lockInode: '1' });
    await expect(lockDataDir(other, jest.fn())).rejects.toBeInstanceOf(DataDirLockedError);
    expect(existsSync(lockDir(other))).toBe(true);
  });

  it('by a live process is refused', async () => {
    const dataDir = newDataDir();
    // This very process, with its own start time: alive.
    await leftLock(dataDir, {});
    await expect(lockDataDir(dataDir, jest.fn())).rejects.toThrow(/Another server process is already using the embedded database/);
    expect(existsSync(lockDir(dataDir))).toBe(true);
  });
});

describe('processes starting at once', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('on a dead process`s lock: exactly one takes it over, the other is refused', async () => {
    const dataDir = newDataDir();
    await leftLock(dataDir, { pid: exitedPid() });
    // The worst interleaving, made certain: the later of two removals of the dead lock waits until
    // the first process holds its fresh lock (without the start-up guard, it would remove that one).
    const removal = fsPromises.rmdir;
    let removals = 0;
    let first: Promise<unknown> = Promise.resolve();
    jest.spyOn(fsPromises, 'rmdir').mockImplementation(async (...args: Parameters<typeof removal>) => {
      removals += 1;
      if (removals > 1) await first.catch(() => undefined);
      return removal(...args);
    });
    const firstLock = lockDataDir(dataDir, jest.fn());
    first = firstLock;
    const outcomes = await Promise.allSettled([firstLock, lockDataDir(dataDir, jest.fn())]);
    const taken = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(taken).toHaveLength(1);
    expect(refused.map((outcome) => outcome.reason)).toEqual([expect.any(DataDirLockedError)]);
    await taken[0]?.value();
  });

  it('past a start-up guard left by a process that died while taking the lock, once the guard is 5 s old', async () => {
    const dataDir = newDataDir();
    mkdirSync(path.join(dataDir, 'server.lock.guard'), { recursive: true });
    const past = new Date(Date.now() - 6_000);
    utimesSync(path.join(dataDir, 'server.lock.guard'), past, past);
    const release = await lockDataDir(dataDir, jest.fn());
    await release();
  });
});
