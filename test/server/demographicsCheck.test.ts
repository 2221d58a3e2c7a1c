/**
 * scoring.demographicsCheck through the API: what the norms of an assessment's product need and
 * what is missing, with the stored administration or the one as entered on the page; another
 * account's assessment answers 404 like a missing one.
 */
import type { DemographicsCheckAnswer } from '../../src/contract/services/scoring';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import { examineeBody } from './support/fixtures';
import { apiAs, selfUserId, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let examiner: Api;
let other: Api;
let orf: Assessment;
let phq9: Assessment;

const check = (api: Api, assessmentId: number, query = '') => api('GET', `/scoring/assessments/${assessmentId}/demographics-check${query}`);

beforeAll(async () => {
  test = await createTestApp();
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  other = apiAs(test.app, await signIn(test.app, 'other'));
  const examinerId = await selfUserId(examiner);
  const student = (await examiner('POST', '/assessment-facade/examinees', examineeBody({ birthDate: '2016-02-11' }))).json<Examinee>();
  const adult = (await examiner('POST', '/assessment-facade/examinees', examineeBody())).json<Examinee>();
  const create = async (of: Examinee, productId: string) => {
    const created = await examiner('POST', '/assessment-facade/assessments', { examineeRecordId: of.id, productId, administrationDate: '2025-01-15', examinerId });
    expect(created.statusCode).toBe(201);
    return created.json<Assessment>();
  };
  orf = await create(student, 'orf');
  phq9 = await create(adult, 'phq9');
});
afterAll(async () => {
  await test?.close();
});

it('names what ORF’s norms need and what the stored administration lacks', async () => {
  const answer = await check(examiner, orf.id);
  expect(answer.statusCode).toBe(200);
  expect(answer.json<DemographicsCheckAnswer>()).toEqual({
    needed: [
      { field: 'grade', source: 'administration', missing: true },
      { field: 'season', source: 'administration', missing: true },
      { field: 'comparisonGroup', source: 'administration', missing: false },
    ],
    missing: ['grade', 'season'],
    complete: false,
  });
});

it('checks the administration as entered on the page', async () => {
  expect((await check(examiner, orf.id, '?asEntered=true&grade=3')).json<DemographicsCheckAnswer>()).toMatchObject({ missing: ['season'], complete: false });
  expect((await check(examiner, orf.id, '?asEntered=true&grade=3&season=winter')).json<DemographicsCheckAnswer>()).toMatchObject({ missing: [], complete: true });
  expect((await check(examiner, orf.id, '?asEntered=true&grade=3&season=winter&comparisonGroupId=none_such')).json<DemographicsCheckAnswer>().missing).toEqual(['comparisonGroup']);
  expect((await check(examiner, orf.id, '?season=summer')).statusCode).toBe(400);
});

it('needs nothing for a product without norms', async () => {
  expect((await check(examiner, phq9.id)).json<DemographicsCheckAnswer>()).toEqual({ needed: [], missing: [], complete: true });
});

it('answers another account’s assessment like a missing one', async () => {
  const foreign = await check(other, orf.id);
  const missing = await check(other, 2_000_000_000);
  expect(foreign.statusCode).toBe(404);
  expect(foreign.json<{ detail: string }>().detail).toBe(missing.json<{ detail: string }>().detail);
});
