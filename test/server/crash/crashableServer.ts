/**
 * The app in a process of its own, for tests that kill it with SIGKILL (crashReplay.test.ts).
 * Settings come from the environment like the real server's (DATABASE_URL, or DATA_DIR for the
 * embedded database); it listens on a free port of 127.0.0.1 and prints `listening <port>`.
 */
import { buildApp } from '../../../src/server/app';
import { openDatabase } from '../../../src/server/db/client';
import { testConfig } from '../support/testApp';

async function start(): Promise<void> {
  const databaseUrl = process.env['DATABASE_URL'];
  const dataDir = process.env['DATA_DIR'];
  const config = testConfig({ ...(databaseUrl ? { databaseUrl } : {}), ...(dataDir ? { dataDir } : {}) });
  const database = await openDatabase(config, () => process.exit(1));
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The server has no port.');
  process.stdout.write(`listening ${address.port}\n`);
  process.on('SIGTERM', () => {
    void app.close().then(() => process.exit(0));
  });
}

start().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
