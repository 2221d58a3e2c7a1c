/**
 * The FHIR endpoint codes an assessment with the LOINC codes of its own product version, or, when
 * that version has none (made before codes were product data), with those of the product's
 * published version (docs/fhir.md "LOINC codes"): the codes name the instrument's questions, not
 * one version's rules.
 */
import type { ProductDetails } from '../../src/contract/services/productConfiguration';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import type { ProductDefinition } from '../../src/domain/product/productDefinition';
import { withoutLoinc } from '../domain/fhir/fhirFixtures';
import { examineeBody } from './support/fixtures';
import { apiAs, selfUserId, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let staff: Api;
let examiner: Api;

const PRODUCTS = '/back-office/products';
const REASON = 'Ticket FHIR-22: a version shipped before LOINC codes were product data.';
const SCALES = 'https://assess.example.org/qg-services/fhir/r4/CodeSystem/scales';

beforeAll(async () => {
  test = await createTestApp({ publicBaseUrl: 'https://assess.example.org' });
  staff = apiAs(test.app, await signIn(test.app, 'backoffice'));
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
});
afterAll(async () => {
  await test?.close();
});

/** Imports `definition` as GAD-7's next draft and publishes it; its version number. */
async function publish(definition: ProductDefinition): Promise<number> {
  const imported = await staff('POST', PRODUCTS, { definition, reason: REASON });
  expect(imported.statusCode).toBe(201);
  const draft = imported.json<ProductDetails>().draft;
  if (!draft) throw new Error('No draft.');
  expect((await staff('POST', `${PRODUCTS}/gad7/draft/publish`, { reason: REASON, revision: draft.revision })).statusCode).toBe(200);
  return draft.version;
}

/** A GAD-7 scored for a new examinee of the examiner's account. */
async function scoredGad7(): Promise<Assessment> {
  const examinerId = await selfUserId(examiner);
  const examinee = (await examiner('POST', '/assessment-facade/examinees', examineeBody())).json<Examinee>();
  const created = (await examiner('POST', '/assessment-facade/assessments', { examineeRecordId: examinee.id, productId: 'gad7', administrationDate: '2024-03-05', examinerId })).json<Assessment>();
  const responses = { gad7_1: 3, gad7_2: 2, gad7_3: 1, gad7_4: 1, gad7_5: 0, gad7_6: 0, gad7_7: 0, gad7_difficulty: 1 };
  const saved = await examiner('PUT', `/assessment-facade/assessments/${created.id}`, { version: created.version, responses, administrationDate: '2024-03-05', examinerId, status: 'scored' });
  expect(saved.statusCode).toBe(200);
  return saved.json<Assessment>();
}

interface Coded {
  total: { system?: string; code?: string } | undefined;
  answer: { system?: string; code?: string } | undefined;
  questionnaire: string;
}

/** The total's Observation code, the first item's answer coding and the questionnaire of an assessment, read over FHIR. */
async function codesOf(assessment: Assessment): Promise<Coded> {
  const observation = await examiner('GET', `/fhir/r4/Observation/a${assessment.id}.total`);
  const response = await examiner('GET', `/fhir/r4/QuestionnaireResponse/a${assessment.id}`);
  expect([observation.statusCode, response.statusCode]).toEqual([200, 200]);
  const qr = response.json<{ questionnaire: string; item: { answer?: { valueCoding?: { system: string; code: string } }[] }[] }>();
  const coding = qr.item[0]?.answer?.[0]?.valueCoding;
  return {
    total: observation.json<{ code: { coding: { system: string; code: string }[] } }>().code.coding[0],
    answer: coding ? { system: coding.system, code: coding.code } : undefined,
    questionnaire: qr.questionnaire,
  };
}

it('an assessment of a version without codes gets the published version’s codes once there are any; one with codes keeps its own', async () => {
  const shipped = (await staff('GET', `${PRODUCTS}/gad7`)).json<ProductDetails>().published?.definition;
  if (!shipped?.loinc) throw new Error('The shipped GAD-7 carries no LOINC codes.');
  const onShipped = await scoredGad7();

  const codeless = await publish(withoutLoinc(shipped));
  const onCodeless = await scoredGad7();
  // The codeless version is the published one: there are no codes to borrow.
  expect(await codesOf(onCodeless)).toEqual({
    total: { system: SCALES, code: 'gad7.total' },
    answer: { system: 'https://assess.example.org/qg-services/fhir/r4/CodeSystem/gad7-options', code: '3' },
    questionnaire: `https://assess.example.org/qg-services/fhir/r4/Questionnaire/gad7|${codeless}`,
  });
  // A version with codes keeps them while the published one has none.
  expect((await codesOf(onShipped)).total).toEqual({ system: 'http://loinc.org', code: '70274-6' });

  // The shipped definition published again: the published version has codes once more.
  const recoded = await publish(shipped);
  expect(recoded).toBeGreaterThan(codeless);
  expect(await codesOf(onCodeless)).toEqual({
    total: { system: 'http://loinc.org', code: '70274-6' },
    answer: { system: 'http://loinc.org', code: 'LA6571-9' },
    questionnaire: `https://assess.example.org/qg-services/fhir/r4/Questionnaire/gad7|${codeless}`,
  });
  const search = await examiner('GET', '/fhir/r4/Observation?code=http://loinc.org|70274-6&_count=100');
  const ids = search.json<{ entry?: { resource: { id: string } }[] }>().entry?.map((entry) => entry.resource.id) ?? [];
  expect(ids).toEqual(expect.arrayContaining([`a${onCodeless.id}.total`, `a${onShipped.id}.total`]));
});
