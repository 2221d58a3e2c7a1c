/**
 * The read-only FHIR R4 endpoint (issue #22): metadata, Patients, Questionnaires,
 * QuestionnaireResponses and Observations of the caller's account, by id and by search (patient
 * identifier, dates with prefixes, paging); errors as OperationOutcomes, never a 500; another
 * account's records are not there.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import { examineeBody, phq9Responses } from './support/fixtures';
import { apiAs, selfUserId, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

const FHIR = '/fhir/r4';
let test: TestApp;
let examiner: ReturnType<typeof apiAs>;
let other: ReturnType<typeof apiAs>;
let patient: Examinee;
let otherPatient: Examinee;
const scored: Assessment[] = [];
let draftId: number;
let base: string;

interface Bundle {
  resourceType: string;
  type: string;
  total: number;
  link: { relation: string; url: string }[];
  entry: { fullUrl: string; resource: { resourceType: string; id: string; authored?: string; effectiveDateTime?: string; valueQuantity?: { value: number } } }[];
}
interface Outcome {
  resourceType: string;
  issue: { severity: string; code: string; diagnostics: string; expression?: string[] }[];
}

async function scoredPhq9(api: ReturnType<typeof apiAs>, examineeRecordId: number, date: string, values: number[]): Promise<Assessment> {
  const examinerId = await selfUserId(api);
  const created = (await api('POST', '/assessment-facade/assessments', { examineeRecordId, productId: 'phq9', administrationDate: date, examinerId })).json<Assessment>();
  const saved = await api('PUT', `/assessment-facade/assessments/${created.id}`, { version: created.version, responses: phq9Responses(values, 1), administrationDate: date, examinerId, status: 'scored' });
  expect(saved.statusCode).toBe(200);
  return saved.json<Assessment>();
}

const get = (url: string) => examiner('GET', `${FHIR}${url}`);
const bundleOf = (response: LightMyRequestResponse): Bundle => {
  expect({ status: response.statusCode, type: response.headers['content-type'] }).toEqual({ status: 200, type: 'application/fhir+json; fhirVersion=4.0' });
  return response.json<Bundle>();
};
const outcomeOf = (response: LightMyRequestResponse, status: number): Outcome => {
  expect({ status: response.statusCode, type: response.headers['content-type'] }).toEqual({ status, type: 'application/fhir+json; fhirVersion=4.0' });
  const outcome = response.json<Outcome>();
  expect(outcome.resourceType).toBe('OperationOutcome');
  return outcome;
};

beforeAll(async () => {
  test = await createTestApp({ publicBaseUrl: 'https://assess.example.org' });
  base = 'https://assess.example.org/qg-services/fhir/r4';
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  other = apiAs(test.app, await signIn(test.app, 'other'));
  patient = (await examiner('POST', '/assessment-facade/examinees', examineeBody({ examineeId: 'FHIR-1', firstName: 'Fay', lastName: 'Hirsch' }))).json<Examinee>();
  scored.push(await scoredPhq9(examiner, patient.id, '2024-01-15', [1, 1, 1, 1, 1, 1, 1, 1, 0]));
  scored.push(await scoredPhq9(examiner, patient.id, '2024-03-10', [2, 2, 2, 2, 2, 2, 1, 1, 0]));
  scored.push(await scoredPhq9(examiner, patient.id, '2024-06-01', [3, 3, 3, 2, 2, 2, 2, 2, 1]));
  const examinerId = await selfUserId(examiner);
  draftId = (await examiner('POST', '/assessment-facade/assessments', { examineeRecordId: patient.id, productId: 'phq9', administrationDate: '2024-02-01', examinerId })).json<Assessment>().id;
  // Another account's examinee with the same examinee id and a scored assessment.
  otherPatient = (await other('POST', '/assessment-facade/examinees', examineeBody({ examineeId: 'FHIR-1', firstName: 'Otto', lastName: 'Other' }))).json<Examinee>();
  await scoredPhq9(other, otherPatient.id, '2024-03-11', [0, 0, 0, 0, 0, 0, 0, 0, 0]);
});
afterAll(async () => {
  await test?.close();
});

it('answers a CapabilityStatement', async () => {
  const response = await get('/metadata');
  expect(response.headers['content-type']).toBe('application/fhir+json; fhirVersion=4.0');
  expect(response.json()).toMatchObject({ resourceType: 'CapabilityStatement', fhirVersion: '4.0.1', kind: 'instance', format: ['json'], rest: [{ mode: 'server' }] });
});

it('reads a Patient and finds it by identifier, in the caller’s account only', async () => {
  const read = await get(`/Patient/e${patient.id}`);
  expect(read.json()).toMatchObject({ resourceType: 'Patient', id: `e${patient.id}`, identifier: [{ system: `${base}/sid/examinee-id`, value: 'FHIR-1' }], name: [{ family: 'Hirsch' }] });
  const found = bundleOf(await get(`/Patient?identifier=${encodeURIComponent(`${base}/sid/examinee-id|fhir-1`)}`));
  expect(found).toMatchObject({ resourceType: 'Bundle', type: 'searchset', total: 1 });
  expect(found.entry.map((entry) => entry.fullUrl)).toEqual([`${base}/Patient/e${patient.id}`]);
  expect(bundleOf(await get('/Patient?identifier=http://elsewhere.example|FHIR-1')).total).toBe(0);
  outcomeOf(await get(`/Patient/e${otherPatient.id}`), 404);
});

it('searches QuestionnaireResponses by patient identifier and authored range (repeated: and), scored ones only', async () => {
  const identifier = encodeURIComponent(`${base}/sid/examinee-id|FHIR-1`);
  const all = bundleOf(await get(`/QuestionnaireResponse?patient.identifier=${identifier}`));
  expect(all.entry.map((entry) => entry.resource.id)).toEqual([...scored].reverse().map((assessment) => `a${assessment.id}`));
  expect(all.entry.some((entry) => entry.resource.id === `a${draftId}`)).toBe(false);
  const ranged = bundleOf(await get(`/QuestionnaireResponse?subject:identifier=FHIR-1&authored=ge2024-02&authored=lt2024-06-01`));
  expect(ranged.entry.map((entry) => entry.resource.authored)).toEqual(['2024-03-10']);
  expect(bundleOf(await get(`/QuestionnaireResponse?patient=Patient/e${patient.id}&authored=2024-01-15`)).total).toBe(1);
  expect(bundleOf(await get(`/QuestionnaireResponse?patient.identifier=FHIR-1&authored=gt2024-06-01`)).total).toBe(0);
  expect(bundleOf(await get(`/QuestionnaireResponse?patient.identifier=FHIR-1&authored=le2024`)).total).toBe(3);
  expect(bundleOf(await get(`/QuestionnaireResponse?patient.identifier=FHIR-1&authored=eb2024-03-10`)).total).toBe(1);
  expect(bundleOf(await get(`/QuestionnaireResponse?patient.identifier=FHIR-1&questionnaire=${encodeURIComponent(`${base}/Questionnaire/gad7`)}`)).total).toBe(0);
});

it('pages with _count and a next link', async () => {
  const first = bundleOf(await get('/QuestionnaireResponse?patient.identifier=FHIR-1&_count=2'));
  expect(first.total).toBe(3);
  expect(first.entry).toHaveLength(2);
  const next = first.link.find((link) => link.relation === 'next')?.url ?? '';
  expect(next).toContain('_offset=2');
  const second = bundleOf(await get(next.slice(base.length)));
  expect(second.entry.map((entry) => entry.resource.id)).toEqual([`a${scored[0]?.id}`]);
  expect(second.link.some((link) => link.relation === 'next')).toBe(false);
});

it('reads a QuestionnaireResponse and its Observations; Observations search by code and date', async () => {
  const assessment = scored[1] as Assessment;
  const response = (await get(`/QuestionnaireResponse/a${assessment.id}`)).json<{ questionnaire: string; status: string }>();
  expect(response).toMatchObject({ questionnaire: expect.stringMatching(new RegExp(`^${base}/Questionnaire/phq9\\|\\d+$`)) as unknown, status: 'completed' });
  const totals = bundleOf(await get(`/Observation?patient.identifier=FHIR-1&code=http://loinc.org|44261-6&date=ge2024-03-01`));
  expect(totals.entry.map((entry) => [entry.resource.effectiveDateTime, entry.resource.valueQuantity?.value])).toEqual([
    ['2024-06-01', 20],
    ['2024-03-10', 14],
  ]);
  const observation = await get(`/Observation/a${assessment.id}.total`);
  expect(observation.json()).toMatchObject({ resourceType: 'Observation', code: { coding: [{ system: 'http://loinc.org', code: '44261-6' }] }, derivedFrom: [{ reference: `QuestionnaireResponse/a${assessment.id}` }] });
  expect(bundleOf(await get('/Observation?patient.identifier=FHIR-1&category=survey&_count=100')).total).toBe(9);
  expect(bundleOf(await get('/Observation?patient.identifier=FHIR-1&category=laboratory')).total).toBe(0);
  outcomeOf(await get(`/QuestionnaireResponse/a${draftId}`), 404);
});

it('reads and searches Questionnaires', async () => {
  expect((await get('/Questionnaire/ipip-bffm50')).json()).toMatchObject({ resourceType: 'Questionnaire', url: `${base}/Questionnaire/ipip-bffm50` });
  expect(bundleOf(await get(`/Questionnaire?url=${encodeURIComponent(`${base}/Questionnaire/phq9`)}`)).total).toBe(1);
  expect(bundleOf(await get('/Questionnaire?_count=100')).total).toBeGreaterThanOrEqual(7);
  outcomeOf(await get('/Questionnaire/nope'), 404);
});

it('shows nothing of another account', async () => {
  const theirs = bundleOf(await other('GET', `${FHIR}/QuestionnaireResponse?patient.identifier=FHIR-1`));
  expect(theirs.total).toBe(1);
  for (const assessment of scored) outcomeOf(await other('GET', `${FHIR}/QuestionnaireResponse/a${assessment.id}`), 404);
  outcomeOf(await other('GET', `${FHIR}/Observation/a${scored[0]?.id}.total`), 404);
  outcomeOf(await other('GET', `${FHIR}/Patient/e${patient.id}`), 404);
});

it.each([
  ['/QuestionnaireResponse?authored=2024-13-01', 'authored'],
  ['/QuestionnaireResponse?authored=ap2024-01-01', 'authored'],
  ['/QuestionnaireResponse?authored=yesterday', 'authored'],
  ['/Observation?date=ge2024-02-30', 'date'],
  ['/QuestionnaireResponse?patient.identifier=', 'patient.identifier'],
  ['/QuestionnaireResponse?patient.identifier=a|b|c', 'patient.identifier'],
  ['/QuestionnaireResponse?patient=Group/1', 'patient'],
  ['/Patient?identifier=A,B', 'identifier'],
  ['/Patient?name=Hirsch', 'name'],
  ['/Patient?_count=0', '_count'],
  ['/Patient?_count=1&_count=2', '_count'],
  ['/Observation?_offset=-1', '_offset'],
])('%s is a 400 OperationOutcome naming %s', async (url, parameter) => {
  const outcome = outcomeOf(await get(url), 400);
  expect(outcome.issue[0]).toMatchObject({ severity: 'error', code: 'invalid', expression: [parameter] });
});

it.each(['/Patient/x', '/Patient/e0', '/Patient/e99999999999999999999', '/Observation/a1', `/Observation/a${2 ** 31}.total`, '/QuestionnaireResponse/a2147483648', '/Nothing', '/Patient/e1/_history'])(
  '%s is a 404 OperationOutcome',
  async (url) => {
    outcomeOf(await get(url), 404);
  },
);

it('refuses a caller without sign-in with an OperationOutcome', async () => {
  const response = await test.app.inject({ method: 'GET', url: `/qg-services${FHIR}/metadata` });
  expect(outcomeOf(response, 401).issue[0]?.code).toBe('login');
});
