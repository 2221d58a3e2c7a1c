/**
 * One app per test file, on a fresh database: in-memory PGlite by default (in a worker thread,
 * see pgliteWorker.js), or, when
 * TEST_DATABASE_URL is set, a new PostgreSQL database created for this file and dropped
 * afterwards (jest runs files in parallel workers, so each needs its own; a database rather than
 * a schema because drizzle-kit writes "public"-qualified foreign keys into the migrations). In a
 * jest run that database is a copy of the run's template (postgresTemplates.ts), which saves the
 * migration and most of the seed.
 */
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { loadConfig, type ServerConfig } from '../../../src/server/config';
import { type Database, openPostgres, pgliteDatabase } from '../../../src/server/db/client';
import type { ReportRenderer } from '../../../src/server/reports/renderJob';
import { templateDatabase } from './postgresTemplates';
import { createScratchPostgres } from './scratchPostgres';
import { openWorkerPglite } from './workerPglite';

/** A clock the test moves forward. */
export interface TestClock {
  now: () => Date;
  /** Moves the clock forward by `minutes`. */
  advanceMinutes: (minutes: number) => void;
}

/** A running test app. */
export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  kind: Database['kind'];
  /** The app's database, for assertions on what was stored (the audit log). */
  db: Database['db'];
  close: () => Promise<void>;
}

/** The clock of each app made by {@link createTestApp}, for helpers that get only the app (the demo staff's two-step codes, support/session.ts). */
const appClocks = new WeakMap<FastifyInstance, TestClock>();

/** The test clock of an app made by {@link createTestApp}, or `undefined` for another app (whose clock is the real one). */
export const clockOfApp = (app: FastifyInstance): TestClock | undefined => appClocks.get(app);

function createClock(): TestClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advanceMinutes: (minutes) => {
      offsetMs += minutes * 60_000;
    },
  };
}

/** Settings the seed or the first start writes into the database: an app with one of them overridden starts on an unseeded copy. */
const SEEDED_SETTINGS: readonly (keyof ServerConfig)[] = ['appConfigFile', 'productsDir', 'demoClasses', 'retention', 'jwtSecret'];

async function openTestDatabase(overrides: Partial<ServerConfig>): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (!adminUrl) return { database: pgliteDatabase(await openWorkerPglite()), dispose: async () => {} };
  const seeded = !SEEDED_SETTINGS.some((setting) => setting in overrides);
  const scratch = await createScratchPostgres(adminUrl, 'qg_test', templateDatabase(seeded ? 'seeded' : 'migrated'));
  return { database: await openPostgres(scratch.url, 4), dispose: scratch.drop };
}

/** Server settings for tests: defaults, no SPA build, and any overrides. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...loadConfig({}),
    dataDir: path.join(os.tmpdir(), 'qg-test-unused'),
    spaDir: path.join(os.tmpdir(), `qg-test-no-spa-${process.pid}`),
    // Tests sign in often; the limit has its own test file with its own setting.
    loginRateLimitPerMinute: 1000,
    // Tests count rows of the demo account; the demo classes are for people trying the platform.
    demoClasses: false,
    // Player tests open many links from one address; the limit and the floor have their own tests.
    linkLookupsPerMinute: 1000,
    linkLookupFloorMs: 20,
    ...overrides,
  };
}

/**
 * Builds an app on a fresh, migrated and seeded database.
 * @param renderer the report renderer (default: rendering in the test's thread).
 */
export async function createTestApp(overrides: Partial<ServerConfig> = {}, renderer?: ReportRenderer): Promise<TestApp> {
  const clock = createClock();
  const { database, dispose } = await openTestDatabase(overrides);
  const kind = database.kind;
  const app = await buildApp({ config: testConfig(overrides), database, clock: clock.now, ...(renderer ? { renderer } : {}) });
  appClocks.set(app, clock);
  return {
    app,
    clock,
    kind,
    db: database.db,
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}
