/**
 * The worker-thread renderer pool, as the running server uses it: real threads that load the
 * TypeScript renderer themselves, behind the app's report generation and its batch jobs. The
 * database does not matter here, so this file always runs on PGlite.
 */
import type { FastifyInstance } from 'fastify';
import type { ReportBatch } from '../../src/contract/reportTypes';
import type { ReportSummary } from '../../src/contract/types';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import { buildApp } from '../../src/server/app';
import { ConfigError, loadConfig } from '../../src/server/config';
import { pgliteDatabase } from '../../src/server/db/client';
import { createRendererPool } from '../../src/server/reports/rendererPool';
import { examineeBody, phq9Responses } from './support/fixtures';
import { apiAs, selfUserId, signIn } from './support/session';
import { testConfig } from './support/testApp';
import { openWorkerPglite } from './support/workerPglite';

jest.setTimeout(120_000);

const THREADS = 2;
let app: FastifyInstance;
let examiner: ReturnType<typeof apiAs>;

beforeAll(async () => {
  const renderer = createRendererPool(THREADS);
  app = await buildApp({ config: testConfig(), database: pgliteDatabase(await openWorkerPglite()), renderer, reportConcurrency: renderer.threads });
  examiner = apiAs(app, await signIn(app, 'examiner'));
});
afterAll(async () => {
  // Closing the app closes the pool; a thread left running would keep jest from exiting.
  await app.close();
});

async function scoredAssessment(examineeId: string): Promise<Assessment> {
  const examinerId = await selfUserId(examiner);
  const examinee = (await examiner('POST', '/assessment-facade/examinees', examineeBody({ examineeId }))).json<Examinee>();
  const created = (
    await examiner('POST', '/assessment-facade/assessments', { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId })
  ).json<Assessment>();
  return (
    await examiner('PUT', `/assessment-facade/assessments/${created.id}`, {
      version: created.version,
      responses: phq9Responses([3, 2, 1, 2, 1, 2, 1, 0, 1], 2),
      administrationDate: '2024-05-06',
      examinerId,
      status: 'scored',
    })
  ).json<Assessment>();
}

describe('the renderer pool', () => {
  it('renders a generated report on a worker thread', async () => {
    const assessment = await scoredAssessment('POOL-1');
    const generated = await examiner('POST', `/assessment-facade/assessments/${assessment.id}/reports`, { reportType: 'score' });
    expect(generated.statusCode).toBe(201);
    const report = generated.json<ReportSummary>();
    const download = await examiner('GET', `/assessment-facade/reports/${report.id}/download`);
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(download.rawPayload.length).toBe(report.byteSize);
  });

  it('renders the reports of a batch, several at once', async () => {
    const ids = [(await scoredAssessment('POOL-2')).id, (await scoredAssessment('POOL-3')).id, (await scoredAssessment('POOL-4')).id];
    let batch = (await examiner('POST', '/assessment-facade/report-batches', { selection: { kind: 'assessments', assessmentIds: ids }, reportType: 'score' })).json<ReportBatch>();
    while (batch.state === 'queued' || batch.state === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      batch = (await examiner('GET', `/assessment-facade/report-batches/${batch.id}`)).json<ReportBatch>();
    }
    expect(batch).toMatchObject({ state: 'completed', succeeded: 3, failed: 0 });
  });

  it('passes a rendering error back from the thread', async () => {
    const pool = createRendererPool(1);
    try {
      // A job whose data is not a scored assessment: the renderer throws in the thread.
      await expect(pool.render({ kind: 'score', data: {} as never })).rejects.toThrow();
    } finally {
      await pool.close();
    }
  });

  it('refuses a pool without threads', () => {
    expect(() => createRendererPool(0)).toThrow(RangeError);
  });
});

describe('the pool and job settings', () => {
  it('reads the number of render threads and the job polling interval', () => {
    expect(loadConfig({ RENDER_THREADS: '3', JOB_POLLING_SECONDS: '2' })).toMatchObject({ renderThreads: 3, jobPollingSeconds: 2 });
    expect(loadConfig({}).renderThreads).toBeGreaterThanOrEqual(1);
    expect(loadConfig({}).jobPollingSeconds).toBe(0.5);
  });

  it.each([
    ['RENDER_THREADS', '0'],
    ['RENDER_THREADS', 'two'],
    ['JOB_POLLING_SECONDS', '0.1'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
  });
});
