import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Each run starts the real server on a fresh embedded database, so runs never share state.
const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = mkdtempSync(path.join(tmpdir(), 'qg-e2e-'));

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
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  webServer: {
    command: 'npx tsx src/server/main.ts',
    cwd: path.join(__dirname, '../..'),
    url: `http://127.0.0.1:${port}/legacy/login`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: '', LOG_LEVEL: 'warn' },
  },
});
