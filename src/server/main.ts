/**
 * `npm start`: builds the SPA when it is missing, opens the database (embedded PGlite in
 * DATA_DIR unless DATABASE_URL is set), migrates and seeds it (on PostgreSQL one process at a
 * time, db/startupLock.ts), and serves everything on one port.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, REPOSITORY_ROOT, type ServerConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { withStartupLock } from './db/startupLock';
import { DEMO_SIGN_INS, DEMO_STAFF_TOTP_SECRET, demoPassword } from './db/seed';
import { serverLoggerOptions } from './http/serverLogger';
import { createRendererPool } from './reports/rendererPool';
import { batchReportsInFlight } from './services/reportBatches/startBatchJobs';
import { stopOnSignals } from './shutdown';

/** The SPA build's module: written by the front-end build, loaded only when the SPA is missing. */
interface BuildModule {
  buildSpa?: () => Promise<void>;
}

async function ensureSpaBuilt(config: ServerConfig): Promise<void> {
  // Both bundles: an older build without the examinee player is built again.
  const built = [path.join(config.spaDir, 'index.html'), path.join(path.dirname(config.spaDir), 'osa', 'index.html')];
  if (built.every((file) => existsSync(file))) return;
  // A computed specifier: this file compiles and runs even before scripts/build.ts exists.
  const specifier = path.join(REPOSITORY_ROOT, 'scripts', 'build');
  let build: BuildModule;
  try {
    build = (await import(specifier)) as BuildModule;
  } catch (error) {
    console.warn(`The SPA is not built and scripts/build.ts could not be loaded (${(error as Error).message}); serving the services only.`);
    return;
  }
  if (typeof build.buildSpa !== 'function') {
    console.warn('scripts/build.ts exports no buildSpa(); serving the services only.');
    return;
  }
  console.log('Building the SPA (first start)...');
  await build.buildSpa();
}

function printWelcome(config: ServerConfig, databaseKind: string): void {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${host}:${config.port}/`;
  const accounts = DEMO_SIGN_INS.map(
    ({ user, accountName }) => `    ${user.username.padEnd(11)} ${demoPassword(user.username).padEnd(16)} ${user.role} (${accountName})`,
  );
  console.log(
    [
      '',
      `Q-global is running at ${url}`,
      `  database: ${databaseKind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
      `  API: ${url}qg-services/openapi.json`,
      '  Demo sign-ins (user name, password, role):',
      ...accounts,
      `  Internal staff sign in in two steps: add the key ${DEMO_STAFF_TOTP_SECRET} to an authenticator app for their codes.`,
      '',
    ].join('\n'),
  );
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.buildSpaOnStart) await ensureSpaBuilt(config);
  const database = await openDatabase(config, (error) => {
    console.error(`The lock on ${config.dataDir} was lost (${error.message}); stopping so that the embedded database is not opened twice.`);
    process.exit(1);
  });
  // PDFs render on worker threads, so a batch of reports never holds up requests.
  const renderer = createRendererPool(config.renderThreads);
  // Processes started together on one PostgreSQL database migrate and seed one after the other.
  const app = await withStartupLock(config.databaseUrl, () =>
    buildApp({ config, database, logger: serverLoggerOptions(config.logLevel), renderer, reportConcurrency: batchReportsInFlight(renderer.threads), schedules: true }),
  );
  // SIGTERM and SIGINT drain the server, close the database, release the lock and exit 0.
  stopOnSignals(app, { graceMs: config.shutdownGraceSeconds * 1000, log: app.log });
  await app.listen({ port: config.port, host: config.host });
  printWelcome(config, database.kind);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
