/**
 * Request limits counted in the database (issue #21, scale-out): two apps on one database (on
 * PostgreSQL each with its own pool, as two processes have; on PGlite in one process) share one
 * limit per client, and the store's statement counts exactly, ends windows and sweeps ended ones.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import { countHit, databaseRateLimitStore, SWEPT_PER_HIT } from '../../src/server/http/rateLimitStore';
import { postLogin } from './support/session';
import { sharedDatabase, type SharedDatabase } from './support/sharedDatabase';
import { testConfig } from './support/testApp';

jest.setTimeout(180_000);

let shared: SharedDatabase;
let first: FastifyInstance;
let second: FastifyInstance;
let database: Database;

beforeAll(async () => {
  shared = await sharedDatabase('qg_ratelimit');
  first = await buildApp({ config: testConfig({ loginRateLimitPerMinute: 3 }), database: await shared.open() });
  second = await buildApp({ config: testConfig({ loginRateLimitPerMinute: 3 }), database: await shared.open(), runJobs: false });
  database = await shared.open();
});
afterAll(async () => {
  await database?.close();
  await second?.close();
  await first?.close();
  await shared?.dispose();
});

const rowCount = async (where = 'true'): Promise<number> => Number((await database.executeSql(`SELECT count(*)::int AS n FROM rate_limit_hits WHERE ${where}`)).rows[0]?.['n']);

it('counts sign-in attempts of one client against one limit whichever app answers them', async () => {
  const statuses = [
    (await postLogin(first, 'teacher', 'guess')).statusCode,
    (await postLogin(second, 'teacher', 'guess')).statusCode,
    (await postLogin(first, 'teacher', 'guess')).statusCode,
  ];
  expect(statuses).toEqual([200, 200, 200]);
  // Each app alone has seen at most two attempts: only a shared count refuses the fourth.
  const limited = await postLogin(second, 'teacher', 'teacher-demo');
  expect(limited.statusCode).toBe(429);
  expect(limited.body).toContain('Too many sign-in attempts. Wait a minute and try again.');
  expect((await postLogin(first, 'teacher', 'teacher-demo')).statusCode).toBe(429);
  // Another user name from the same address has its own count, on either app.
  expect((await postLogin(second, 'admin', 'admin-demo')).statusCode).toBe(303);
});

it('stores neither the client address nor the user name', async () => {
  const { rows } = await database.executeSql('SELECT key FROM rate_limit_hits');
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row['key']).toMatch(/^[0-9a-f]{64}$/);
});

it('counts concurrent hits exactly, each once', async () => {
  const handles = [database, await shared.open()];
  try {
    const counts = await Promise.all(Array.from({ length: 20 }, (_, index) => countHit(handles[index % 2]!, 'POST /concurrent', 'client', 60_000)));
    expect(counts.map((count) => count.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    for (const count of counts) {
      expect(count.ttl).toBeGreaterThan(50_000);
      expect(count.ttl).toBeLessThanOrEqual(60_000);
    }
  } finally {
    await handles[1]?.close();
  }
});

it('keeps routes apart and starts a new window once one has ended', async () => {
  expect((await countHit(database, 'POST /a', 'client', 60_000)).current).toBe(1);
  expect((await countHit(database, 'POST /b', 'client', 60_000)).current).toBe(1);
  expect((await countHit(database, 'POST /a', 'client', 60_000)).current).toBe(2);

  expect((await countHit(database, 'POST /short', 'client', 300)).current).toBe(1);
  const second = await countHit(database, 'POST /short', 'client', 300);
  expect(second.current).toBe(2);
  expect(second.ttl).toBeLessThanOrEqual(300);
  await new Promise((resolve) => setTimeout(resolve, 400));
  const fresh = await countHit(database, 'POST /short', 'client', 300);
  expect(fresh).toEqual({ current: 1, ttl: expect.any(Number) });
  expect(fresh.ttl).toBeGreaterThan(0);
});

it('removes ended windows of other clients as it counts', async () => {
  await database.executeSql(
    `INSERT INTO rate_limit_hits (key, hits, window_ends_at) SELECT 'ended-' || n, 5, now() - interval '1 hour' FROM generate_series(1, ${SWEPT_PER_HIT * 2}) n`,
  );
  const ended = "window_ends_at <= now() AND key LIKE 'ended-%'";
  expect(await rowCount(ended)).toBe(SWEPT_PER_HIT * 2);
  await countHit(database, 'POST /sweep', 'client', 60_000);
  expect(await rowCount(ended)).toBe(SWEPT_PER_HIT);
  await countHit(database, 'POST /sweep', 'client', 60_000);
  expect(await rowCount(ended)).toBe(0);
  // The running windows stay.
  expect((await countHit(database, 'POST /sweep', 'client', 60_000)).current).toBe(3);
});

it('refuses a route that asks for a growing window rather than counting it as a fixed one', () => {
  const Store = databaseRateLimitStore(database);
  const root = new Store({});
  const route = { routeInfo: { method: 'POST', url: '/x' } };
  expect(() => root.child({ ...route, continueExceeding: true } as unknown as Parameters<typeof root.child>[0])).toThrow(/fixed windows/);
  expect(() => root.child({ ...route, exponentialBackoff: true } as unknown as Parameters<typeof root.child>[0])).toThrow(/fixed windows/);
  expect(root.child(route as unknown as Parameters<typeof root.child>[0])).toBeInstanceOf(Store);
});
