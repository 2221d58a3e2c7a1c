/**
 * Tenancy, generated from the contract: every operation that names a record of an account (a
 * path parameter, a query or body field in {@link RECORD_ID_FIELDS}) is called by a user of
 * another account with the demo clinic's ids, and again with ids that exist nowhere. Both calls
 * must answer alike (a 404 where the id is in the path), and the demo clinic's rows, in every
 * table that has an account, must be unchanged. An operation that names a record and has no
 * case here fails the test, as a guarded operation without a case fails the permission matrix.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { AnyObjectSchema } from 'yup';
import { sql } from 'drizzle-orm';
import { OPERATIONS } from '../../src/contract';
import { type AnyOperation, operationPath } from '../../src/contract/operation';
import { PLAYER_COOKIE } from '../../src/contract/services/player';
import type { CreatedRemoteLink } from '../../src/contract/services/remoteLinks';
import type { UserIdentity } from '../../src/domain/identity';
import { hasAuthority } from '../../src/domain/permissions';
import { notifications } from '../../src/server/db/schema';
import { MATRIX_CASES, type MatrixRequest } from './support/permissionMatrixCases';
import { useDataManagementDatabase } from './support/permissionMatrixDataManagement';
import { useRosterImportDatabase } from './support/permissionMatrixRosterImports';
import { createClosingAccount, demoClinicId } from './support/permissionMatrixAccounts';
import { type Api, buildMatrixWorld, type MatrixWorld } from './support/permissionMatrixWorld';
import { apiAs, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(240_000);

/** Fields that hold the id of an account's record (not a product, item or template name). */
const RECORD_ID_FIELDS = new Set([
  'accountId', 'userId', 'examineeRecordId', 'excludeRecordId', 'assessmentId', 'assessmentIds', 'sessionId', 'linkId',
  'reportId', 'batchId', 'groupReportId', 'notificationId', 'documentId', 'examinerId', 'defaultExaminerId', 'groupId', 'assignmentId', 'importId',
]);

/** An id no record has. */
const MISSING_ID = 2_000_000_000;

