/**
 * Report batches through the services and the real job queue (pg-boss on the test database):
 * completion with each report made once, cancellation, resumption after a restart, a job that
 * runs twice, the ZIP, and another account's batch.
 */
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import type { ReportBatch } from '../../src/contract/reportTypes';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import { buildApp } from '../../src/server/app';
import type { Database, Db } from '../../src/server/db/client';
import { accounts, featureLicenses, reportBatchItems, reports } from '../../src/server/db/schema';
import { DEMO_ACCOUNT_NAME } from '../../src/server/db/seed';
import { inProcessRenderer } from '../../src/server/reports/renderReport';
import { runBatchItem } from '../../src/server/services/reportBatches/batchItemJob';
import { examineeBody, phq9Responses } from './support/fixtures';
import { apiAs, selfUserId, signIn } from './support/session';
import { testConfig } from './support/testApp';
import { type SharedDatabase, sharedDatabase } from './support/sharedDatabase';

jest.setTimeout(180_000);

type Api = ReturnType<typeof apiAs>;

/** An app on the shared database; `runJobs: false` is a server whose workers never ran. */
async function startApp(shared: SharedDatabase, runJobs: boolean): Promise<FastifyInstance> {
  return buildApp({ config: testConfig(), database: await shared.open(), runJobs });
}

const BATCHES = '/assessment-facade/report-batches';

let shared: SharedDatabase;
/** The tests' own handle on the database, for what the API does not show. */
let observer: Database;
let db: Db;
let app: FastifyInstance;
let examiner: Api;
let other: Api;
let scored: Assessment[];
let draft: Assessment;

async function createAssessments(api: Api, scoredCount: number, prefix = 'BATCH'): Promise<{ scored: Assessment[]; draft: Assessment }> {
  const examinerId = await selfUserId(api);
  const made: Assessment[] = [];
  for (let index = 0; index < scoredCount; index += 1) {
    const examinee = (await api('POST', '/assessment-facade/examinees', examineeBody({ examineeId: `${prefix}-${index + 1}` }))).json<Examinee>();
    const created = (
      await api('POST', '/assessment-facade/assessments', { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId })
    ).json<Assessment>();
    made.push(
      (
        await api('PUT', `/assessment-facade/assessments/${created.id}`, {
          version: created.version,
          responses: phq9Responses([1, 2, 1, 2, 1, 2, 1, 0, index % 4], 2),
          administrationDate: '2024-05-06',
          examinerId,
          status: 'scored',
        })
      ).json<Assessment>(),
    );
  }
  const examinee = (await api('POST', '/assessment-facade/examinees', examineeBody({ examineeId: `${prefix}-DRAFT` }))).json<Examinee>();
  const unscored = (
    await api('POST', '/assessment-facade/assessments', { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId })
  ).json<Assessment>();
  return { scored: made, draft: unscored };
}

async function createBatch(api: Api, assessmentIds: number[]): Promise<ReportBatch> {
  const response = await api('POST', BATCHES, { selection: { kind: 'assessments', assessmentIds }, reportType: 'score' });
  expect(response.statusCode).toBe(201);
  return response.json<ReportBatch>();
}

/** Polls the batch until it has finished (the jest timeout bounds the wait). */
async function finished(api: Api, batchId: number): Promise<ReportBatch> {
  for (;;) {
    const batch = (await api('GET', `${BATCHES}/${batchId}`)).json<ReportBatch>();
    if (batch.state === 'completed' || batch.state === 'cancelled') return batch;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How many reports the batch stored for each assessment. */
async function reportsPerAssessment(batchId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ assessmentId: reports.assessmentId, made: count() })
    .from(reports)
    .where(eq(reports.batchId, batchId))
    .groupBy(reports.assessmentId);
  return new Map(rows.map((row) => [row.assessmentId, row.made]));
}

/** Restarts on the shared database: the running app stops and a new one (with workers) starts. */
async function restart(workers: boolean): Promise<void> {
  await app.close();
  app = await startApp(shared, workers);
  examiner = apiAs(app, await signIn(app, 'examiner'));
  other = apiAs(app, await signIn(app, 'other'));
}

