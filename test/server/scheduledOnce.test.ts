/**
 * Scheduled jobs run once however many processes run (issue #21, scale-out): two apps on one
 * database (on PostgreSQL each with its own pool, as two processes have; on PGlite in one
 * process) both watch the cron schedules, as every `npm start` process does, and look whether one
 * is due every second. A schedule due every minute is queued, and run, once per minute between
 * them, not once per look nor once per app.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp, contextOfApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import { RETENTION_QUEUE } from '../../src/server/services/dataRetention/lifecycle/retentionJobs';
import { sharedDatabase, type SharedDatabase } from './support/sharedDatabase';
import { testConfig } from './support/testApp';

jest.setTimeout(240_000);

const TICK = 'scale-out-tick';

let shared: SharedDatabase;
let apps: FastifyInstance[] = [];
let database: Database;

beforeAll(async () => {
  shared = await sharedDatabase('qg_sched');
  for (let index = 0; index < 2; index += 1) {
    apps.push(await buildApp({ config: testConfig(), database: await shared.open(), schedules: true, cronMonitorSeconds: 1 }));
  }
  database = await shared.open();
});
afterAll(async () => {
  await database?.close();
  for (const app of apps.reverse()) await app.close();
  apps = [];
  await shared?.dispose();
});

const minuteOf = (date: Date): number => Math.floor(date.getTime() / 60_000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('keeps one daily retention schedule, whichever apps registered it', async () => {
  const { rows } = await database.executeSql('SELECT name, cron FROM pgboss.schedule WHERE name = $1', [RETENTION_QUEUE]);
  expect(rows).toEqual([{ name: RETENTION_QUEUE, cron: '15 2 * * *' }]);
});

it('queues and runs a schedule once per due time while both apps look every second', async () => {
  const runs: number[] = [];
  const jobs = apps.map((app) => contextOfApp(app)!.jobs);
  for (const [index, queue] of jobs.entries()) {
    await queue.createQueue(TICK);
    // Every app works the queue, so a second copy of a due job would be run, not left waiting.
    await queue.work({ queue: TICK, concurrency: 1, batchSize: 1, pollingSeconds: 0.5, run: async () => void runs.push(index) });
  }
  const from = new Date();
  // Registered through both, as every process registers its schedules on start.
  for (const queue of jobs) await queue.schedule(TICK, '* * * * *');

  // The first look after the schedule exists finds the current minute due; then about a dozen
  // more looks by the two apps, each of which would queue a copy if nothing kept them apart.
  for (let waited = 0; runs.length === 0 && waited < 60_000; waited += 250) await sleep(250);
  await sleep(12_000);
  const to = new Date();

  const minutes = minuteOf(to) - minuteOf(from) + 1;
  expect(runs.length).toBeGreaterThanOrEqual(1);
  expect(runs.length).toBeLessThanOrEqual(minutes);
});
