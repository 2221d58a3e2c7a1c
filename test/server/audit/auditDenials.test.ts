/**
 * Issue #16: every refusal by a security control leaves an audit row with its outcome class
 * (`denied`), whatever the operation's audit declaration: a permission refused, a token that
 * does not authenticate (but no row for a call with no credential at all), a CSRF refusal, a 404
 * on another account's record (`access.crossAccountDenied`, with an answer identical to a missing
 * id's), a remote link that does not open (with the link's id when known, never the token), a
 * throttled opening, a sign-in lock-out.
 */
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { CreatedRemoteLink } from '../../../src/contract/services/remoteLinks';
import type { Assessment } from '../../../src/domain/assessment';
import type { Examinee } from '../../../src/domain/examinee';
import { auditLog } from '../../../src/server/db/schema';
import { examineeBody } from '../support/fixtures';
import { apiAs, postLogin, selfUserId, signIn, type TestSession } from '../support/session';
import { createTestApp, type TestApp } from '../support/testApp';

jest.setTimeout(120_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let examinerSession: TestSession;
let examiner: Api;
let other: Api;
let clinicExaminee: Examinee;
const FACADE = '/assessment-facade';

const rowsOfRequest = (response: LightMyRequestResponse) => test.db.select().from(auditLog).where(eq(auditLog.requestId, String(response.headers['request-id']))).orderBy(auditLog.id);
const lastRows = (count: number) => test.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(count);

beforeAll(async () => {
  test = await createTestApp();
  examinerSession = await signIn(test.app, 'examiner');
  examiner = apiAs(test.app, examinerSession);
  other = apiAs(test.app, await signIn(test.app, 'other'));
  clinicExaminee = (await examiner('POST', `${FACADE}/examinees`, examineeBody({ firstName: 'Robin' }))).json<Examinee>();
});
afterAll(async () => {
  await test.close();
});

describe('denied calls are audited for every operation', () => {
  it('records a permission refused on an operation that audits nothing otherwise', async () => {
    const refused = await examiner('GET', `${FACADE}/licenses`);
    expect(refused.statusCode).toBe(403);
    const rows = await rowsOfRequest(refused);
    expect(rows).toEqual([expect.objectContaining({ action: 'assessment.licenses', outcome: 'forbidden', result: 'denied', entity: 'operation' })]);
    expect(rows[0]?.userId).not.toBeNull();
    expect(rows[0]?.accountId).not.toBeNull();
  });

  it('records a CSRF refusal, on an operation that audits nothing otherwise too', async () => {
    const refused = await examiner('POST', `${FACADE}/examinees`, examineeBody(), { 'x-xsrf-token': 'forged' });
    expect(refused.statusCode).toBe(403);
    expect(await rowsOfRequest(refused)).toEqual([expect.objectContaining({ action: 'assessment.createExaminee', outcome: 'csrf', result: 'denied' })]);
    const ping = await examiner('POST', '/keep-alive/ping', {}, { 'x-xsrf-token': 'forged' });
    expect(ping.statusCode).toBe(403);
    expect(await rowsOfRequest(ping)).toEqual([expect.objectContaining({ action: 'keepAlive.ping', entity: 'operation', outcome: 'csrf', result: 'denied' })]);
  });

  it('records a token that does not authenticate, but not a call without any credential', async () => {
    const forged = await test.app.inject({ method: 'GET', url: `/qg-services${FACADE}/examinees/${clinicExaminee.id}`, headers: { authorization: 'Bearer not.a.token' } });
    expect(forged.statusCode).toBe(401);
    expect(await rowsOfRequest(forged)).toEqual([
      expect.objectContaining({ action: 'assessment.getExaminee', outcome: 'unauthenticated', result: 'denied', userId: null, accountId: null, entityId: String(clinicExaminee.id) }),
    ]);
    const anonymous = await test.app.inject({ method: 'GET', url: `/qg-services${FACADE}/examinees/${clinicExaminee.id}` });
    expect(anonymous.statusCode).toBe(401);
    expect(await rowsOfRequest(anonymous)).toEqual([]);
  });

  it("records another account's id answered 404, with the same answer as a missing id", async () => {
    const foreign = await other('GET', `${FACADE}/examinees/${clinicExaminee.id}`);
    const missing = await other('GET', `${FACADE}/examinees/999999`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect(Object.keys(foreign.headers).sort()).toEqual(Object.keys(missing.headers).sort());
    const otherUserId = await selfUserId(other);
    const rows = await rowsOfRequest(foreign);
    expect(rows).toEqual([
      expect.objectContaining({ action: 'assessment.getExaminee', outcome: 'notFound', result: 'failed' }),
      expect.objectContaining({ action: 'access.crossAccountDenied', entity: 'examinee', entityId: String(clinicExaminee.id), outcome: 'crossAccount', result: 'denied', userId: otherUserId }),
    ]);
    expect(rows[1]?.accountId).toBe(rows[0]?.accountId);
    expect(rows[1]?.ip).not.toBe('');
    expect((await rowsOfRequest(missing)).map((row) => row.action)).toEqual(['assessment.getExaminee']);
  });

  it('classes every row: an allowed call is allowed, a validation failure failed', async () => {
    const read = await examiner('GET', `${FACADE}/examinees/${clinicExaminee.id}`);
    expect(await rowsOfRequest(read)).toEqual([expect.objectContaining({ outcome: 'ok', result: 'allowed' })]);
    const bad = await examiner('PUT', `${FACADE}/examinees/${clinicExaminee.id}`, { firstName: '' });
    expect(bad.statusCode).toBe(400);
    expect(await rowsOfRequest(bad)).toEqual([expect.objectContaining({ outcome: 'validation', result: 'failed' })]);
  });
});

describe('the remote link exchange', () => {
  const open = (app: TestApp, token: string) => app.app.inject({ method: 'POST', url: '/qg-services/assessment-facade/osa/open', payload: { token } });

  it('records an unknown token (never the token) and a revoked link with its id and account', async () => {
    const token = 'unknown-token-0123456789abcdef0123456789';
    const unknown = await open(test, token);
    expect(unknown.statusCode).toBe(404);
    const [row] = await rowsOfRequest(unknown);
    expect(row).toMatchObject({ action: 'assessment.osaOpen', outcome: 'linkInvalid', result: 'denied', entityId: null, accountId: null });
    expect(JSON.stringify(row)).not.toContain(token);

    const examinerId = await selfUserId(examiner);
    const assessment = (await examiner('POST', `${FACADE}/assessments`, { examineeRecordId: clinicExaminee.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId })).json<Assessment>();
    const created = (await examiner('POST', `${FACADE}/assessments/${assessment.id}/qosa-links`, {})).json<CreatedRemoteLink & { link: { id: number } }>();
    const linkToken = created.url.split('#')[1] as string;
    await examiner('POST', `${FACADE}/links/${created.link.id}/revoke`, {});
    const revoked = await open(test, linkToken);
    expect(revoked.statusCode).toBe(410);
    const [revokedRow] = await rowsOfRequest(revoked);
    expect(revokedRow).toMatchObject({ action: 'assessment.osaOpen', entity: 'remoteLink', entityId: String(created.link.id), outcome: 'linkRevoked', result: 'denied', accountId: assessment.accountId });
    expect(JSON.stringify(revokedRow)).not.toContain(linkToken);
  });

  it('records a throttled opening', async () => {
    const limited = await createTestApp({ linkLookupsPerMinute: 1, linkLookupFloorMs: 1 });
    try {
      await open(limited, 'first-unknown-token-0123456789abcdef01');
      const throttled = await open(limited, 'second-unknown-token-0123456789abcdef0');
      expect(throttled.statusCode).toBe(429);
      const rows = await limited.db.select().from(auditLog).where(eq(auditLog.requestId, String(throttled.headers['request-id'])));
      expect(rows).toEqual([expect.objectContaining({ action: 'assessment.osaOpen', outcome: 'rateLimited', result: 'denied' })]);
    } finally {
      await limited.close();
    }
  });
});

describe('sign-in', () => {
  it('classes failed sign-ins and the lock-out as denied', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) await postLogin(test.app, 'teacher', 'wrong-password');
    const rows = await lastRows(8);
    const actions = rows.filter((row) => row.action.startsWith('auth.'));
    expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(['auth.signInFailed', 'auth.lockedOut']));
    expect(new Set(actions.map((row) => row.result))).toEqual(new Set(['denied']));
  });
});
