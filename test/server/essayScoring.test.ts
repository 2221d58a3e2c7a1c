/**
 * assessment.essayScoring through the API, as a teacher with the writing sample: rubric levels
 * stored per criterion, the score of record re-scored with the rubric total, and the refusals
 * (unknown criterion or level, stale version, a non-essay item, another account, no permission).
 */
import { eq } from 'drizzle-orm';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import { auditLog } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from './support/testApp';
import { examineeBody } from './support/fixtures';
import { apiAs, selfUserId, signIn } from './support/session';

jest.setTimeout(60_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let teacher: Api;
let other: Api;
let accountUser: Api;
let teacherId: number;
let student: Examinee;

const ASSESSMENTS = '/assessment-facade/assessments';
const LEVELS = { ideas: 3, organization: 4, word_choice: 2, conventions: 3 };

beforeAll(async () => {
  test = await createTestApp();
  teacher = apiAs(test.app, await signIn(test.app, 'teacher'));
  other = apiAs(test.app, await signIn(test.app, 'other'));
  accountUser = apiAs(test.app, await signIn(test.app, 'user'));
  teacherId = await selfUserId(teacher);
  student = (await teacher('POST', '/assessment-facade/examinees', examineeBody({ examineeId: 'WS-1', birthDate: '2014-02-11' }))).json<Examinee>();
});
afterAll(async () => {
  await test.close();
});

async function createWritingSample(productId = 'writing_sample'): Promise<Assessment> {
  const response = await teacher('POST', ASSESSMENTS, { examineeRecordId: student.id, productId, administrationDate: '2024-05-02', examinerId: teacherId });
  expect(response.statusCode).toBe(201);
  return response.json<Assessment>();
}

const essayUrl = (assessment: Pick<Assessment, 'id'>, itemId = 'writing') => `${ASSESSMENTS}/${assessment.id}/essays/${itemId}`;

const fieldsOf = (body: string): string[] => (JSON.parse(body) as { errors?: { field: string }[] }).errors?.map((error) => error.field) ?? [];

describe('assessment.essayScoring', () => {
  it('stores each level under <itemId>.<criterionId> and re-scores a scored assessment with the rubric total', async () => {
    const created = await createWritingSample();
    const entered = await teacher('PUT', essayUrl(created), { version: created.version, levels: LEVELS });
    expect(entered.statusCode).toBe(200);
    const first = entered.json<Assessment>();
    expect(first).toMatchObject({
      version: created.version + 1,
      status: 'complete',
      score: null,
      responses: { 'writing.ideas': 3, 'writing.organization': 4, 'writing.word_choice': 2, 'writing.conventions': 3 },
    });
    const scored = (
      await teacher('PUT', `${ASSESSMENTS}/${first.id}`, { version: first.version, responses: first.responses, administrationDate: '2024-05-02', examinerId: teacherId, status: 'scored' })
    ).json<Assessment>();
    expect(scored.score?.scales[0]).toMatchObject({ scaleId: 'total', raw: 12, band: { label: 'Proficient' } });

    const changed = await teacher('PUT', essayUrl(scored), { version: scored.version, levels: { organization: 2, conventions: 1 } });
    expect(changed.statusCode).toBe(200);
    const rescored = changed.json<Assessment>();
    expect(rescored.status).toBe('scored');
    expect(rescored.responses).toEqual({ 'writing.ideas': 3, 'writing.organization': 2, 'writing.word_choice': 2, 'writing.conventions': 1 });
    expect(rescored.score?.scales[0]).toMatchObject({ raw: 8, band: { label: 'Developing' } });
    const audit = await test.db.select().from(auditLog).where(eq(auditLog.action, 'assessment.essayScoring'));
    expect(audit.filter((row) => row.entityId === String(created.id))).toHaveLength(2);
    // The score report of the re-scored assessment prints (items list each criterion's level).
    expect((await teacher('POST', `${ASSESSMENTS}/${rescored.id}/reports`, { reportType: 'score' })).statusCode).toBe(201);
  });

  it('drops the score of record when a cleared criterion leaves the essay unscorable', async () => {
    const created = await createWritingSample();
    const entered = (await teacher('PUT', essayUrl(created), { version: created.version, levels: LEVELS })).json<Assessment>();
    const scored = (
      await teacher('PUT', `${ASSESSMENTS}/${entered.id}`, { version: entered.version, responses: entered.responses, administrationDate: '2024-05-02', examinerId: teacherId, status: 'scored' })
    ).json<Assessment>();
    const cleared = (await teacher('PUT', essayUrl(scored), { version: scored.version, levels: { ideas: null } })).json<Assessment>();
    expect(cleared).toMatchObject({ status: 'inProgress', score: null });
    expect(cleared.responses['writing.ideas']).toBeUndefined();
  });

  it('answers 400 naming the field for an unknown criterion or level, and stores nothing', async () => {
    const created = await createWritingSample();
    const badLevel = await teacher('PUT', essayUrl(created), { version: created.version, levels: { organization: 5 } });
    expect(badLevel.statusCode).toBe(400);
    expect(fieldsOf(badLevel.body)).toEqual(['levels.organization']);
    const badCriterion = await teacher('PUT', essayUrl(created), { version: created.version, levels: { ideas: 2, voice: 3 } });
    expect(badCriterion.statusCode).toBe(400);
    expect(fieldsOf(badCriterion.body)).toEqual(['levels.voice']);
    const details = (await teacher('GET', `${ASSESSMENTS}/${created.id}`)).json<{ assessment: Assessment }>();
    expect(details.assessment).toMatchObject({ version: created.version, responses: {} });
  });

  it('answers 409 for a stale version', async () => {
    const created = await createWritingSample();
    expect((await teacher('PUT', essayUrl(created), { version: created.version, levels: { ideas: 1 } })).statusCode).toBe(200);
    const stale = await teacher('PUT', essayUrl(created), { version: created.version, levels: { ideas: 2 } });
    expect(stale.statusCode).toBe(409);
  });

  it('answers 400 naming itemId for an item that is not an essay item of the product', async () => {
    const orf = await createWritingSample('orf');
    const notEssay = await teacher('PUT', essayUrl(orf, 'wordsRead'), { version: orf.version, levels: { ideas: 1 } });
    expect(notEssay.statusCode).toBe(400);
    expect(fieldsOf(notEssay.body)).toEqual(['itemId']);
    const created = await createWritingSample();
    const unknown = await teacher('PUT', essayUrl(created, 'letter'), { version: created.version, levels: { ideas: 1 } });
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown.body)).toEqual(['itemId']);
  });

  it("answers 404 for another account's assessment and 403 without permission to edit", async () => {
    const created = await createWritingSample();
    expect((await other('PUT', essayUrl(created), { version: created.version, levels: { ideas: 1 } })).statusCode).toBe(404);
    expect((await accountUser('PUT', essayUrl(created), { version: created.version, levels: { ideas: 1 } })).statusCode).toBe(403);
  });
});
