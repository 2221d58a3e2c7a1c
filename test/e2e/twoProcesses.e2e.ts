/**
 * Scale-out (issue #21): two `npm start` processes on one PostgreSQL database, behind a
 * round-robin proxy as behind a load balancer without sticky sessions, serve the examiner's path
 * as one server: sign in, create an examinee, enter and score a PHQ-9, make and open the report.
 * Every request may land on either process, so whatever one needs of another's request (the
 * session, the sign-in form's token, the rate limit, the queued report) must be in the database.
 *
 * The processes and the proxy are this test's own (no server of the other projects): a scratch
 * database on the server at TEST_DATABASE_URL, which the Playwright config requires for this
 * project (PGlite is opened by one process only).
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { createScratchPostgres, type ScratchPostgres } from '../server/support/scratchPostgres';
import { type RoundRobinProxy, startRoundRobinProxy } from '../support/roundRobinProxy';
import { freePort, type ServerProcess, startServerProcess } from '../support/serverProcess';
import { keyInItems, newPhq9For, signIn } from './support';

/** The proxy's port: fixed, as the project's baseURL must be known before the test starts. */
const TWO_PROCESSES_PROXY_PORT = Number(process.env.E2E_PORT ?? 8181) + 5;
const START_TIMEOUT_MS = 240_000;

let scratch: ScratchPostgres | undefined;
let servers: ServerProcess[] = [];
let proxy: RoundRobinProxy | undefined;

test.beforeAll(async () => {
  test.setTimeout(START_TIMEOUT_MS + 60_000);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL must name a PostgreSQL server for the two-process test.');
  scratch = await createScratchPostgres(adminUrl, 'qg_e2e_two');
  const ports = [await freePort(), await freePort()];
  const publicUrl = `http://127.0.0.1:${TWO_PROCESSES_PROXY_PORT}`;
  // Started at the same moment, as a deployment starts them: the start-up lock orders the migrations.
  servers = ports.map((port) =>
    startServerProcess(port, { DATABASE_URL: scratch!.url, PUBLIC_BASE_URL: publicUrl, TRUST_PROXY: 'true', RENDER_THREADS: '1' }),
  );
  await Promise.all(servers.map((server) => server.ready(START_TIMEOUT_MS)));
  proxy = await startRoundRobinProxy(ports, TWO_PROCESSES_PROXY_PORT);
});

test.afterAll(async () => {
  await proxy?.close();
  await Promise.all(servers.map((server) => server.stop()));
  servers = [];
  await scratch?.drop();
});

test('two processes behind a round-robin proxy serve the examiner path as one server', async ({ page }) => {
  await signIn(page, 'examiner', 'examiner-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Examinees' })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);

  await newPhq9For(page, { examineeId: `TWO-${Date.now()}`, firstName: 'Maya', lastName: 'Okafor', birthDate: '2009-04-17' });

  // 2+2+1+1+2+1+1+1+1 = 12, each answer saved through whichever process the proxy picks.
  await keyInItems(page, page.getByRole('region', { name: 'Item entry', exact: true }), ['2', '2', '1', '1', '2', '1', '1', '1', '1']);
  const scores = page.getByRole('region', { name: 'Scores', exact: true });
  await expect(scores).toContainText('Total 12');

  await page.getByRole('button', { name: 'Score' }).click();
  const record = page.getByRole('region', { name: 'Score of record', exact: true });
  await expect(record).toContainText('12');
  await expect(record).toContainText('Moderate');

  await page.getByRole('button', { name: 'Generate score report' }).click();
  const history = page.getByRole('region', { name: 'Report history', exact: true });
  await expect(history.getByRole('link', { name: 'Download' })).toHaveCount(1);
  const [download] = await Promise.all([page.waitForEvent('download'), history.getByRole('link', { name: 'Download' }).first().click()]);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await new PDFParse({ data: new Uint8Array(bytes) }).getText();
  expect(text).toContain('Okafor, Maya');
  expect(text).toContain('Moderate');

  // Both processes answered the path's service calls, not one of them alone.
  const served = proxy!.servedUnder('/qg-services/');
  expect(served.every((count) => count > 0)).toBe(true);
  expect(served.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(10);
});
