/**
 * FHIR round trip (issue #22): every scorable test case of every shipped product, created and
 * scored through the API, read as a QuestionnaireResponse from the FHIR endpoint (valid R4) and
 * imported into another examinee, comes back with the same responses, date, administration and
 * scores. Bad responses are refused naming the linkIds with nothing written; another account's
 * examinee id is not found; a replay with the same Idempotency-Key gives the same answer.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { ImportedAssessments } from '../../src/contract/services/fhirImport';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import type { ProductTestCase } from '../../src/domain/product/productTestCases';
import type { ProductDefinition } from '../../src/domain/product/productDefinition';
import { loadR4Definitions, r4Errors } from '../domain/fhir/fhirValidation';
import { SHIPPED_PRODUCTS } from './reports/shippedProducts';
import { examineeBody } from './support/fixtures';
import { apiAs, selfUserId, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(600_000);

const IMPORT = '/assessment-facade/assessments/questionnaire-responses';
const CASES = SHIPPED_PRODUCTS.flatMap((product) => (product.testCases ?? []).filter((testCase) => testCase.expected.scorable).map((testCase) => [product.id, testCase.id, product, testCase] as const));

let test: TestApp;
let examiner: ReturnType<typeof apiAs>;
let other: ReturnType<typeof apiAs>;
let examinerId: number;

interface QuestionnaireResponse {
  resourceType: string;
  subject: { identifier: { system: string; value: string } };
  item: { linkId: string; answer?: unknown[] }[];
}

beforeAll(async () => {
  loadR4Definitions();
  test = await createTestApp({ publicBaseUrl: 'https://assess.example.org' });
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  other = apiAs(test.app, await signIn(test.app, 'other'));
  examinerId = await selfUserId(examiner);
});
afterAll(async () => {
  await test?.close();
});

/** A date of birth inside the product's age range on the test date (for a case that records none). */
const birthDateInRange = (product: ProductDefinition, testCase: ProductTestCase): string | null =>
  product.ageRange ? `${Number(testCase.context.testDate.slice(0, 4)) - product.ageRange.minYears - 1}${testCase.context.testDate.slice(4)}` : null;

/** A new examinee of `api`'s account with the test case's demographics. */
async function examineeFor(api: ReturnType<typeof apiAs>, product: ProductDefinition, testCase: ProductTestCase): Promise<Examinee> {
  const birthDate = testCase.context.demographics.birthDate ?? birthDateInRange(product, testCase);
  const { sex } = testCase.context.demographics;
  const response = await api('POST', '/assessment-facade/examinees', examineeBody({ ...(birthDate ? { birthDate } : {}), ...(sex ? { sex } : {}) }));
  expect(response.statusCode).toBe(201);
  return response.json<Examinee>();
}

/** Creates and scores the test case through the API. */
async function scoredCase(product: ProductDefinition, testCase: ProductTestCase, examinee: Examinee): Promise<Assessment> {
  const dated = { administrationDate: testCase.context.testDate, examinerId, administration: testCase.context.administration };
  const created = await examiner('POST', '/assessment-facade/assessments', { examineeRecordId: examinee.id, productId: product.id, ...dated });
  expect({ status: created.statusCode, body: created.statusCode === 201 ? '' : created.body }).toEqual({ status: 201, body: '' });
  const draft = created.json<Assessment>();
  const saved = await examiner('PUT', `/assessment-facade/assessments/${draft.id}`, { version: draft.version, responses: testCase.responses, status: 'scored', ...dated });
  expect(saved.statusCode).toBe(200);
  return saved.json<Assessment>();
}

const responseOf = async (assessmentId: number): Promise<QuestionnaireResponse> => {
  const read = await examiner('GET', `/fhir/r4/QuestionnaireResponse/a${assessmentId}`);
  expect(read.statusCode).toBe(200);
  return read.json<QuestionnaireResponse>();
};

const importAs = (api: ReturnType<typeof apiAs>, body: unknown, key?: string): Promise<LightMyRequestResponse> => api('POST', IMPORT, body, key ? { 'idempotency-key': key } : {});

/** The QuestionnaireResponse with its subject replaced by `examinee`. */
const about = (response: QuestionnaireResponse, examinee: Examinee): QuestionnaireResponse => ({ ...response, subject: { identifier: { ...response.subject.identifier, value: examinee.examineeId } } });

