/**
 * The app in a process of its own, for tests that kill it with SIGKILL (crashReplay.test.ts,
 * lockTakeover.test.ts) or stop it with SIGTERM (gracefulStop.test.ts). Settings come from the
 * environment like the real server's (DATABASE_URL, or DATA_DIR for the embedded database); it
 * listens on a free port of 127.0.0.1, prints `listening <port>`, and stops on SIGTERM and SIGINT
 * as main.ts does (src/server/shutdown.ts).
 *
 * `HOLD_RENDERS=1` (read here, in the test harness only) holds every report render until the
 * process receives SIGUSR2, printing `render held` when one waits: a request that is certainly
 * in flight when the test sends SIGTERM.
 */
import { inspect } from 'node:util';
import { buildApp } from '../../../src/server/app';
import { openDatabase } from '../../../src/server/db/client';
import type { ReportRenderer } from '../../../src/server/reports/renderJob';
import { inProcessRenderer } from '../../../src/server/reports/renderReport';
import { stopOnSignals } from '../../../src/server/shutdown';
import { testConfig } from '../support/testApp';

/** Renders with `inner` once SIGUSR2 has arrived after the render began. */
function heldRenderer(inner: ReportRenderer): ReportRenderer {
  return {
    render: async (job) => {
      const released = new Promise<void>((resolve) => process.once('SIGUSR2', () => resolve()));
      process.stdout.write('render held\n');
      await released;
      return inner.render(job);
    },
    close: () => inner.close(),
  };
}

async function start(): Promise<void> {
  const databaseUrl = process.env['DATABASE_URL'];
  const dataDir = process.env['DATA_DIR'];
  const config = testConfig({ ...(databaseUrl ? { databaseUrl } : {}), ...(dataDir ? { dataDir } : {}) });
  const database = await openDatabase(config, () => process.exit(1));
  const renderer = process.env['HOLD_RENDERS'] === '1' ? heldRenderer(inProcessRenderer) : inProcessRenderer;
  const app = await buildApp({ config, database, renderer });
  stopOnSignals(app, {
    graceMs: config.shutdownGraceSeconds * 1000,
    log: {
      info: (message) => process.stdout.write(`${message}\n`),
      error: (details, message) => process.stderr.write(`${message} ${inspect(details)}\n`),
    },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The server has no port.');
  process.stdout.write(`listening ${address.port}\n`);
}

start().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
