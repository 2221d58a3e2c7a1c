/**
 * A batch of reports as the running server makes it: the real server on an in-memory embedded
 * database, pg-boss jobs, and PDFs rendered on the worker-thread pool (RENDER_THREADS, default
 * one per core less one), as many reports at once as the server makes. The event loop's delay is
 * sampled in this process (the server's) while the batch runs: that is how long a request could
 * wait behind the batch. The process's CPU time (every thread: the server's, the render threads',
 * the embedded engine's) is divided by the reports made. With
 * BENCH_DATABASE_URL set (a PostgreSQL server an administrator may create databases on), the
 * batch runs a second time on PostgreSQL, in a database made for the run and dropped after it.
 * BENCH_BATCH_COUNT overrides the number of reports (a short run while working on the batch);
 * BENCH_PGLITE_THREAD=caller runs the embedded engine on the server's thread, as before it had
 * one of its own, to measure the difference.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import type { ReportBatch } from '../../src/contract/reportTypes';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { type Database, openPglite, openPostgres, type PgliteThread } from '../../src/server/db/client';
import { accounts, featureLicenses } from '../../src/server/db/schema';
import { DEMO_ACCOUNT_NAME } from '../../src/server/db/seed';
import { createRendererPool } from '../../src/server/reports/rendererPool';
import { batchReportsInFlight } from '../../src/server/services/reportBatches/startBatchJobs';
import { examineeBody, phq9Responses } from '../server/support/fixtures';
import { createScratchPostgres } from '../server/support/scratchPostgres';
import { apiAs, signIn } from '../server/support/session';
import type { BenchRow } from './table';

/** Assessments per examinee (a batch of 1,000 covers 50 examinees). */
const ASSESSMENTS_PER_EXAMINEE = 20;

/** Where the embedded engine runs in this run. */
const PGLITE_THREAD: PgliteThread = process.env['BENCH_PGLITE_THREAD'] === 'caller' ? 'caller' : 'worker';

/** A database for one run: embedded in memory, or a new database on the PostgreSQL server at `adminUrl`. */
async function openBenchDatabase(adminUrl: string | null): Promise<{ database: Database; label: string; dispose: () => Promise<void> }> {
  if (!adminUrl) {
    // The app closes it.
    const database = await openPglite(null, async () => {}, PGLITE_THREAD);
    return { database, label: `embedded PGlite${PGLITE_THREAD === 'caller' ? ' (on the server thread)' : ''}`, dispose: async () => {} };
  }
  const scratch = await createScratchPostgres(adminUrl, 'qg_bench');
  return { database: await openPostgres(scratch.url), label: 'PostgreSQL', dispose: scratch.drop };
}

/**
 * Makes `count` scored PHQ-9 assessments, then times one batch of their score reports from the
 * request to the last report stored.
 * @returns one row: seconds for the batch, reports per second, and the event loop's delay p99 and max in ms.
 */
export async function benchBatch(requested: number, adminUrl: string | null = null): Promise<BenchRow[]> {
  const count = Number(process.env['BENCH_BATCH_COUNT'] ?? requested);
  const config = { ...loadConfig({}), loginRateLimitPerMinute: 1000, demoClasses: false };
  const renderer = createRendererPool(config.renderThreads);
  const { database, label, dispose } = await openBenchDatabase(adminUrl);
  const app = await buildApp({ config, database, logger: false, renderer, reportConcurrency: batchReportsInFlight(renderer.threads) });
  try {
    const examiner = apiAs(app, await signIn(app, 'examiner'));
    const { userId } = (await examiner('GET', '/account/users/self/preferences')).json<{ userId: number }>();
    // The demo licenses hold fewer usages than a large batch: a subscription covers the bench's reports.
    const [account] = await database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, DEMO_ACCOUNT_NAME));
    if (!account) throw new Error('The demo account is missing.');
    await database.db.insert(featureLicenses).values({ accountId: account.id, name: 'Bench subscription', kind: 'subscription', productId: 'phq9', reportType: null, validFrom: '2000-01-01', validUntil: null });

    const ids: number[] = [];
    let examinee: Examinee | null = null;
    for (let index = 0; index < count; index += 1) {
      if (index % ASSESSMENTS_PER_EXAMINEE === 0) examinee = (await examiner('POST', '/assessment-facade/examinees', examineeBody())).json<Examinee>();
      const created = (
        await examiner('POST', '/assessment-facade/assessments', { examineeRecordId: examinee?.id, productId: 'phq9', administrationDate: '2026-11-02', examinerId: userId })
      ).json<Assessment>();
      const scored = await examiner('PUT', `/assessment-facade/assessments/${created.id}`, {
        version: created.version,
        responses: phq9Responses([index % 4, 2, 1, 2, 1, 2, 1, 0, 1], 2),
        administrationDate: '2026-11-02',
        examinerId: userId,
        status: 'scored',
      });
      if (scored.statusCode !== 200) throw new Error(`Scoring failed: ${scored.body}`);
      ids.push(created.id);
    }

    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const queued = await examiner('POST', '/assessment-facade/report-batches', { selection: { kind: 'assessments', assessmentIds: ids }, reportType: 'score' });
    if (queued.statusCode !== 201) throw new Error(`The batch was refused: ${queued.body}`);
    let batch = queued.json<ReportBatch>();
    while (batch.state === 'queued' || batch.state === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 250));
      batch = (await examiner('GET', `/assessment-facade/report-batches/${batch.id}`)).json<ReportBatch>();
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuPerReport = (cpu.user + cpu.system) / 1000 / Math.max(1, batch.succeeded);
    lag.disable();
    const zip = await examiner('GET', `/assessment-facade/report-batches/${batch.id}/download`);
    return [
      {
        measure: `Batch of ${count} score reports (PHQ-9), ${label}`,
        value: `${seconds.toFixed(1)} s; ${(batch.succeeded / seconds).toFixed(1)} reports/s; event-loop lag p99 ${(lag.percentile(99) / 1e6).toFixed(1)} ms, max ${(lag.max / 1e6).toFixed(1)} ms; server CPU ${cpuPerReport.toFixed(0)} ms a report`,
        detail: `pg-boss on ${label}, ${renderer.threads} render thread(s), ${batchReportsInFlight(renderer.threads)} reports at once; ${batch.succeeded} made, ${batch.failed} failed; ZIP ${(zip.rawPayload.length / 1024 / 1024).toFixed(1)} MB`,
      },
    ];
  } finally {
    await app.close();
    await dispose();
  }
}
