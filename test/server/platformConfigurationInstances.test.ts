/**
 * A configuration change is served at once by every server process (issue #17), without a
 * restart: two apps run on one database at the same time (on PostgreSQL each with its own
 * connection pool, as two processes have; on PGlite in one process), staff change config.json
 * through one, and the other serves the new version on its next request: the configuration
 * route, the services that read it, the web help and the legacy pages' aliases.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { JsonConfig } from '../../src/contract/services/platformConfiguration';
import { buildApp } from '../../src/server/app';
import { apiAs, signIn } from './support/session';
import { sharedDatabase, type SharedDatabase } from './support/sharedDatabase';
import { testConfig } from './support/testApp';

jest.setTimeout(180_000);

const SHIPPED = JSON.parse(readFileSync(path.resolve('config/config.json'), 'utf8')) as Record<string, Record<string, unknown>>;
const REASON = 'Change 2026-31: the player moves to its own host.';

let shared: SharedDatabase;
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  shared = await sharedDatabase('qg_config');
  first = await buildApp({ config: testConfig(), database: await shared.open() });
  // The second process: no job workers, so the two do not compete for the test's e-mails.
  second = await buildApp({ config: testConfig(), database: await shared.open(), runJobs: false });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await shared?.dispose();
});

const servedBy = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/assets/config/config.json' })).json<Record<string, unknown>>();

it('serves a change saved through one app from the other at once', async () => {
  expect(await servedBy(first)).toEqual(SHIPPED);
  expect(await servedBy(second)).toEqual(SHIPPED);
  // Both have answered (and read) the configuration before the change: nothing they kept may go stale.
  const helpBefore = (await second.inject({ method: 'GET', url: '/legacy/help/sessions.html' })).body;
  expect(helpBefore).toContain('<p>2 minutes before the session would end');
  const renamedPage = () => second.inject({ method: 'GET', url: '/legacy/account.html?pageRefresh=true' });
  expect((await renamedPage()).statusCode).toBe(404);

  const session = await signIn(first, 'backoffice');
  const staff = apiAs(first, session);
  const legacy = SHIPPED['qgLegacy'] as { pages: Record<string, string> };
  const changed = {
    ...SHIPPED,
    qosa: { url: 'https://player.example.org/osa' },
    qgServices: { ...SHIPPED['qgServices'], keepAlive: { warningLeadSeconds: 600, pingIntervalSeconds: 60 } },
    qgLegacy: { ...legacy, pages: { ...legacy.pages, myAccountSettings: '/account.html' } },
  };
  const saved = await staff('POST', '/back-office/json-config', { basedOnVersion: 1, reason: REASON, config: changed });
  expect(saved.statusCode).toBe(201);
  expect(saved.json<JsonConfig>().currentVersion).toBe(2);

  expect(await servedBy(second)).toEqual(changed);
  expect((await second.inject({ method: 'GET', url: '/legacy/help/sessions.html' })).body).toContain('<p>10 minutes before the session would end');
  // A renamed legacy page is an address of the configuration, not a route registered at start.
  const renamed = await renamedPage();
  expect(renamed.statusCode).toBe(302);
  expect(renamed.headers.location).toBe('/legacy/my-account?pageRefresh=true');

  // The other way round as well (the session is the database's, so it works on both): a rollback
  // saved through the second is what the first serves.
  const staffOnSecond = apiAs(second, session);
  const rolledBack = await staffOnSecond('POST', '/back-office/json-config', { basedOnVersion: 2, restoreVersion: 1, reason: REASON });
  expect(rolledBack.statusCode).toBe(201);
  expect(await servedBy(first)).toEqual(SHIPPED);
  expect((await renamedPage()).statusCode).toBe(404);
});
