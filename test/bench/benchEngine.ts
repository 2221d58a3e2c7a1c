/** What several benches share: a database of either engine for one run, and the machine's load. */
import { cpus, loadavg } from 'node:os';
import { openPglite, openPostgres } from '../../src/server/db/client';
import { createScratchPostgres } from '../server/support/scratchPostgres';

/**
 * An in-memory embedded database, or with `postgresUrl` (a PostgreSQL server an administrator may
 * create databases on) a scratch database made for the run; `dispose` drops the scratch database.
 */
export async function openBenchEngine(postgresUrl: string | null, name = 'qg_bench') {
  if (postgresUrl === null) return { database: await openPglite(null), dispose: async () => {} };
  const scratch = await createScratchPostgres(postgresUrl, name);
  return { database: await openPostgres(scratch.url), dispose: scratch.drop };
}

/** The machine's load now, for a row's detail: `load 3.2 on 2 cores`. */
export const machineLoad = (): string => `load ${(loadavg()[0] ?? 0).toFixed(1)} on ${cpus().length} cores`;
