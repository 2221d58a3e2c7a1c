/**
 * Legitimate interest over EVERY operation, generated from the contract like the tenancy test:
 * each operation that names an examinee's data (an examinee, assessment, session, link, report,
 * batch or group report id) is called by a user limited to their legitimate interest with the ids
 * of records outside it (the permission matrix's world, in no group of the
 * caller's, made by the administrator), and again with ids that exist nowhere. Both calls must answer alike (a 404 where the
 * id is in the path), and no row of the account may change. Run for the demo teacher, and for the
 * demo examiner once the account limits examiners too, and (as a check that the test can fail)
 * for the examiner of an account that does not, who sees the world.
 * An operation that names such a record and has no case fails the test.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { AnyObjectSchema } from 'yup';
import { sql } from 'drizzle-orm';
import { OPERATIONS } from '../../src/contract';
import { type AnyOperation, operationPath } from '../../src/contract/operation';
import type { UserIdentity } from '../../src/domain/identity';
import { hasAuthority } from '../../src/domain/permissions';
import { MATRIX_CASES, type MatrixRequest } from './support/permissionMatrixCases';
import { useDataManagementDatabase } from './support/permissionMatrixDataManagement';
import { createClosingAccount, demoClinicId } from './support/permissionMatrixAccounts';
import { type Api, buildMatrixWorld, type MatrixWorld } from './support/permissionMatrixWorld';
import { apiAs, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(300_000);

/** Fields that hold the id of an examinee's data (legitimate interest narrows exactly these). */
const EXAMINEE_DATA_FIELDS = new Set([
  'examineeRecordId', 'excludeRecordId', 'assessmentId', 'assessmentIds', 'sessionId', 'linkId', 'reportId', 'batchId', 'groupReportId',
]);

/** An id no record has. */
const MISSING_ID = 2_000_000_000;

