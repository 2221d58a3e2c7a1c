/**
 * Answers written through the contract's response schemas: a field the schema does not name never
 * leaves the server, the answer of the API has exactly the schema's fields, and the OpenAPI
 * document publishes the schema.
 */
import { OPERATIONS, accountManagement, assessments, examinees, feedback, player, remoteLinks, selection } from '../../src/contract';
import type { AssessmentListPage } from '../../src/contract/reportTypes';
import type { AccountUser } from '../../src/contract/services/accountManagement';
import type { ExamineeAndForms } from '../../src/contract/services/examinees';
import type { FeedbackMetadata } from '../../src/contract/services/feedback';
import type { PlayerState } from '../../src/contract/services/player';
import type { CreatedRemoteLink } from '../../src/contract/services/remoteLinks';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import type { ScaleScore, ScoreResult } from '../../src/domain/scoring/scoreTypes';
import { responseJsonSchema, responseSerializer } from '../../src/server/http/responseSerializer';
import { examineeBody } from './support/fixtures';
import { apiAs, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

let test: TestApp;
let examiner: ReturnType<typeof apiAs>;

beforeAll(async () => {
  test = await createTestApp();
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
});
afterAll(async () => {
  await test?.close();
});

const propertiesOf = (schema: Record<string, unknown> | null): string[] => Object.keys((schema?.['properties'] as Record<string, unknown> | undefined) ?? {}).sort();

const record: Examinee = {
  id: 7, accountId: 3, examineeId: 'E-7', firstName: 'Robin', middleName: '', lastName: 'Tester', birthDate: '1990-05-17', sex: 'female',
  email: '', customField1: '', customField2: '', customField3: '', customField4: '', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
};

it('leaves out of the answer whatever the schema does not name, at any depth', () => {
  const leaky = { ...record, passwordHash: 'scrypt$...', otherAccountId: 9 };
  expect(JSON.parse(responseSerializer(examinees.getExaminee)(leaky))).toEqual(record);
  const page = JSON.parse(responseSerializer(examinees.listExaminees)({ items: [leaky], total: 1, page: 1, pageSize: 20, sql: 'select *' }));
  expect(page).toEqual({ items: [record], total: 1, page: 1, pageSize: 20 });
});

it("writes a scale's count of items its skip rule filled, and a score without it as it is", () => {
  const scale: ScaleScore = {
    scaleId: 'total', name: 'K10 total', raw: 16, range: [10, 50], answered: 10, itemCount: 10, missingItemNumbers: [],
    scorable: true, prorated: false, band: { label: 'Moderate', interpretation: 'Moderate psychological distress.' }, derived: null,
  };
  const score = (scales: ScaleScore[]): ScoreResult => ({ productId: 'k10', productVersion: 1, scorable: true, scales, flags: [], scorabilityErrors: [] });
  const write = responseSerializer(assessments.onTheFlyScoring);
  expect(JSON.parse(write(score([{ ...scale, skipped: 2 }])))).toEqual(score([{ ...scale, skipped: 2 }]));
  // Scores stored before the count was kept have no field, and none is made up for them.
  expect(JSON.parse(write(score([scale])))).toEqual(score([scale]));
});

it('has a response schema for every operation that answers JSON, and none where nothing is written (204)', () => {
  const answersJson = (operation: (typeof OPERATIONS)[number]): boolean => operation.response === 'json' && operation.successStatus !== 204;
  expect(OPERATIONS.filter((operation) => answersJson(operation) && !operation.responseSchema).map((operation) => operation.id)).toEqual([]);
  expect(OPERATIONS.filter((operation) => !answersJson(operation) && operation.responseSchema).map((operation) => operation.id)).toEqual([]);
});

/** A copy of `value` with `extra` added to it and, under each of `paths` (dotted; `[]` is each element), to what is there. */
function leaky<T>(value: T, extra: Record<string, unknown>, paths: readonly string[]): unknown {
  const copy = structuredClone(value) as unknown;
  const addAt = (target: unknown, steps: readonly string[]): void => {
    if (typeof target !== 'object' || target === null) throw new Error(`Nothing to add to at ${steps.join('.')}`);
    const [step, ...rest] = steps;
    if (step === undefined) Object.assign(target, extra);
    else if (Array.isArray(target) && step === '[]') for (const element of target) addAt(element, rest);
    else addAt((target as Record<string, unknown>)[step], rest);
  };
  addAt(copy, []);
  for (const path of paths) addAt(copy, path.split('.'));
  return copy;
}

const secrets = { tokenHash: 'sha256$...', otherAccountId: 9 };

it('tells an anonymous respondent only what the player state declares', () => {
  const text = { en_us: 'Little interest or pleasure in doing things', de_de: 'Wenig Interesse oder Freude' };
  const state: PlayerState = {
    link: { state: 'opened', locale: 'en_us', respondent: 'examinee', expiresAt: '2026-02-01T00:00:00.000Z', launched: false, classSession: false },
    accountName: 'Demo Clinic',
    examinerName: 'Dr. Emma Examiner',
    examineeFirstName: 'Robin',
    assessments: [
      {
        assessmentId: 40,
        version: 3,
        status: 'open',
        form: {
          code: 'PHQ-9',
          name: 'Patient Health Questionnaire',
          instructions: { en_us: 'Over the last 2 weeks...' },
          recallPeriod: 'last 2 weeks',
          attribution: 'Pfizer',
          itemsPerPage: 1,
          languages: ['en_us', 'de_de'],
          items: [{ id: 'phq9_1', number: 1, text, options: [{ value: 0, label: { en_us: 'Not at all' } }], optional: false }],
        },
        responses: { phq9_1: 2 },
      },
    ],
  };
  const written = responseSerializer(player.playerState)(
    leaky(state, secrets, ['link', 'assessments.[]', 'assessments.[].form', 'assessments.[].form.items.[]', 'assessments.[].form.items.[].text', 'assessments.[].form.items.[].options.[]']),
  );
  expect(JSON.parse(written)).toEqual(state);
  // The saved answers are numbers by item id: anything else in their place is refused, never written.
  const [form] = state.assessments as [PlayerState['assessments'][number]];
  expect(() => responseSerializer(player.playerState)({ ...state, assessments: [{ ...form, responses: { phq9_1: secrets } }] })).toThrow();
  for (const operation of [player.playerOpen, player.osaLaunchNotification, player.playerSubmit]) expect(responseJsonSchema(operation)).toEqual(responseJsonSchema(player.playerState));
  const saved = { assessmentId: 40, itemId: 'phq9_1', version: 4 };
  expect(JSON.parse(responseSerializer(player.playerSaveResponse)({ ...saved, ...secrets }))).toEqual(saved);
});

it('lists assessments, forms and feedback metadata without what their types do not declare', () => {
  const derived = { comparisonGroupId: 'us', comparisonGroupLabel: 'US', cell: 'Grade 3, winter', percentileBand: '50th-74th', bandFloor: 50, bandCeiling: 74, tScore: null, percentile: null, unverified: false };
  const page: AssessmentListPage = {
    items: [
      {
        id: 40, productId: 'orf', productCode: 'ORF', administrationDate: '2026-01-05', status: 'scored', examinerName: 'Dr. Emma Examiner',
        headlineScores: [{ scaleId: 'wcpm', name: 'Words correct per minute', raw: 92.5, band: null, derived }],
        criticalFlags: 0, updatedAt: '2026-01-05T10:00:00.000Z', examineeRecordId: 7, examineeId: 'E-7', examineeName: 'Tester, Robin',
        customField1: '3b', customField2: '', customField3: '', customField4: '', latestReportAt: null,
      },
    ],
    total: 1, page: 1, pageSize: 20,
    forms: [{ productId: 'orf', productCode: 'ORF' }],
  };
  const listed = responseSerializer(selection.searchAssessments)(leaky(page, secrets, ['items.[]', 'items.[].headlineScores.[]', 'items.[].headlineScores.[].derived', 'forms.[]']));
  expect(JSON.parse(listed)).toEqual(page);

  const form = { id: 'phq9', code: 'PHQ-9', name: 'Patient Health Questionnaire', audience: 'clinical' as const, itemCount: 9, ageRange: { minYears: 12, maxYears: 99 } };
  const forms: ExamineeAndForms = { examinee: record, testDate: '2026-01-05', forms: [form], unavailable: [{ form: { ...form, id: 'orf', ageRange: null }, reasons: ['age'] }] };
  const offered = responseSerializer(examinees.loadExamineeAndForms)(
    leaky(forms, { ...secrets, licenseNote: 'internal', passwordHash: 'scrypt$...' }, ['examinee', 'forms.[]', 'forms.[].ageRange', 'unavailable.[]', 'unavailable.[].form']),
  );
  expect(JSON.parse(offered)).toEqual(forms);

  const metadata: FeedbackMetadata = {
    categories: [{ value: 'problem', label: 'A problem' }],
    limits: { messageMinLength: 10, messageMaxLength: 5000, ratingMin: 1, ratingMax: 5, screenMaxLength: 300 },
    screens: [{ path: '/examinees', label: 'Examinee list' }],
    supportEmail: null,
  };
  const described = responseSerializer(feedback.feedbackMetadata)(leaky(metadata, secrets, ['categories.[]', 'limits', 'screens.[]']));
  expect(JSON.parse(described)).toEqual(metadata);
});

it('answers an examinee with exactly the fields of its schema', async () => {
  const created = await examiner('POST', '/assessment-facade/examinees', examineeBody());
  expect(created.statusCode).toBe(201);
  const fields = propertiesOf(responseJsonSchema(examinees.getExaminee));
  expect(Object.keys(created.json<Examinee>()).sort()).toEqual(fields);
  const read = await examiner('GET', `/assessment-facade/examinees/${created.json<Examinee>().id}`);
  expect(read.json()).toEqual(created.json());
  const list = (await examiner('GET', '/assessment-facade/examinees?pageSize=5')).json<{ items: Examinee[] }>();
  for (const item of list.items) expect(Object.keys(item).sort()).toEqual(fields);
});

it('answers users and links with exactly their schemas\' fields: no password, no token hash', async () => {
  const admin = apiAs(test.app, await signIn(test.app, 'admin'));
  const users = (await admin('GET', '/account/users?pageSize=50')).json<{ items: AccountUser[] }>();
  const userFields = propertiesOf(responseJsonSchema(accountManagement.createUser));
  expect(userFields).not.toContain('password');
  expect(users.items.length).toBeGreaterThan(0);
  for (const user of users.items) expect(Object.keys(user).sort()).toEqual(userFields);

  const examinerId = (await examiner('GET', '/account/users/self/preferences')).json<{ userId: number }>().userId;
  const examinee = (await examiner('POST', '/assessment-facade/examinees', examineeBody())).json<Examinee>();
  const draft = (await examiner('POST', '/assessment-facade/assessments', { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId })).json<Assessment>();
  const created = (await examiner('POST', `/assessment-facade/assessments/${draft.id}/qosa-links`, { validForDays: 1 })).json<CreatedRemoteLink>();
  expect(Object.keys(created).sort()).toEqual(['link', 'url']);
  const linkSchema = responseJsonSchema(remoteLinks.revokeLink);
  expect(Object.keys(created.link).sort()).toEqual(propertiesOf(linkSchema));
  const listed = (await examiner('GET', `/assessment-facade/assessments/${draft.id}/links`)).json<Record<string, unknown>[]>();
  for (const link of listed) expect(Object.keys(link).sort()).toEqual(propertiesOf(linkSchema));
});

it('publishes each response schema in the OpenAPI document', async () => {
  const document = (await test.app.inject({ method: 'GET', url: '/qg-services/openapi.json' })).json<{ paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>> }>();
  const published = OPERATIONS.filter((operation) => operation.responseSchema);
  expect(published.length).toBeGreaterThan(0);
  for (const operation of published) {
    const entry = Object.values(document.paths).flatMap((path) => Object.values(path)).find((candidate) => (candidate as { operationId?: string }).operationId === operation.id);
    const content = entry?.responses[String(operation.successStatus ?? 200)]?.content?.['application/json'];
    expect({ id: operation.id, schema: content?.schema }).toEqual({ id: operation.id, schema: responseJsonSchema(operation) });
  }
});