const historyLength = async (examinee: Examinee): Promise<number> =>
  (await examiner('GET', `/assessment-facade/examinees/${examinee.id}/history`)).json<unknown[]>().length;

describe.each(CASES)('%s test case %s', (_productId, _caseId, product, testCase) => {
  it('comes back from a QuestionnaireResponse with the same responses, date, administration and scores', async () => {
    const source = await scoredCase(product, testCase, await examineeFor(examiner, product, testCase));
    const response = await responseOf(source.id);
    expect(r4Errors(response)).toEqual([]);
    const target = await examineeFor(examiner, product, testCase);
    const imported = await importAs(examiner, about(response, target));
    expect(imported.statusCode).toBe(201);
    const answer = imported.json<ImportedAssessments>();
    expect(answer.assessments).toHaveLength(1);
    const [created] = answer.assessments;
    const details = (await examiner('GET', `/assessment-facade/assessments/${created?.id}`)).json<{ assessment: Assessment }>().assessment;
    expect(details).toMatchObject({
      examineeRecordId: target.id,
      productId: product.id,
      status: 'scored',
      responses: source.responses,
      administrationDate: source.administrationDate,
      administration: source.administration,
      score: source.score,
    });
    expect(created?.score).toEqual(source.score);
  });
});

describe('refusals and replays', () => {
  const phq9 = SHIPPED_PRODUCTS.find((product) => product.id === 'phq9') as ProductDefinition;
  const phq9Case = (phq9.testCases ?? []).find((testCase) => testCase.expected.scorable) as ProductTestCase;
  let good: QuestionnaireResponse;
  let target: Examinee;

  beforeAll(async () => {
    good = await responseOf((await scoredCase(phq9, phq9Case, await examineeFor(examiner, phq9, phq9Case))).id);
    target = await examineeFor(examiner, phq9, phq9Case);
    good = about(good, target);
  });

  it('refuses a bad response naming its linkIds, and a Bundle with one bad entry writes nothing', async () => {
    const bad = { ...good, item: good.item.map((item) => (item.linkId === 'phq9_1' ? { linkId: 'phq9_1', answer: [{ valueInteger: 2 }] } : item)).concat([{ linkId: 'phq9_99', answer: [] }]) };
    const refused = await importAs(examiner, bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json<{ errors: { field: string }[] }>().errors.map((error) => error.field)).toEqual(['item.phq9_1', 'item.phq9_99']);

    const bundle = { resourceType: 'Bundle', type: 'collection', entry: [{ resource: good }, { resource: bad }] };
    const refusedBundle = await importAs(examiner, bundle);
    expect(refusedBundle.statusCode).toBe(400);
    expect(refusedBundle.json<{ errors: { field: string }[] }>().errors.map((error) => error.field)).toEqual(['entry[1].item.phq9_1', 'entry[1].item.phq9_99']);
    expect(await historyLength(target)).toBe(0);

    const unknown = await importAs(examiner, { ...good, questionnaire: 'https://elsewhere.example/Questionnaire/bdi2' });
    expect(unknown.json<{ errors: { field: string }[] }>().errors.map((error) => error.field)).toEqual(['questionnaire']);
    expect((await importAs(examiner, { resourceType: 'Patient' })).statusCode).toBe(400);
    expect(await historyLength(target)).toBe(0);
  });

  it('writes nothing of a Bundle when a later entry’s examinee is not found; another account’s examinee is not found', async () => {
    const stranger = await examineeFor(other, phq9, phq9Case);
    const bundle = { resourceType: 'Bundle', type: 'collection', entry: [{ resource: good }, { resource: { ...good, subject: { identifier: { value: stranger.examineeId } } } }] };
    const refused = await importAs(examiner, bundle);
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ detail: string }>().detail).toContain(stranger.examineeId);
    expect(await historyLength(target)).toBe(0);
    expect((await importAs(other, good)).statusCode).toBe(404);
  });

  it('imports a Bundle in one go, and a replay with the same Idempotency-Key gives the same answer', async () => {
    const bundle = { resourceType: 'Bundle', type: 'collection', entry: [{ resource: good }, { resource: good }] };
    const first = await importAs(examiner, bundle, 'fhir-import-replay');
    expect(first.statusCode).toBe(201);
    const replay = await importAs(examiner, bundle, 'fhir-import-replay');
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(first.json<ImportedAssessments>().assessments).toHaveLength(2);
    expect(await historyLength(target)).toBe(2);
  });
});