const fieldsOf = (schema: AnyObjectSchema | undefined): string[] => (schema ? Object.keys(schema.fields) : []);
const pathParams = (operation: AnyOperation): string[] => [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
const dataFields = (operation: AnyOperation): string[] =>
  [...pathParams(operation), ...fieldsOf(operation.query), ...fieldsOf(operation.body)].filter((name) => EXAMINEE_DATA_FIELDS.has(name));

/** Operations a signed-in customer calls on one account's examinee data (not the player's, not staff's). */
const WITH_DATA = OPERATIONS.filter((operation) => operation.access !== 'public' && operation.reach !== 'allAccounts' && dataFields(operation).length > 0);

/** Inputs of operations whose matrix case names nothing of the examinee's data in the fields the matrix fills. */
const OWN_CASES: Readonly<Record<string, (world: MatrixWorld) => Promise<MatrixRequest> | MatrixRequest>> = {};

const requestOf = async (id: string, world: MatrixWorld): Promise<MatrixRequest> => {
  const own = OWN_CASES[id];
  if (own) return own(world);
  const matrixCase = MATRIX_CASES[id];
  if (!matrixCase) throw new Error(`No matrix case for ${id}.`);
  return matrixCase.request(world);
};

let test: TestApp;
let world: MatrixWorld;
let clinicId: number;
let teacher: Api;
let examiner: Api;
let teacherPermissions: UserIdentity['permissions'];
let examinerPermissions: UserIdentity['permissions'];

/** The request with every examinee-data id replaced by one that exists nowhere. */
function withMissingIds(request: MatrixRequest): MatrixRequest {
  const replace = <T extends Record<string, unknown> | undefined>(part: T): T =>
    part &&
    (Object.fromEntries(
      Object.entries(part).map(([name, value]) => [name, EXAMINEE_DATA_FIELDS.has(name) ? (Array.isArray(value) ? value.map((_item, index) => MISSING_ID + index) : MISSING_ID) : value]),
    ) as T);
  return { params: replace(request.params), query: replace(request.query), body: replace(request.body) };
}

function call(operation: AnyOperation, api: Api, request: MatrixRequest): Promise<LightMyRequestResponse> {
  const query = request.query ? `?${new URLSearchParams(Object.entries(request.query).map(([name, value]) => [name, String(value)])).toString()}` : '';
  return api(operation.method, `${operationPath(operation, request.params)}${query}`, request.body);
}

/** What must be alike between the two answers (not the request id or the instance). */
const answerOf = (response: LightMyRequestResponse) => {
  const body = String(response.headers['content-type'] ?? '').includes('json') ? response.json<Record<string, unknown>>() : response.body;
  return {
    status: response.statusCode,
    body: typeof body === 'object' && body !== null ? { type: body['type'], code: body['code'], detail: body['detail'], errors: body['errors'], value: body['code'] === undefined ? body : undefined } : body,
  };
};

/** A digest of every row of every table that has an account column (but the audit log), for the demo clinic. */
async function clinicRows(): Promise<Record<string, string>> {
  const tables = await test.db.execute<{ table_name: string }>(
    sql`SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'account_id' ORDER BY table_name`,
  );
  const digest: Record<string, string> = {};
  for (const { table_name: table } of (tables as unknown as { rows: { table_name: string }[] }).rows) {
    // Every call is audited (the refusals too): that row is expected, and checked in legitimateInterest.test.ts.
    if (table === 'audit_log') continue;
    const result = await test.db.execute<{ digest: string }>(
      sql`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM ${sql.identifier(table)} t WHERE account_id = ${clinicId}`,
    );
    digest[table] = (result as unknown as { rows: { digest: string }[] }).rows[0]?.digest ?? '';
  }
  return digest;
}

/** Waits until no report batch of the demo clinic is being worked on, so that its rows hold still. */
async function batchesSettled(): Promise<void> {
  for (let tries = 0; tries < 600; tries += 1) {
    const busy = await test.db.execute(sql`SELECT 1 FROM report_batches WHERE account_id = ${clinicId} AND state IN ('queued', 'running') LIMIT 1`);
    if ((busy as unknown as { rows: unknown[] }).rows.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The demo clinic’s batches did not finish.');
}

const permissionsOf = async (api: Api): Promise<UserIdentity['permissions']> =>
  (await api('GET', '/account/users/self/preferences?addOnPermissions=true')).json<UserIdentity>().permissions;

beforeAll(async () => {
  test = await createTestApp();
  clinicId = await demoClinicId(test.db);
  const closing = await createClosingAccount(test.db);
  await useDataManagementDatabase(test.db);
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  const admin = apiAs(test.app, await signIn(test.app, 'admin'));
  teacher = apiAs(test.app, await signIn(test.app, 'teacher'));
  const backOffice = apiAs(test.app, await signIn(test.app, 'backoffice'));
  // The administrator makes the world (as its examiner), so that neither the teacher nor the
  // examiner entered any of it: it is outside both of their interests.
  world = await buildMatrixWorld({ examiner: admin, admin, backOffice, demoClinicId: clinicId, closingAccountId: closing.accountId, db: test.db });
  teacherPermissions = await permissionsOf(teacher);
  examinerPermissions = await permissionsOf(examiner);
});
afterAll(async () => {
  await test?.close();
});

it('covers operations that name examinee data', () => {
  expect(WITH_DATA.length).toBeGreaterThan(30);
  expect(WITH_DATA.map((operation) => operation.id).filter((id) => !OWN_CASES[id] && !MATRIX_CASES[id])).toEqual([]);
});

/** Calls `operation` as `api` on the world's records and on missing ones: alike, and nothing changed. */
async function expectLikeMissing(operation: AnyOperation, api: Api): Promise<void> {
  const request = await requestOf(operation.id, world);
  await batchesSettled();
  const before = await clinicRows();
  const outside = await call(operation, api, request);
  const missing = await call(operation, api, withMissingIds(request));
  expect(outside.statusCode).toBeLessThan(500);
  expect(answerOf(outside)).toEqual(answerOf(missing));
  if (pathParams(operation).some((name) => EXAMINEE_DATA_FIELDS.has(name))) expect(outside.statusCode).toBe(404);
  await batchesSettled();
  expect(await clinicRows()).toEqual(before);
}

const mayCall = (operation: AnyOperation, permissions: UserIdentity['permissions']): boolean => !Array.isArray(operation.access) || hasAuthority(permissions, operation.access);

describe('a teacher', () => {
  it.each(WITH_DATA.map((operation) => [operation.id, operation] as const))('%s answers records outside their interest like missing ones', async (_id, operation) => {
    if (!mayCall(operation, teacherPermissions)) return;
    await expectLikeMissing(operation, teacher);
  });
});

describe('an examiner of an account that does not limit examiners', () => {
  const READS = ['assessment.getExaminee', 'assessment.loadDetails', 'assessment.reportHistoryDownload', 'assessment.downloadGroupReport', 'assessment.reportBatchStatus'];
  it.each(READS)('%s answers the whole account', async (id) => {
    const operation = OPERATIONS.find((candidate) => candidate.id === id) as AnyOperation;
    const request = await requestOf(id, world);
    expect((await call(operation, examiner, request)).statusCode).toBe(200);
    expect((await call(operation, examiner, withMissingIds(request))).statusCode).toBe(404);
  });
});

describe('an examiner of an account that limits examiners', () => {
  beforeAll(async () => {
    const changed = await test.db.execute(sql`UPDATE account_settings SET legitimate_interest_for_examiners = true WHERE account_id = ${clinicId} RETURNING account_id`);
    expect((changed as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });
  it.each(WITH_DATA.map((operation) => [operation.id, operation] as const))('%s answers records outside their interest like missing ones', async (_id, operation) => {
    if (!mayCall(operation, examinerPermissions)) return;
    await expectLikeMissing(operation, examiner);
  });
});
