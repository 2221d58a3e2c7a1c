/**
 * A report operation renders its PDF before its unit of work opens: while it renders, no
 * transaction of the request is open (on the embedded database a transaction holds its only
 * connection, and every other request would wait for the render). The unit of work then stores
 * the report if the assessment is unchanged, renders again if not, and an Idempotency-Key's
 * refusal is stored as for any write.
 */
import { sql } from 'drizzle-orm';
import type { ReportSummary } from '../../src/contract/types';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import { inProcessRenderer } from '../../src/server/reports/renderReport';
import type { RenderJob, ReportRenderer } from '../../src/server/reports/renderJob';
import { examineeBody, phq9Responses } from './support/fixtures';
import { apiAs, selfUserId, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(90_000);

type Api = ReturnType<typeof apiAs>;

/** What the database looked like from outside the request while a report rendered. */
interface RenderProbe {
  /** Whether another statement was answered while the PDF rendered (not left waiting for a transaction). */
  answered: boolean;
  /** PostgreSQL's sessions idle in a transaction while it rendered (always 0 on the embedded database). */
  idleInTransaction: number;
}

const probes: RenderProbe[] = [];
/** Runs during the next render, before the probe: a change made while a report renders. */
let duringNextRender: (() => Promise<void>) | null = null;
let test: TestApp;
let examiner: Api;
let examinerId: number;
let examinee: Examinee;

/** PostgreSQL's sessions of this database idle inside a transaction (waiting for their client). */
async function idleTransactions(): Promise<number> {
  const result = await test.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
}

const probingRenderer: ReportRenderer = {
  async render(job: RenderJob): Promise<Buffer> {
    const change = duringNextRender;
    duringNextRender = null;
    if (change) await change();
    const answered = await Promise.race([
      test.db.execute(sql`select 1`).then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3_000)),
    ]);
    const idleInTransaction = test.kind === 'postgres' ? await idleTransactions() : 0;
    probes.push({ answered, idleInTransaction });
    return inProcessRenderer.render(job);
  },
  close: () => inProcessRenderer.close(),
};

beforeAll(async () => {
  test = await createTestApp({}, probingRenderer);
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  examinerId = await selfUserId(examiner);
  examinee = (await examiner('POST', '/assessment-facade/examinees', examineeBody({ examineeId: 'AHEAD-1' }))).json<Examinee>();
});
afterAll(async () => {
  await test.close();
});
beforeEach(() => {
  probes.length = 0;
});

async function scoredPhq9(items: number[]): Promise<Assessment> {
  const created = (
    await examiner('POST', '/assessment-facade/assessments', { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId })
  ).json<Assessment>();
  return save(created, items);
}

async function save(assessment: Assessment, items: number[]): Promise<Assessment> {
  const saved = await examiner('PUT', `/assessment-facade/assessments/${assessment.id}`, {
    version: assessment.version,
    responses: phq9Responses(items, 2),
    administrationDate: '2024-05-06',
    examinerId,
    status: 'scored',
  });
  expect(saved.statusCode).toBe(200);
  return saved.json<Assessment>();
}

const generate = (assessmentId: number, headers: Record<string, string> = {}) =>
  examiner('POST', `/assessment-facade/assessments/${assessmentId}/reports`, { reportType: 'score' }, headers);

it('renders a generated report while no transaction of the request is open', async () => {
  const scored = await scoredPhq9([1, 2, 1, 2, 1, 2, 1, 0, 1]);
  const response = await generate(scored.id);
  expect(response.statusCode).toBe(201);
  expect(response.json<ReportSummary>()).toMatchObject({ version: 1, assessmentVersion: scored.version });
  expect(probes).toEqual([{ answered: true, idleInTransaction: 0 }]);
});

it('renders a resubmitted report while no transaction of the request is open', async () => {
  const scored = await scoredPhq9([0, 1, 0, 1, 0, 1, 0, 1, 0]);
  const first = (await generate(scored.id)).json<ReportSummary>();
  probes.length = 0;
  const resubmitted = await examiner('POST', `/assessment-facade/reports/${first.id}/resubmit`);
  expect(resubmitted.statusCode).toBe(201);
  expect(resubmitted.json<ReportSummary>()).toMatchObject({ assessmentId: scored.id, version: 2 });
  expect(probes).toEqual([{ answered: true, idleInTransaction: 0 }]);
});

it('renders again when the assessment changed while its report rendered, and stores the report of the new version', async () => {
  const scored = await scoredPhq9([1, 1, 1, 1, 1, 1, 1, 1, 1]);
  let changed: Assessment | null = null;
  duringNextRender = async () => {
    changed = await save(scored, [3, 3, 3, 3, 3, 3, 3, 3, 3]);
  };
  const response = await generate(scored.id);
  expect(response.statusCode).toBe(201);
  expect(changed).not.toBeNull();
  expect(response.json<ReportSummary>().assessmentVersion).toBe((changed as unknown as Assessment).version);
  // The first render was of the old version: a second one made the stored report.
  expect(probes).toHaveLength(2);
});

it('stores a refusal found before the unit of work as the Idempotency-Key\'s answer', async () => {
  const draft = (
    await examiner('POST', '/assessment-facade/assessments', { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId })
  ).json<Assessment>();
  const key = 'report-ahead-refusal-1';
  const refused = await generate(draft.id, { 'idempotency-key': key });
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toMatchObject({ code: 'notScorable' });
  await save(draft, [1, 2, 1, 2, 1, 2, 1, 0, 1]);
  // Scorable now, but the key already has its answer: the retry is refused alike and nothing is stored.
  probes.length = 0;
  const retried = await generate(draft.id, { 'idempotency-key': key });
  expect(retried.statusCode).toBe(400);
  expect(retried.json()).toMatchObject({ code: 'notScorable' });
  const history = (await examiner('GET', `/assessment-facade/reports?assessmentId=${draft.id}`)).json<ReportSummary[]>();
  expect(history).toEqual([]);
});
