/**
 * Answers written through the contract's response schemas: a field the schema does not name never
 * leaves the server, the answer of the API has exactly the schema's fields, and the OpenAPI
 * document publishes the schema.
 */
import { OPERATIONS, accountManagement, examinees, remoteLinks } from '../../src/contract';
import type { AccountUser } from '../../src/contract/services/accountManagement';
import type { CreatedRemoteLink } from '../../src/contract/services/remoteLinks';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
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
