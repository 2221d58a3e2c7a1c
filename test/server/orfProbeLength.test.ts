/**
 * An ORF probe's seconds read through the API (issue #22): a probe shorter than the product's
 * minimum (30 seconds) is refused as a score of record with the reason, a seconds value the item
 * does not allow is refused as bad input, never a server error, and a probe of 30 seconds or more
 * is scored, prorated to a minute.
 */
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import { createTestApp, type TestApp } from './support/testApp';
import { examineeBody } from './support/fixtures';
import { apiAs, selfUserId, signIn } from './support/session';

jest.setTimeout(60_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let examiner: Api;
let examinerId: number;
let examinee: Examinee;
const ASSESSMENTS = '/assessment-facade/assessments';
const GRADE_3_WINTER = { grade: 3, season: 'winter' };

beforeAll(async () => {
  test = await createTestApp();
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  examinerId = await selfUserId(examiner);
  examinee = (await examiner('POST', '/assessment-facade/examinees', { ...examineeBody(), birthDate: '2015-03-14' })).json<Examinee>();
});
afterAll(async () => {
  await test.close();
});

async function probe(): Promise<Assessment> {
  const response = await examiner('POST', ASSESSMENTS, { examineeRecordId: examinee.id, productId: 'orf', administrationDate: '2024-01-16', examinerId });
  expect(response.statusCode).toBe(201);
  return response.json<Assessment>();
}

const score = (assessment: Assessment, responses: Record<string, unknown>) =>
  examiner('PUT', `${ASSESSMENTS}/${assessment.id}`, { version: assessment.version, administrationDate: '2024-01-16', examinerId, status: 'scored', administration: GRADE_3_WINTER, responses });

describe('the seconds of an ORF probe', () => {
  it('scores a probe of 45 seconds, prorated: (77 − 4) × 60 / 45 = 97', async () => {
    const response = await score(await probe(), { wordsRead: 77, errors: 4, seconds: 45 });
    expect(response.statusCode).toBe(200);
    expect(response.json<Assessment>().score?.scales.find((scale) => scale.scaleId === 'wcpm')).toMatchObject({ raw: 97, prorated: true, scorable: true });
  });

  it('refuses to score a probe of 20 seconds and says why', async () => {
    const assessment = await probe();
    const response = await score(assessment, { wordsRead: 20, errors: 1, seconds: 20 });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).toContain('A probe shorter than 30 seconds is not scored');
    expect((await examiner('GET', `${ASSESSMENTS}/${assessment.id}`)).json<{ assessment: Assessment }>().assessment).toMatchObject({ status: 'draft', score: null });
  });

  it.each([0, 61, 2.5, -5, '45'])('answers seconds of %p with a refusal, not a server error', async (seconds) => {
    const response = await score(await probe(), { wordsRead: 77, errors: 4, seconds });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
