/**
 * Assessments: create, save (optimistic concurrency, validation, nothing half-written), scoring
 * of record, details, history, on-the-fly scoring, tenancy, idempotent POSTs and the audit log.
 */
import { and, eq } from 'drizzle-orm';
import type { AssessmentDetails, AssessmentSummary } from '../../src/contract/types';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import type { ScoreResult } from '../../src/domain/scoring/scoreTypes';
import { auditLog } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from './support/testApp';
import { examineeBody, phq9Responses } from './support/fixtures';
import { apiAs, selfUserId, signIn } from './support/session';

jest.setTimeout(60_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let examiner: Api;
let other: Api;
let accountUser: Api;
let examinerId: number;
let otherExaminerId: number;
let userId: number;
let examinee: Examinee;

const ASSESSMENTS = '/assessment-facade/assessments';

beforeAll(async () => {
  test = await createTestApp();
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  other = apiAs(test.app, await signIn(test.app, 'other'));
  accountUser = apiAs(test.app, await signIn(test.app, 'user'));
  examinerId = await selfUserId(examiner);
  otherExaminerId = await selfUserId(other);
  userId = await selfUserId(accountUser);
  examinee = (await examiner('POST', '/assessment-facade/examinees', examineeBody())).json<Examinee>();
});
afterAll(async () => {
  await test.close();
});

async function createAssessment(api: Api = examiner, overrides: Record<string, unknown> = {}): Promise<Assessment> {
  const response = await api('POST', ASSESSMENTS, {
    examineeRecordId: examinee.id,
    productId: 'phq9',
    administrationDate: '2024-03-05',
    examinerId,
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json<Assessment>();
}

const save = (assessment: Pick<Assessment, 'id' | 'version'>, body: Record<string, unknown>, api: Api = examiner) =>
  api('PUT', `${ASSESSMENTS}/${assessment.id}`, {
    version: assessment.version,
    administrationDate: '2024-03-05',
    examinerId,
    status: 'inProgress',
    responses: {},
    ...body,
  });

const details = async (id: number, api: Api = examiner) => (await api('GET', `${ASSESSMENTS}/${id}`)).json<AssessmentDetails>();

describe('assessment.create', () => {
  it('creates a draft at version 1', async () => {
    const assessment = await createAssessment();
    expect(assessment).toMatchObject({
      examineeRecordId: examinee.id,
      productId: 'phq9',
      administrationDate: '2024-03-05',
      examinerId,
      status: 'draft',
      responses: {},
      score: null,
      scoredAt: null,
      version: 1,
    });
  });

  it("answers 404 for another account's examinee, 400 for an unknown product or a non-examiner", async () => {
    const foreign = await other('POST', ASSESSMENTS, { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-03-05', examinerId: otherExaminerId });
    expect(foreign.statusCode).toBe(404);
    const product = await examiner('POST', ASSESSMENTS, { examineeRecordId: examinee.id, productId: 'nope', administrationDate: '2024-03-05', examinerId });
    expect(product.statusCode).toBe(400);
    expect(product.json()).toMatchObject({ errors: [{ field: 'productId' }] });
    for (const id of [userId, otherExaminerId]) {
      const notExaminer = await examiner('POST', ASSESSMENTS, { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-03-05', examinerId: id });
      expect(notExaminer.statusCode).toBe(400);
      expect(notExaminer.json()).toMatchObject({ errors: [{ field: 'examinerId' }] });
    }
    const future = await examiner('POST', ASSESSMENTS, { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2999-01-01', examinerId });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ errors: [{ field: 'administrationDate' }] });
  });

  it('answers 403 to an account user', async () => {
    const response = await accountUser('POST', ASSESSMENTS, { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-03-05', examinerId });
    expect(response.statusCode).toBe(403);
  });
});

describe('assessment.save', () => {
  it('saves responses, derives the status and increments the version', async () => {
    const assessment = await createAssessment();
    const partial = await save(assessment, { responses: { phq9_1: 1, phq9_2: null } });
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({ status: 'inProgress', version: 2, responses: { phq9_1: 1 } });
    const complete = await save({ id: assessment.id, version: 2 }, { responses: phq9Responses([0, 1, 0, 1, 0, 1, 0, 1, 0]), status: 'complete' });
    expect(complete.json()).toMatchObject({ status: 'complete', version: 3, score: null });
  });

  it('answers 409 for a stale version and keeps the stored one', async () => {
    const assessment = await createAssessment();
    expect((await save(assessment, { responses: { phq9_1: 2 } })).statusCode).toBe(200);
    const stale = await save(assessment, { responses: { phq9_1: 3 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'conflict' });
    expect((await details(assessment.id)).assessment).toMatchObject({ version: 2, responses: { phq9_1: 2 } });
  });

  it('answers 400 naming each bad response and writes nothing', async () => {
    const assessment = await createAssessment();
    const saved = (await save(assessment, { responses: { phq9_1: 1 }, administrationDate: '2024-03-01' })).json<Assessment>();
    const bad = await save(saved, { responses: { phq9_1: 2, phq9_3: 7, phq9_99: 1 }, administrationDate: '2024-02-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { field: string }[] }>().errors.map((error) => error.field).sort()).toEqual(['responses.phq9_3', 'responses.phq9_99']);
    const malformed = await save(saved, { responses: { phq9_1: 'two' }, version: 'x', status: 'done' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ errors: { field: string }[] }>().errors.map((error) => error.field).sort()).toEqual(['responses', 'status', 'version']);
    expect((await details(assessment.id)).assessment).toMatchObject({ version: 2, responses: { phq9_1: 1 }, administrationDate: '2024-03-01' });
  });

  it('records the score of record for a complete PHQ-9, with the item 9 flag', async () => {
    const assessment = await createAssessment();
    const response = await save(assessment, { responses: phq9Responses([2, 2, 1, 1, 1, 1, 1, 1, 1], 1), status: 'scored' });
    expect(response.statusCode).toBe(200);
    const scored = response.json<Assessment>();
    expect(scored.status).toBe('scored');
    expect(scored.scoredAt).not.toBeNull();
    const total = scored.score?.scales.find((scale) => scale.scaleId === 'total');
    expect(total).toMatchObject({ raw: 11, scorable: true, band: { label: 'Moderate' } });
    expect(scored.score?.flags.map((flag) => flag.id)).toEqual(expect.arrayContaining(['item9_positive', 'phq2_positive', 'further_evaluation']));
    expect(scored.score?.flags[0]).toMatchObject({ id: 'item9_positive', severity: 'critical' });
    expect((await details(assessment.id)).assessment.score).toEqual(scored.score);
  });

  it('raises no item 9 flag when item 9 is 0', async () => {
    const assessment = await createAssessment();
    const scored = (await save(assessment, { responses: phq9Responses([1, 0, 0, 0, 0, 0, 0, 0, 0]), status: 'scored' })).json<Assessment>();
    expect(scored.score?.flags.map((flag) => flag.id)).not.toContain('item9_positive');
  });

  it('answers 400 notScorable naming the missing items, and stores nothing', async () => {
    const assessment = await createAssessment();
    const response = await save(assessment, { responses: { phq9_1: 1, phq9_2: 1, phq9_4: 0, phq9_5: 0, phq9_6: 0, phq9_7: 0, phq9_8: 0 }, status: 'scored' });
    expect(response.statusCode).toBe(400);
    const problem = response.json<{ code: string; errors: { field: string; message: string }[] }>();
    expect(problem.code).toBe('notScorable');
    expect(problem.errors).toEqual([{ field: 'responses', message: 'Not scorable: items 3 and 9 are not answered.' }]);
    expect((await details(assessment.id)).assessment).toMatchObject({ status: 'draft', version: 1, responses: {} });
  });

  it('keeps the score while responses stay the same, and clears it when they change', async () => {
    const assessment = await createAssessment();
    const responses = phq9Responses([1, 1, 1, 1, 1, 1, 1, 1, 0]);
    const scored = (await save(assessment, { responses, status: 'scored' })).json<Assessment>();
    const datesOnly = (await save(scored, { responses: { ...responses, phq9_difficulty: null }, status: 'complete', administrationDate: '2024-03-04' })).json<Assessment>();
    expect(datesOnly).toMatchObject({ status: 'scored', version: 3, administrationDate: '2024-03-04' });
    expect(datesOnly.score).toEqual(scored.score);
    const changed = (await save(datesOnly, { responses: { ...responses, phq9_9: null }, status: 'scored' })).json();
    expect(changed).toMatchObject({ code: 'notScorable' });
    const edited = (await save(datesOnly, { responses: { ...responses, phq9_9: null }, status: 'complete' })).json<Assessment>();
    expect(edited).toMatchObject({ status: 'inProgress', score: null, scoredAt: null, version: 4 });
  });
});

describe('details, history and on-the-fly scoring', () => {
  it('answers the assessment with its examinee, product and examiner name', async () => {
    const assessment = await createAssessment();
    const answer = await details(assessment.id);
    expect(answer.assessment.id).toBe(assessment.id);
    expect(answer.examinee.id).toBe(examinee.id);
    expect(answer.product.code).toBe('PHQ-9');
    expect(answer.examinerName).toBe('Dr. Emma Examiner');
  });

  it("lists the examinee's assessments, newest first, with the headline scores and critical flags", async () => {
    const fresh = (await examiner('POST', '/assessment-facade/examinees', examineeBody())).json<Examinee>();
    const older = await createAssessment(examiner, { examineeRecordId: fresh.id, administrationDate: '2024-01-10' });
    const newer = await createAssessment(examiner, { examineeRecordId: fresh.id, administrationDate: '2024-02-10', productId: 'gad7' });
    await save(older, { responses: phq9Responses([3, 3, 3, 3, 3, 3, 3, 3, 2]), status: 'scored', administrationDate: '2024-01-10' });
    const history = (await examiner('GET', `/assessment-facade/examinees/${fresh.id}/history`)).json<AssessmentSummary[]>();
    expect(history.map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(history[0]).toMatchObject({ productCode: 'GAD-7', status: 'draft', headlineScores: [], criticalFlags: 0, examinerName: 'Dr. Emma Examiner' });
    expect(history[1]).toMatchObject({ productCode: 'PHQ-9', status: 'scored', headlineScores: [{ scaleId: 'total', name: 'PHQ-9 total (depression severity)', raw: 26, band: 'Severe', derived: null }], criticalFlags: 1 });
  });

  it('scores on the fly without saving, and names an unknown product', async () => {
    const response = await examiner('POST', '/assessment-facade/scoring/on-the-fly', { productId: 'phq9', responses: { phq9_1: 3, phq9_9: 1 } });
    expect(response.statusCode).toBe(200);
    const score = response.json<ScoreResult>();
    expect(score.scorable).toBe(false);
    expect(score.flags.map((flag) => flag.id)).toContain('item9_positive');
    const unknown = await examiner('POST', '/assessment-facade/scoring/on-the-fly', { productId: 'nope', responses: {} });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errors: [{ field: 'productId' }] });
  });
});

describe('tenancy', () => {
  it("answers 404 for another account's assessment on read and on write, and changes nothing", async () => {
    const assessment = await createAssessment();
    const missing = await other('GET', `${ASSESSMENTS}/999999`);
    const read = await other('GET', `${ASSESSMENTS}/${assessment.id}`);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual(missing.json());
    const write = await save(assessment, { responses: { phq9_1: 1 }, examinerId: otherExaminerId }, other);
    expect(write.statusCode).toBe(404);
    expect((await details(assessment.id)).assessment.version).toBe(1);
  });
});

describe('Idempotency-Key', () => {
  it('applies a POST once and replays its answer; the same key with another request is refused', async () => {
    const key = `create-${Date.now()}`;
    const body = { examineeRecordId: examinee.id, productId: 'gad7', administrationDate: '2024-04-01', examinerId };
    const first = await examiner('POST', ASSESSMENTS, body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const replay = await examiner('POST', ASSESSMENTS, { ...body }, { 'idempotency-key': key });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const history = (await examiner('GET', `/assessment-facade/examinees/${examinee.id}/history`)).json<AssessmentSummary[]>();
    expect(history.filter((item) => item.administrationDate === '2024-04-01')).toHaveLength(1);

    const conflict = await examiner('POST', ASSESSMENTS, { ...body, administrationDate: '2024-04-02' }, { 'idempotency-key': key });
    expect(conflict.statusCode).toBe(422);
    expect(conflict.json()).toMatchObject({ code: 'idempotencyConflict' });

    // Keys belong to a user: another user's identical key is a new request.
    const teacher = apiAs(test.app, await signIn(test.app, 'teacher'));
    expect((await teacher('POST', ASSESSMENTS, body, { 'idempotency-key': key })).headers['idempotent-replayed']).toBeUndefined();
  });

  it('replays a PUT whose answer was lost instead of refusing the retry as a version conflict', async () => {
    const assessment = await createAssessment();
    const key = `save-${Date.now()}`;
    const body = { version: assessment.version, administrationDate: '2024-03-05', examinerId, status: 'inProgress', responses: { phq9_1: 2 } };
    const first = await examiner('PUT', `${ASSESSMENTS}/${assessment.id}`, body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    // The answer never reached the browser; it retries the very same save with the same key.
    const retry = await examiner('PUT', `${ASSESSMENTS}/${assessment.id}`, { ...body }, { 'idempotency-key': key });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect((await details(assessment.id)).assessment.version).toBe(assessment.version + 1);
    // Without the key, the same stale save is the conflict it is.
    expect((await examiner('PUT', `${ASSESSMENTS}/${assessment.id}`, body)).statusCode).toBe(409);
  });

  it('replays a DELETE whose answer was lost instead of answering that the assessment is gone', async () => {
    const assessment = await createAssessment();
    const key = `delete-${Date.now()}`;
    const first = await examiner('DELETE', `${ASSESSMENTS}/${assessment.id}`, undefined, { 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    const retry = await examiner('DELETE', `${ASSESSMENTS}/${assessment.id}`, undefined, { 'idempotency-key': key });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
  });

  it('replays a refused request as refused', async () => {
    const key = `bad-${Date.now()}`;
    const body = { examineeRecordId: examinee.id, productId: 'nope', administrationDate: '2024-04-01', examinerId };
    const first = await examiner('POST', ASSESSMENTS, body, { 'idempotency-key': key });
    const replay = await examiner('POST', ASSESSMENTS, body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(400);
    expect(replay.statusCode).toBe(400);
    expect(replay.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(replay.json()).toEqual(first.json());
  });
});

describe('audit log', () => {
  it('records reads and writes of examinee data with who, what, which record and from where', async () => {
    const assessment = await createAssessment();
    await examiner('GET', `${ASSESSMENTS}/${assessment.id}`);
    await examiner('GET', `/assessment-facade/examinees/${examinee.id}`);
    const rows = await test.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, examinerId), eq(auditLog.entityId, String(assessment.id)), eq(auditLog.entity, 'assessment')));
    expect(rows.map((row) => row.action).sort()).toEqual(['assessment.create', 'assessment.loadDetails']);
    expect(rows[0]).toMatchObject({ accountId: assessment.accountId, ip: expect.any(String) });
    const reads = await test.db.select().from(auditLog).where(and(eq(auditLog.action, 'assessment.getExaminee'), eq(auditLog.entityId, String(examinee.id))));
    expect(reads.length).toBeGreaterThan(0);
  });
});
