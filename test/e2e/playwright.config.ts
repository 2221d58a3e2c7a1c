import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Each run starts the real server on a fresh embedded database, so runs never share state.
const port = Number(process.env.E2E_PORT ?? 8181);
const repository = path.join(__dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'qg-e2e-'));

// The session tests watch a session time out, so they get a second server with a 30-second idle
// limit and config.json's keep-alive timing shortened to match (a 15-second warning).
const sessionPort = port + 1;
const sessionDataDir = mkdtempSync(path.join(tmpdir(), 'qg-e2e-session-'));
const sessionAppConfig = path.join(sessionDataDir, 'config.json');
const appConfig = JSON.parse(readFileSync(path.join(repository, 'config/config.json'), 'utf8')) as { qgServices: Record<string, unknown> };
appConfig.qgServices['keepAlive'] = { warningLeadSeconds: 15, pingIntervalSeconds: 5 };
writeFileSync(sessionAppConfig, JSON.stringify(appConfig, null, 2));

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

const serverEnv = { NODE_ENV: 'production', DATABASE_URL: '', LOG_LEVEL: 'warn', DEMO_CLASSES: 'false' };

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.e2e\.ts$/,
  outputDir: path.join(__dirname, '../../test-results'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    acceptDownloads: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromium, args: chromiumArgs },
  },
  projects: [
    // The data-retention path starts from the seed's dormant "Other Practice", which accountStatus.e2e.ts
    // keeps (as its user may): it runs first, and the other tests after it (a failure there stops them).
    { name: 'retention', testMatch: /dataRetention\.e2e\.ts$/ },
    { name: 'app', testIgnore: /(session|dataRetention|liveVideo|liveSession|twoProcesses)\.e2e\.ts$/, dependencies: ['retention'] },
    // Built-in video of live sessions: Chromium's fake camera and microphone, granted without a prompt.
    {
      name: 'video',
      testMatch: /live(Video|Session)\.e2e\.ts$/,
      use: { launchOptions: { executablePath: chromium, args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] } },
    },
    // Idle-limit tests wait out real time (about a minute each).
    { name: 'session', testMatch: /session\.e2e\.ts$/, timeout: 150_000, use: { baseURL: `http://127.0.0.1:${sessionPort}` } },
    // Scale-out: two server processes of the test's own on one PostgreSQL database behind a
    // round-robin proxy (port + 5); only where TEST_DATABASE_URL names a server (.ci/run sets it).
    ...(process.env.TEST_DATABASE_URL
      ? [{ name: 'twoProcesses', testMatch: /twoProcesses\.e2e\.ts$/, timeout: 180_000, use: { baseURL: `http://127.0.0.1:${port + 5}` } }]
      : []),
  ],
  webServer: [
    {
      command: 'npx tsx src/server/main.ts',
      cwd: repository,
      url: `http://127.0.0.1:${port}/legacy/login`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        ...serverEnv,
        PORT: String(port),
        DATA_DIR: dataDir,
        // E-mail goes to the SMTP server remoteAdministration.e2e.ts starts on port + 2 (support.ts SMTP_PORT); retried every few seconds until it listens.
        SMTP_URL: `smtp://127.0.0.1:${port + 2}`,
        PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
        MAIL_RETRY_DELAY_SECONDS: '1',
        MAIL_RETRY_LIMIT: '20',
      },
    },
    {
      command: 'npx tsx src/server/main.ts',
      cwd: repository,
      url: `http://127.0.0.1:${sessionPort}/legacy/login`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: { ...serverEnv, PORT: String(sessionPort), DATA_DIR: sessionDataDir, SESSION_IDLE_SECONDS: '30', APP_CONFIG_FILE: sessionAppConfig },
    },
  ],
});