beforeAll(async () => {
  shared = await sharedDatabase('qg_batch');
  app = await buildApp({ config: testConfig(), database: await shared.open() });
  observer = await shared.open();
  db = observer.db;
  examiner = apiAs(app, await signIn(app, 'examiner'));
  other = apiAs(app, await signIn(app, 'other'));
  ({ scored, draft } = await createAssessments(examiner, 4));
});
afterAll(async () => {
  await app.close();
  await observer.close();
  await shared.dispose();
});

describe('report batches', () => {
  it('makes one report per scored assessment, records the unscored one as failed, and zips the reports in order', async () => {
    const ids = [scored[2]!.id, draft.id, scored[0]!.id, scored[1]!.id];
    const queued = await createBatch(examiner, ids);
    expect(queued).toMatchObject({ reportType: 'score', total: 4, failed: 1, createdByName: 'Dr. Emma Examiner', zipFileName: `report-batch-${queued.id}.zip` });
    expect(['queued', 'running', 'completed']).toContain(queued.state);

    const batch = await finished(examiner, queued.id);
    expect(batch).toMatchObject({ state: 'completed', total: 4, succeeded: 3, failed: 1, cancelled: 0 });
    expect(batch.finishedAt).not.toBeNull();
    expect(batch.failures).toEqual([{ assessmentId: draft.id, examineeId: 'BATCH-DRAFT', productCode: 'PHQ-9', code: 'notScorable', message: expect.any(String) }]);
    expect(await reportsPerAssessment(batch.id)).toEqual(new Map([scored[2]!, scored[0]!, scored[1]!].map((assessment) => [assessment.id, 1])));

    const list = (await examiner('GET', BATCHES)).json<ReportBatch[]>();
    expect(list[0]).toMatchObject({ id: batch.id, succeeded: 3 });

    const download = await examiner('GET', `${BATCHES}/${batch.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toContain(`filename="report-batch-${batch.id}.zip"`);
    const entries = unzipSync(new Uint8Array(download.rawPayload));
    expect(Object.keys(entries)).toEqual([
      '1_PHQ-9_BATCH-3_2024-05-06_v1.pdf',
      '3_PHQ-9_BATCH-1_2024-05-06_v1.pdf',
      '4_PHQ-9_BATCH-2_2024-05-06_v1.pdf',
    ]);
    for (const pdf of Object.values(entries)) expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  });

  it("answers 404 for another account's batch, and for a selection of its assessments", async () => {
    const batch = await finished(examiner, (await createBatch(examiner, [scored[3]!.id])).id);
    for (const response of [
      await other('GET', `${BATCHES}/${batch.id}`),
      await other('POST', `${BATCHES}/${batch.id}/cancel`, {}),
      await other('GET', `${BATCHES}/${batch.id}/download`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
    expect((await other('GET', BATCHES)).json<ReportBatch[]>().map((entry) => entry.id)).not.toContain(batch.id);
    const theirs = await other('POST', BATCHES, { selection: { kind: 'assessments', assessmentIds: [scored[0]!.id] }, reportType: 'score' });
    expect(theirs.statusCode).toBe(404);
  });

  it("builds no statement's SQL for a report once the batch's first report was made, but its transaction's BEGIN and COMMIT", async () => {
    await restart(false);
    const queued = await createBatch(examiner, scored.slice(0, 3).map((assessment) => assessment.id));
    const items = await db.select({ id: reportBatchItems.id }).from(reportBatchItems).where(eq(reportBatchItems.batchId, queued.id)).orderBy(asc(reportBatchItems.position));
    const jobContext = { db, renderer: inProcessRenderer, clock: () => new Date(), logError: (error: unknown) => { throw error; } };
    await runBatchItem(jobContext, items[0]!.id);
    // Drizzle builds a statement's text with its dialect's sqlToQuery; a prepared statement was built once, before.
    const building = jest.spyOn(PgDialect.prototype, 'sqlToQuery');
    try {
      await runBatchItem(jobContext, items[1]!.id);
      const built = building.mock.results.map((result) => (result.value as { sql: string }).sql.toLowerCase());
      expect(built.filter((text) => text !== 'begin' && text !== 'commit')).toEqual([]);
    } finally {
      building.mockRestore();
    }
    await runBatchItem(jobContext, items[2]!.id);
    expect((await examiner('GET', `${BATCHES}/${queued.id}`)).json<ReportBatch>()).toMatchObject({ state: 'completed', succeeded: 3 });
  });

  it('resumes after a restart, and a job that runs again makes nothing', async () => {
    await restart(false);
    const queued = await createBatch(examiner, scored.map((assessment) => assessment.id));
    expect(queued.state).toBe('queued');
    const notReady = await examiner('GET', `${BATCHES}/${queued.id}/download`);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json<{ code: string }>().code).toBe('notReady');

    // The first item's job ran (twice at once, even) and the server died before pg-boss heard of
    // it: the job is still queued when the next server starts.
    const [first] = await db.select({ id: reportBatchItems.id }).from(reportBatchItems).where(and(eq(reportBatchItems.batchId, queued.id), eq(reportBatchItems.position, 1)));
    const jobContext = { db, renderer: inProcessRenderer, clock: () => new Date(), logError: (error: unknown) => { throw error; } };
    await Promise.all([runBatchItem(jobContext, first!.id), runBatchItem(jobContext, first!.id)]);
    expect((await examiner('GET', `${BATCHES}/${queued.id}`)).json<ReportBatch>()).toMatchObject({ state: 'running', succeeded: 1 });

    await restart(true);
    const batch = await finished(examiner, queued.id);
    expect(batch).toMatchObject({ state: 'completed', total: 4, succeeded: 4, failed: 0 });
    expect(await reportsPerAssessment(batch.id)).toEqual(new Map(scored.map((assessment) => [assessment.id, 1])));
  });

  it('cancels the reports not yet made: none is stored, and a restart does not make them', async () => {
    await restart(false);
    const queued = await createBatch(examiner, scored.map((assessment) => assessment.id));
    const cancel = await examiner('POST', `${BATCHES}/${queued.id}/cancel`, {});
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json<ReportBatch>()).toMatchObject({ state: 'cancelled', total: 4, succeeded: 0, cancelled: 4 });
    expect(cancel.json<ReportBatch>().finishedAt).not.toBeNull();

    await restart(true);
    // A batch queued after the cancelled one finishing shows that the workers ran past its jobs.
    await finished(examiner, (await createBatch(examiner, [scored[0]!.id])).id);
    expect((await examiner('GET', `${BATCHES}/${queued.id}`)).json<ReportBatch>()).toMatchObject({ state: 'cancelled', succeeded: 0, cancelled: 4 });
    expect(await reportsPerAssessment(queued.id)).toEqual(new Map());
    const empty = await examiner('GET', `${BATCHES}/${queued.id}/download`);
    expect(empty.statusCode).toBe(409);
  });

  it('records licenseExhausted for the reports no usage is left for, and stores nothing for them', async () => {
    const fresh = (await createAssessments(examiner, 3, 'LICENSE')).scored;
    const [demo] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, DEMO_ACCOUNT_NAME));
    // One usage left on the license that covers every product's reports.
    await db
      .update(featureLicenses)
      .set({ usagesUsed: sql`${featureLicenses.usagesGranted} - 1` })
      .where(and(eq(featureLicenses.accountId, demo!.id), eq(featureLicenses.kind, 'usage'), isNull(featureLicenses.reportType)));
    const batch = await finished(examiner, (await createBatch(examiner, fresh.map((assessment) => assessment.id))).id);
    expect(batch).toMatchObject({ state: 'completed', total: 3, succeeded: 1, failed: 2 });
    expect(batch.failures.map((failure) => failure.code)).toEqual(['licenseExhausted', 'licenseExhausted']);
    // Jobs queued together run in no particular order: whichever ran first took the usage.
    const failed = new Set(batch.failures.map((failure) => failure.assessmentId));
    const made = fresh.filter((assessment) => !failed.has(assessment.id));
    expect(await reportsPerAssessment(batch.id)).toEqual(new Map(made.map((assessment) => [assessment.id, 1])));
    expect(made).toHaveLength(1);
  });
});
