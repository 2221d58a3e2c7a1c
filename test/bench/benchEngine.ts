/** What several benches share: a database of either engine for one run, the server on it, and the machine's load. */
import { cpus, loadavg } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { type Database, openPglite, openPostgres } from '../../src/server/db/client';
import { serverLoggerOptions } from '../../src/server/http/serverLogger';
import { createRendererPool } from '../../src/server/reports/rendererPool';
import { batchReportsInFlight } from '../../src/server/services/reportBatches/startBatchJobs';
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

/**
 * Runs `use` with the server on a fresh database of either engine ({@link openBenchEngine}),
 * logging at info as the running server does (to /dev/null), rendering reports on the renderer
 * pool the running server starts (main.ts: RENDER_THREADS threads, not the request's thread),
 * with sign-ins limited to `loginsPerMinute` per address; closes the server and drops the
 * database afterwards.
 */
export async function withBenchServer<T>(
  postgresUrl: string | null,
  options: { databaseName?: string; loginsPerMinute: number },
  use: (app: FastifyInstance, database: Database) => Promise<T>,
): Promise<T> {
  const { database, dispose } = await openBenchEngine(postgresUrl, options.databaseName);
  try {
    const config = { ...loadConfig({}), loginRateLimitPerMinute: options.loginsPerMinute, logLevel: 'info' };
    const renderer = createRendererPool(config.renderThreads);
    const app = await buildApp({ config, database, logger: serverLoggerOptions('info', '/dev/null'), renderer, reportConcurrency: batchReportsInFlight(renderer.threads) });
    try {
      return await use(app, database);
    } finally {
      await app.close();
    }
  } finally {
    await dispose();
  }
}