const fieldsOf = (schema: AnyObjectSchema | undefined): string[] => (schema ? Object.keys(schema.fields) : []);
const pathParams = (operation: AnyOperation): string[] => [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');

/** The record-id fields an operation takes. */
const recordFields = (operation: AnyOperation): string[] =>
  [...pathParams(operation), ...fieldsOf(operation.query), ...fieldsOf(operation.body)].filter((name) => RECORD_ID_FIELDS.has(name));

const WITH_RECORDS = OPERATIONS.filter((operation) => recordFields(operation).length > 0);

/** A call of the tenancy test: who calls, with which inputs; the player's calls send its cookie instead. */
interface TenancyCase {
  request: (world: TenancyWorld) => Promise<MatrixRequest> | MatrixRequest;
  /** For the player's calls: the cookie of a link of the calling account. */
  playerCookie?: (world: TenancyWorld) => Promise<string>;
}

interface TenancyWorld extends MatrixWorld {
  /** A notification of a demo clinic user. */
  notificationId: number;
}

const fromMatrix = (id: string): TenancyCase => ({
  request: (world) => {
    const matrixCase = MATRIX_CASES[id];
    if (!matrixCase) throw new Error(`No matrix case for ${id}.`);
    return matrixCase.request(world);
  },
});

/** The cases whose inputs are not the permission matrix's (open operations, the closing account, the player). */
const OWN_CASES: Readonly<Record<string, TenancyCase>> = {
  'account.updateSelfPreferences': { request: (world) => ({ body: { defaultExaminerId: world.examinerId } }) },
  'account.getAccountItems': { request: (world) => ({ params: { accountId: world.demoClinicId } }) },
  // The matrix asks for its own closing account's deletion; here another account asks for the demo clinic's.
  'account.requestSelfDeletion': { request: (world) => ({ params: { accountId: world.demoClinicId }, body: { currentPassword: 'other-demo' } }) },
  'accountManagement.withdrawSelfDeletion': { request: (world) => ({ params: { accountId: world.demoClinicId } }) },
  // The closer's own password (permissionMatrixAccounts.ts), so its call reaches the demo clinic's user id.
  'account.resetUserTwoStep': { request: (world) => ({ params: { userId: world.examinerId }, body: { currentPassword: 'matrix.closer-matrix-password' } }) },
  'notifications.markRead': { request: (world) => ({ params: { notificationId: world.notificationId } }) },
  'assessment.osaSaveResponse': {
    request: (world) => ({ params: { assessmentId: world.scored.id, itemId: 'phq9_1' }, body: { value: 1, version: world.scored.version } }),
    playerCookie: () => otherPlayerCookie(),
  },
  'assessment.osaSubmit': {
    request: (world) => ({ params: { assessmentId: world.scored.id }, body: { version: world.scored.version } }),
    playerCookie: () => otherPlayerCookie(),
  },
};

const caseOf = (id: string): TenancyCase | undefined => OWN_CASES[id] ?? (MATRIX_CASES[id] ? fromMatrix(id) : undefined);

let test: TestApp;
let world: TenancyWorld;
let clinicId: number;
/** Users of other accounts: Other Practice's examiner, and the closing account's administrator. */
const foreigners: { api: Api; identity: UserIdentity }[] = [];
let otherApi: Api;

/** A player cookie of a link of Other Practice (opened by its examiner). */
async function otherPlayerCookie(): Promise<string> {
  const examinee = (await otherApi('POST', '/assessment-facade/examinees', { examineeId: `TEN-${Date.now()}`, firstName: 'Ola', lastName: 'Other', birthDate: '1990-05-17', sex: 'female' })).json<{ id: number }>();
  const examinerId = (await otherApi('GET', '/account/users/self/preferences')).json<{ userId: number }>().userId;
  const draft = (await otherApi('POST', '/assessment-facade/assessments', { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId })).json<{ id: number }>();
  const link = (await otherApi('POST', `/assessment-facade/assessments/${draft.id}/qosa-links`, { validForDays: 1 })).json<CreatedRemoteLink>();
  const token = link.url.split('#')[1] ?? '';
  const opened = await test.app.inject({ method: 'POST', url: '/qg-services/assessment-facade/osa/open', payload: { token } });
  const cookie = (opened.cookies as { name: string; value: string }[]).find((item) => item.name === PLAYER_COOKIE)?.value;
  if (!cookie) throw new Error(`Opening the link answered ${opened.statusCode} without a cookie.`);
  return cookie;
}

/** A digest of every row of every table that has an account column, for the demo clinic. */
async function clinicRows(): Promise<Record<string, string>> {
  const tables = await test.db.execute<{ table_name: string }>(
    sql`SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'account_id' ORDER BY table_name`,
  );
  const digest: Record<string, string> = {};
  for (const { table_name: table } of (tables as unknown as { rows: { table_name: string }[] }).rows) {
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

/** The request with every record id replaced by one that exists nowhere. */
function withMissingIds(request: MatrixRequest): MatrixRequest {
  const replace = <T extends Record<string, unknown> | undefined>(part: T): T =>
    part &&
    (Object.fromEntries(
      Object.entries(part).map(([name, value]) => [name, RECORD_ID_FIELDS.has(name) ? (Array.isArray(value) ? value.map((_item, index) => MISSING_ID + index) : MISSING_ID) : value]),
    ) as T);
  return { params: replace(request.params), query: replace(request.query), body: replace(request.body) };
}

function call(operation: AnyOperation, api: Api, request: MatrixRequest, playerCookie: string | null): Promise<LightMyRequestResponse> {
  const query = request.query ? `?${new URLSearchParams(Object.entries(request.query).map(([name, value]) => [name, String(value)])).toString()}` : '';
  const url = `${operationPath(operation, request.params)}${query}`;
  if (playerCookie !== null) {
    return test.app.inject({ method: operation.method, url: `/qg-services${url}`, cookies: { [PLAYER_COOKIE]: playerCookie }, ...(request.body ? { payload: request.body } : {}) });
  }
  return api(operation.method, url, request.body);
}

/** What must be alike between the two answers (not the request id or the instance). */
const answerOf = (response: LightMyRequestResponse) => {
  const body = String(response.headers['content-type'] ?? '').includes('json') ? response.json<Record<string, unknown>>() : response.body;
  return { status: response.statusCode, body: typeof body === 'object' && body !== null ? { code: body['code'], detail: body['detail'], errors: body['errors'], value: body['code'] === undefined ? body : undefined } : body };
};

beforeAll(async () => {
  test = await createTestApp();
  clinicId = await demoClinicId(test.db);
  const closing = await createClosingAccount(test.db);
  await useDataManagementDatabase(test.db);
  useRosterImportDatabase(test.db);
  const examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  const admin = apiAs(test.app, await signIn(test.app, 'admin'));
  otherApi = apiAs(test.app, await signIn(test.app, 'other'));
  const closer = apiAs(test.app, await signIn(test.app, closing.userName, closing.password));
  for (const api of [otherApi, closer]) foreigners.push({ api, identity: (await api('GET', '/account/users/self/preferences?addOnPermissions=true')).json<UserIdentity>() });
  const backOffice = apiAs(test.app, await signIn(test.app, 'backoffice'));
  const matrixWorld = await buildMatrixWorld({ examiner, admin, backOffice, demoClinicId: clinicId, closingAccountId: closing.accountId, db: test.db });
  const [notification] = await test.db.select({ id: notifications.id }).from(notifications).where(sql`${notifications.accountId} = ${clinicId}`).limit(1);
  if (!notification) throw new Error('The demo clinic has no notification to name.');
  world = { ...matrixWorld, notificationId: notification.id };
});
afterAll(async () => {
  await test?.close();
});

it('has a tenancy case for exactly the operations that name an account’s record', () => {
  const missing = WITH_RECORDS.map((operation) => operation.id).filter((id) => !caseOf(id));
  expect(missing).toEqual([]);
});

describe.each(WITH_RECORDS.map((operation) => [operation.id, operation] as const))('%s', (id, operation) => {
  it('answers another account’s ids exactly like ids that exist nowhere, and changes none of its rows', async () => {
    const tenancyCase = caseOf(id);
    if (!tenancyCase) throw new Error(`No tenancy case for ${id}.`);
    const access = operation.access;
    // Internal staff's operations reach every account on purpose (their cross-account cases are in
    // backOfficeLicenses.test.ts); here a customer of another account must be refused them outright.
    const staffOnly = operation.reach === 'allAccounts';
    const foreigner = Array.isArray(access) && !staffOnly ? foreigners.find((candidate) => hasAuthority(candidate.identity.permissions, access)) : foreigners[0];
    if (!foreigner) throw new Error(`No user of another account may call ${id}.`);
    const request = await tenancyCase.request(world);
    const cookie = tenancyCase.playerCookie ? await tenancyCase.playerCookie(world) : null;
    await batchesSettled();
    const before = await clinicRows();

    const foreign = await call(operation, foreigner.api, request, cookie);
    const missing = await call(operation, foreigner.api, withMissingIds(request), cookie);

    expect(answerOf(foreign)).toEqual(answerOf(missing));
    if (staffOnly) expect(foreign.statusCode).toBe(403);
    else if (pathParams(operation).some((name) => RECORD_ID_FIELDS.has(name))) expect(foreign.statusCode).toBe(404);
    await batchesSettled();
    expect(await clinicRows()).toEqual(before);
  });
});
