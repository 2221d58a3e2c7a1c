import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from '../../../src/server/db/lock';

it('stops a second holder of the data directory with a clear message, and frees it on release', async () => {
  const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'qg-lock-')), 'data');
  const onLost = jest.fn();
  const release = await lockDataDir(dataDir, onLost);
  const second = lockDataDir(dataDir, onLost);
  await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
  await expect(lockDataDir(dataDir, onLost)).rejects.toThrow(/Another server process is already using the embedded database/);
  await release();
  const again = await lockDataDir(dataDir, onLost);
  await again();
  expect(onLost).not.toHaveBeenCalled();
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
});
