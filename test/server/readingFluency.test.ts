/**
 * The oral reading fluency probe through the API, as a teacher: create with grade and season,
 * save words read and errors with status "scored", and get WCPM with its percentile band.
 */
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import type { ScoreResult } from '../../src/domain/scoring/scoreTypes';
import { createTestApp, type TestApp } from './support/testApp';
import { examineeBody } from './support/fixtures';
import { apiAs, selfUserId, signIn } from './support/session';

jest.setTimeout(60_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let teacher: Api;
let teacherId: number;
let student: Examinee;

const ASSESSMENTS = '/assessment-facade/assessments';

beforeAll(async () => {
  test = await createTestApp();
  teacher = apiAs(test.app, await signIn(test.app, 'teacher'));
  teacherId = await selfUserId(teacher);
  student = (await teacher('POST', '/assessment-facade/examinees', examineeBody({ examineeId: 'ORF-1', birthDate: '2015-10-02' }))).json<Examinee>();
});
afterAll(async () => {
  await test.close();
});

async function createOrf(administration?: Record<string, unknown>): Promise<Assessment> {
  const response = await teacher('POST', ASSESSMENTS, {
    examineeRecordId: student.id,
    productId: 'orf',
    administrationDate: '2024-01-16',
    examinerId: teacherId,
    ...(administration ? { administration } : {}),
  });
  expect(response.statusCode).toBe(201);
  return response.json<Assessment>();
}

const save = (assessment: Assessment, body: Record<string, unknown>) =>
  teacher('PUT', `${ASSESSMENTS}/${assessment.id}`, {
    version: assessment.version,
    administrationDate: '2024-01-16',
    examinerId: teacherId,
    status: 'scored',
    ...body,
  });

describe('oral reading fluency through the API', () => {
  it('stores the administration given at creation and scores the percentile band of its grade and season', async () => {
    const created = await createOrf({ grade: 3, season: 'winter' });
    expect(created.administration).toEqual({ grade: 3, season: 'winter' });
    const response = await save(created, { responses: { wordsRead: 112, errors: 7 } });
    expect(response.statusCode).toBe(200);
    const saved = response.json<Assessment>();
    expect(saved.status).toBe('scored');
    expect(saved.administration).toEqual({ grade: 3, season: 'winter' });
    expect(saved.score?.scales[0]).toMatchObject({
      scaleId: 'wcpm',
      raw: 105,
      derived: { comparisonGroupId: 'ht2017', percentileBand: '50th-74th', cell: 'Grade 3, winter', unverified: true },
    });
    const details = await teacher('GET', `${ASSESSMENTS}/${saved.id}`);
    expect(details.json<{ assessment: Assessment }>().assessment.administration).toEqual({ grade: 3, season: 'winter' });
  });

  it('takes grade, season and comparison group in the save, and rescores when they change', async () => {
    const created = await createOrf();
    expect(created.administration).toEqual({});
    const first = (await save(created, { responses: { wordsRead: 92, errors: 0 }, administration: { grade: 3, season: 'winter', comparisonGroupId: 'ht2006' } })).json<Assessment>();
    expect(first.score?.scales[0]?.derived).toMatchObject({ comparisonGroupId: 'ht2006', percentileBand: '50th-74th', unverified: false });
    const second = await save(first, { responses: { wordsRead: 92, errors: 0 }, administration: { grade: 3, season: 'winter' }, status: 'complete' });
    expect(second.json<Assessment>()).toMatchObject({ status: 'complete', score: null });
  });

  it('refuses to score without a season, and more errors than words read', async () => {
    const created = await createOrf({ grade: 2 });
    const noSeason = await save(created, { responses: { wordsRead: 80, errors: 3 } });
    expect(noSeason.statusCode).toBe(400);
    expect(noSeason.body).toContain('Set the season of the administration to look up the norms.');
    const contradictory = await save(created, { responses: { wordsRead: 10, errors: 11 }, administration: { grade: 2, season: 'fall' } });
    expect(contradictory.statusCode).toBe(400);
    expect(contradictory.body).toContain('The errors cannot be more than the words read.');
  });

  it('refuses a count out of range as a field error, and a grade out of range', async () => {
    const created = await createOrf({ grade: 2, season: 'fall' });
    const tooMany = await save(created, { responses: { wordsRead: 401, errors: 0 } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('Item 1 takes a whole number from 0 to 400; 401 is not one of them.');
    const badGrade = await save(created, { responses: { wordsRead: 40, errors: 0 }, administration: { grade: 13, season: 'fall' } });
    expect(badGrade.statusCode).toBe(400);
  });

  it('scores grade 1 fall without a percentile band (no norms) and says so', async () => {
    const created = await createOrf({ grade: 1, season: 'fall' });
    const saved = (await save(created, { responses: { wordsRead: 20, errors: 4 } })).json<Assessment>();
    expect(saved.status).toBe('scored');
    expect(saved.score?.scales[0]).toMatchObject({ raw: 16, derived: null });
    expect(saved.score?.scorabilityErrors.map((error) => error.code)).toEqual(['NO_NORMS']);
  });

  it('scores on the fly in the context sent', async () => {
    const response = await teacher('POST', '/assessment-facade/scoring/on-the-fly', {
      productId: 'orf',
      responses: { wordsRead: 170, errors: 2 },
      context: { demographics: { birthDate: null, sex: null }, administration: { grade: 6, season: 'fall' }, testDate: '2024-09-20' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ScoreResult>().scales[0]?.derived?.percentileBand).toBe('75th-89th');
  });
});
