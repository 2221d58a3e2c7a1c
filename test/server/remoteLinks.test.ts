/**
 * Remote administration links: a random token stored only as its hash, shown once; expiry and
 * revocation; only assessments still to be answered; tenancy and permissions.
 */
import { linkExpiry } from '../../src/domain/remoteLink';
import { eq } from 'drizzle-orm';
import type { CreatedRemoteLink, RemoteLinkSummary } from '../../src/contract/services/remoteLinks';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import { auditLog, remoteLinks } from '../../src/server/db/schema';
import { tokenHash } from '../../src/server/services/remoteLinks/linkStore';
import { createTestApp, type TestApp } from './support/testApp';
import { examineeBody, phq9Responses } from './support/fixtures';
import { apiAs, selfUserId, signIn } from './support/session';

jest.setTimeout(90_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let examiner: Api;
let other: Api;
let accountUser: Api;
let examinerId: number;
let examinee: Examinee;
const FACADE = '/assessment-facade';

async function newAssessment(): Promise<Assessment> {
  return (await examiner('POST', `${FACADE}/assessments`, { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId })).json<Assessment>();
}

const create = (api: Api, assessmentId: number, body: object = {}) => api('POST', `${FACADE}/assessments/${assessmentId}/qosa-links`, body);

beforeAll(async () => {
  test = await createTestApp();
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  other = apiAs(test.app, await signIn(test.app, 'other'));
  accountUser = apiAs(test.app, await signIn(test.app, 'user'));
  examinerId = await selfUserId(examiner);
  examinee = (await examiner('POST', `${FACADE}/examinees`, examineeBody())).json<Examinee>();
});
afterAll(async () => {
  await test.close();
});

describe('assessment.createQosaLink', () => {
  it('answers the player address with a 256-bit token once, and stores only its hash', async () => {
    const assessment = await newAssessment();
    const response = await create(examiner, assessment.id, { respondent: 'parent', locale: 'de_de', validForDays: 7 });
    expect(response.statusCode).toBe(201);
    const created = response.json<CreatedRemoteLink>();
    expect(created.link).toMatchObject({ assessmentId: assessment.id, respondent: 'parent', locale: 'de_de', state: 'sent', createdByName: 'Dr. Emma Examiner' });
    const [base, token] = created.url.split('#') as [string, string];
    expect(base).toBe('/osa');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // Valid for 7 days: to the end of the 7th day after today in the examiner's time zone (US Eastern).
    expect(created.link.expiresAt).toBe(linkExpiry(new Date(created.link.createdAt), 7, 'America/New_York'));
    expect(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeStyle: 'medium', hourCycle: 'h23' }).format(new Date(created.link.expiresAt))).toBe('23:59:59');

    const [stored] = await test.db.select().from(remoteLinks).where(eq(remoteLinks.id, created.link.id));
    expect(stored?.tokenHash).toBe(tokenHash(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const listed = (await examiner('GET', `${FACADE}/assessments/${assessment.id}/links`)).json<RemoteLinkSummary[]>();
    expect(JSON.stringify(listed)).not.toContain(token);
    const audit = await test.db.select().from(auditLog).where(eq(auditLog.entityId, String(created.link.id)));
    expect(audit.map((row) => row.action)).toContain('assessment.createQosaLink');
  });

  it('gives every link its own token', async () => {
    const assessment = await newAssessment();
    const tokens = new Set<string>();
    for (let i = 0; i < 5; i += 1) tokens.add((await create(examiner, assessment.id)).json<CreatedRemoteLink>().url);
    expect(tokens.size).toBe(5);
  });

  it('refuses a scored assessment, a bad validity, another account and an account user', async () => {
    const assessment = await newAssessment();
    const scored = await examiner('PUT', `${FACADE}/assessments/${assessment.id}`, {
      version: assessment.version, responses: phq9Responses([0, 1, 0, 1, 0, 1, 0, 0, 0], 0), administrationDate: '2024-05-06', examinerId, status: 'scored',
    });
    expect(scored.statusCode).toBe(200);
    expect((await create(examiner, assessment.id)).json()).toMatchObject({ status: 409, code: 'conflict' });
    const open = await newAssessment();
    expect((await create(examiner, open.id, { validForDays: 120 })).json()).toMatchObject({ status: 400, errors: [{ field: 'validForDays' }] });
    expect((await create(other, open.id)).statusCode).toBe(404);
    expect((await create(accountUser, open.id)).statusCode).toBe(403);
  });
});

describe('links of an assessment, expiry and revocation', () => {
  it('lists newest first, reads a link past its expiry as expired, and revokes an open one once', async () => {
    const assessment = await newAssessment();
    const short = (await create(examiner, assessment.id, { validForDays: 1 })).json<CreatedRemoteLink>().link;
    const long = (await create(examiner, assessment.id, { validForDays: 30 })).json<CreatedRemoteLink>().link;
    // Valid to the end of tomorrow in the examiner's time zone: a minute later it has expired.
    test.clock.advanceMinutes(Math.ceil((Date.parse(short.expiresAt) - test.clock.now().getTime()) / 60_000) + 1);
    // A day later the sessions have ended: sign in again.
    examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
    other = apiAs(test.app, await signIn(test.app, 'other'));
    const listed = (await examiner('GET', `${FACADE}/assessments/${assessment.id}/links`)).json<RemoteLinkSummary[]>();
    expect(listed.map((link) => [link.id, link.state])).toEqual([
      [long.id, 'sent'],
      [short.id, 'expired'],
    ]);

    const revoked = (await examiner('POST', `${FACADE}/links/${long.id}/revoke`, {})).json<RemoteLinkSummary>();
    expect(revoked).toMatchObject({ id: long.id, state: 'revoked' });
    expect(revoked.revokedAt).not.toBeNull();
    const again = (await examiner('POST', `${FACADE}/links/${long.id}/revoke`, {})).json<RemoteLinkSummary>();
    expect(again.revokedAt).toBe(revoked.revokedAt);
    expect((await examiner('POST', `${FACADE}/links/${short.id}/revoke`, {})).json<RemoteLinkSummary>().state).toBe('expired');
    expect((await other('POST', `${FACADE}/links/${short.id}/revoke`, {})).statusCode).toBe(404);
    expect((await other('GET', `${FACADE}/assessments/${assessment.id}/links`)).statusCode).toBe(404);
  });
});
