/**
 * The engines a job-queue test runs on: the embedded database, and PostgreSQL when
 * TEST_DATABASE_URL is set (a scratch database per test, dropped by `dispose`).
 */
import { openPostgres, pgliteDatabase, type Database } from '../../../src/server/db/client';
import { createScratchPostgres } from './scratchPostgres';
import { openWorkerPglite } from './workerPglite';

/** A database opened for one test, and how to close (and drop) it. */
export type OpenEngine = () => Promise<{ database: Database; dispose: () => Promise<void> }>;

/**
 * The engines for `describe.each`: `[name, open]` pairs.
 * @param scratchName the prefix of PostgreSQL scratch databases (`qg_jobstop`).
 */
export function jobQueueEngines(scratchName: string): [string, OpenEngine][] {
  const engines: [string, OpenEngine][] = [
    [
      'the embedded database',
      async () => {
        const database = pgliteDatabase(await openWorkerPglite());
        return { database, dispose: () => database.close() };
      },
    ],
  ];
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (adminUrl) {
    engines.push([
      'PostgreSQL',
      async () => {
        const scratch = await createScratchPostgres(adminUrl, scratchName);
        const database = await openPostgres(scratch.url, 4);
        return { database, dispose: () => database.close().then(() => scratch.drop()) };
      },
    ]);
  }
  return engines;
}
