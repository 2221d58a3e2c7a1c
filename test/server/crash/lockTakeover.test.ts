/**
 * Crash and restart of the embedded database's process (issue #16): a server killed with SIGKILL
 * leaves its DATA_DIR lock behind, and a supervisor's immediate restart opens the same DATA_DIR
 * at its first attempt (the lock's owner is gone: src/server/db/lock.ts), where it used to be
 * refused until the lock was 30 s old. A second process started while one runs is refused.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ServerProcess, signInOver, startServer } from './serverProcess';

jest.setTimeout(180_000);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'qg-takeover-'));
const running: ServerProcess[] = [];
const start = async (): Promise<ServerProcess> => {
  const server = await startServer({ DATA_DIR: dataDir });
  running.push(server);
  return server;
};

afterAll(async () => {
  await Promise.all(running.map((server) => server.kill()));
  rmSync(dataDir, { recursive: true, force: true });
});

it('takes over at once the lock of a server killed with SIGKILL, and still refuses a second live server', async () => {
  const killed = await start();
  const killedPid = killed.child.pid;
  await killed.kill();
  // The lock is left behind, fresh, naming the killed process.
  expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);
  expect(JSON.parse(readFileSync(path.join(dataDir, 'server.lock.owner.json'), 'utf8'))).toMatchObject({ pid: killedPid });

  // The restart right after the kill opens the data directory at its first attempt, and serves.
  const restarted = await start();
  await signInOver(restarted.baseUrl, 'examiner');

  // While it runs, another process on the same DATA_DIR is refused with the clear message.
  await expect(startServer({ DATA_DIR: dataDir })).rejects.toThrow(/Another server process is already using the embedded database/);
  await signInOver(restarted.baseUrl, 'examiner');

  await restarted.stop();
  expect(await restarted.ended).toEqual({ code: 0, signal: null });
  expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
});
