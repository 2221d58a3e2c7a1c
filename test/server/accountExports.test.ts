/**
 * Account exports through the API and the download page (issue #18): data-retention staff start
 * an export of the demo clinic with a reason and list it; the job builds one ZIP with the clinic's
 * examinees, assessments, responses, scores, report PDFs, usage ledger, e-mail history, audit and
 * groups (with their members and staff), and nothing of Other Practice; the administrator's own request mails a single-use link that
 * works once, not with a wrong token, and not after its expiry (fake clock); each step audited.
 */
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import type { AccountExport } from '../../src/contract/services/accountExports';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import { accountExports, auditLog } from '../../src/server/db/schema';
import { examineeBody, phq9Responses } from './support/fixtures';
import { demoClinicId } from './support/permissionMatrixAccounts';
import { settledExport } from './support/permissionMatrixExportWorld';
import { apiAs, selfUserId, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(180_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let outboxDir: string;
let retention: Api;
let admin: Api;
let examiner: Api;
let other: Api;
let clinicId: number;
let otherPracticeId: number;
let clinicGroupId: number;
let clinicExaminee: Examinee;
let reportId: number;

const REASON = 'Ticket DR-4411: the clinic asked for all of its data.';
const q = (reason = REASON) => `reason=${encodeURIComponent(reason)}`;
const exportsOf = (accountId: number) => `/data-retention/accounts/${accountId}/exports`;
const DOWNLOAD_PAGE = '/legacy/account-export';

beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(os.tmpdir(), 'qg-exports-outbox-'));
  test = await createTestApp({ outboxDir });
  clinicId = await demoClinicId(test.db);
  retention = apiAs(test.app, await signIn(test.app, 'retention'));
  admin = apiAs(test.app, await signIn(test.app, 'admin'));
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  other = apiAs(test.app, await signIn(test.app, 'other'));
  const examinerId = await selfUserId(examiner);
  clinicExaminee = (await examiner('POST', '/assessment-facade/examinees', examineeBody({ firstName: 'Clinicfirst', lastName: 'Clinicperson' }))).json<Examinee>();
  const created = (await examiner('POST', '/assessment-facade/assessments', { examineeRecordId: clinicExaminee.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId })).json<Assessment>();
  await examiner('PUT', `/assessment-facade/assessments/${created.id}`, {
    version: created.version,
    responses: phq9Responses([1, 2, 1, 2, 1, 2, 1, 0, 1], 2),
    administrationDate: '2024-05-06',
    examinerId,
    status: 'scored',
  });
  const report = await examiner('POST', `/assessment-facade/assessments/${created.id}/reports`, { reportType: 'score' });
  expect(report.statusCode).toBe(201);
  reportId = report.json<{ id: number }>().id;
  const othersExaminee = (await other('POST', '/assessment-facade/examinees', examineeBody({ firstName: 'Otherfirst', lastName: 'Otherpracticeperson' }))).json<Examinee & { accountId: number }>();
  otherPracticeId = othersExaminee.accountId;
  // A class of the clinic with the examinee and the examiner as its staff, and one of Other Practice.
  clinicGroupId = await groupWith(clinicId, 'Clinicclass', clinicExaminee.id, examinerId);
  await groupWith(otherPracticeId, 'Otherpracticeclass', othersExaminee.id, null);
});

/** A group of `accountId` named `name` with one member and, when given, one staff member: its id. */
async function groupWith(accountId: number, name: string, member: number, staff: number | null): Promise<number> {
  const rows = (await test.db.execute(sql`INSERT INTO examinee_groups (account_id, name, group_type, school_year) VALUES (${accountId}, ${name}, 'class', '2024-2025') RETURNING id`)) as unknown as {
    rows: { id: number }[];
  };
  const groupId = Number(rows.rows[0]?.id);
  await test.db.execute(sql`INSERT INTO examinee_group_members (account_id, group_id, examinee_record_id) VALUES (${accountId}, ${groupId}, ${member})`);
  if (staff !== null) await test.db.execute(sql`INSERT INTO examinee_group_staff (account_id, group_id, user_id) VALUES (${accountId}, ${groupId}, ${staff})`);
  return groupId;
}
afterAll(async () => {
  await test?.close();
});

/** Waits until the staff's list shows export `id` built (or failed). */
async function settledForStaff(accountId: number, id: number): Promise<AccountExport> {
  for (let tries = 0; tries < 600; tries += 1) {
    const found = (await retention('GET', `${exportsOf(accountId)}?${q()}`)).json<AccountExport[]>().find((row) => row.id === id);
    if (found && found.status !== 'pending') return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Export ${id} was not built.`);
}

/** The token of the download link mailed for export `exportId` (the delivery job sends it to the outbox). */
async function mailedToken(subjectLine: string, recipient: string, seen: Set<string>): Promise<string> {
  for (let tries = 0; tries < 600; tries += 1) {
    for (const file of await readdir(outboxDir)) {
      if (seen.has(file)) continue;
      const mail = (await readFile(path.join(outboxDir, file), 'utf8')).replace(/=\r?\n/g, '');
      const token = /\/legacy\/account-export#([A-Za-z0-9_-]{43})/.exec(mail)?.[1];
      if (token && mail.includes(subjectLine) && mail.includes(recipient)) {
        seen.add(file);
        return token;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('No export link was mailed.');
}

const postToken = (token: string) =>
  test.app.inject({ method: 'POST', url: DOWNLOAD_PAGE, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ token }).toString() });

const csvOf = (entries: Record<string, Uint8Array>, name: string): string => {
  const bytes = entries[name];
  if (!bytes) throw new Error(`The ZIP has no ${name}.`);
  // The byte-order mark kept, to check it is there.
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
};

describe('staff exports', () => {
  let exportId: number;

  it('starts an export of the clinic with a reason, lists it, and builds it', async () => {
    const created = await retention('POST', exportsOf(clinicId), { reason: REASON });
    expect(created.statusCode).toBe(201);
    const started = created.json<AccountExport>();
    expect(started).toMatchObject({ kind: 'staff', status: 'pending', reason: REASON, mailed: false, downloadable: false });
    exportId = started.id;
    const ready = await settledForStaff(clinicId, exportId);
    expect(ready).toMatchObject({ status: 'ready', downloadable: true, mailed: false, failureReason: null });
    expect(ready.byteSize).toBeGreaterThan(0);
    // Staff exports are not mailed: the staff member downloads from the screen.
    const [row] = await test.db.select({ emailMessageId: accountExports.emailMessageId }).from(accountExports).where(eq(accountExports.id, exportId));
    expect(row?.emailMessageId).toBeNull();
  });

  it('answers the ZIP with every kind of the clinic’s data and nothing of Other Practice', async () => {
    const download = await retention('GET', `${exportsOf(clinicId)}/${exportId}/file?${q()}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/zip');
    const entries = unzipSync(new Uint8Array(download.rawPayload));
    const names = Object.keys(entries);
    for (const name of [
      'examinees.csv', 'assessments.csv', 'responses.csv', 'scores.csv', 'reports.csv', 'usage-ledger.csv', 'email-history.csv', 'audit.csv',
      'groups.csv', 'group_members.csv', 'group_staff.csv', 'live_sessions.csv', 'live_session_events.csv', 'manifest.json', 'README.txt',
    ]) {
      expect(names).toContain(name);
    }
    for (const name of names.filter((entry) => entry.endsWith('.csv'))) {
      const text = csvOf(entries, name);
      // UTF-8 with a byte-order mark, CRLF line ends (RFC 4180), a header row.
      expect(text.charCodeAt(0)).toBe(0xfeff);
      expect(text).toContain('\r\n');
      expect(text).not.toContain('Otherpracticeperson');
    }
    const examinees = csvOf(entries, 'examinees.csv');
    expect(examinees.split('\r\n')[0]).toBe('\ufeffrecordId,examineeId,firstName,middleName,lastName,birthDate,sex,email,customField1,customField2,customField3,customField4,createdAt,updatedAt,deletedAt');
    expect(examinees).toContain('Clinicperson');
    expect(examinees).toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/);
    const responses = csvOf(entries, 'responses.csv');
    expect(responses.split('\r\n').length).toBeGreaterThan(9);
    expect(csvOf(entries, 'scores.csv')).toContain(',scale,');
    const reports = csvOf(entries, 'reports.csv');
    const reportLine = reports.split('\r\n').find((line) => line.startsWith(`${reportId},assessment,`));
    const entry = reportLine?.split(',').at(-1);
    if (!entry) throw new Error('reports.csv does not list the report.');
    expect(strFromU8(entries[entry]?.subarray(0, 5) ?? new Uint8Array())).toBe('%PDF-');
    expect(csvOf(entries, 'usage-ledger.csv')).toContain(`,${reportId},`);
    expect(csvOf(entries, 'audit.csv')).toContain(',staff.enterAccount,account,');
    expect(csvOf(entries, 'audit.csv')).toContain(',assessment.generateReport,report,');
    const manifest = JSON.parse(csvOf(entries, 'manifest.json')) as { accountId: number; accountName: string; kind: string; files: Record<string, { rows: number }> };
    expect(manifest).toMatchObject({ accountId: clinicId, kind: 'staff', exportId });
    expect(manifest.files['examinees.csv']?.rows).toBe(examinees.split('\r\n').filter((line) => line !== '').length - 1);
    expect(manifest.files['reports/']?.rows).toBeGreaterThan(0);
    expect(csvOf(entries, 'README.txt')).toContain('examinees.csv');
    const lines = (name: string) => csvOf(entries, name).replace(/^\uFEFF/, '').split('\r\n').filter((line) => line !== '');
    const groups = lines('groups.csv');
    expect(groups[0]).toBe('groupId,name,groupType,schoolYear,sourcedId,archivedAt,createdAt');
    expect(groups.slice(1).map((line) => line.split(',').slice(0, 5).join(','))).toEqual([`${clinicGroupId},Clinicclass,class,2024-2025,`]);
    expect(lines('group_members.csv')[0]).toBe('groupId,examineeRecordId,addedAt');
    expect(lines('group_members.csv').slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual([`${clinicGroupId},${clinicExaminee.id}`]);
    expect(lines('group_staff.csv')[0]).toBe('groupId,userId,addedAt');
    expect(lines('live_sessions.csv')[0]).toBe('sessionId,examineeRecordId,title,status,scheduledAt,durationMinutes,locale,examinerId,videoMode,videoUrl,licenseValidatedAt,startedAt,endedAt,createdAt');
    expect(lines('live_session_events.csv')[0]).toBe('sessionId,sequence,type,by,participantId,body,at');
    expect(lines('group_staff.csv').slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual([`${clinicGroupId},${await selfUserId(examiner)}`]);
    for (const name of ['groups.csv', 'group_members.csv', 'group_staff.csv']) {
      expect(manifest.files[name]?.rows).toBe(1);
      expect(csvOf(entries, 'README.txt')).toContain(name);
    }
    // The FHIR R4 files (issue #22): NDJSON, one resource a line, of the clinic only.
    const ndjson = (name: string) => csvOf(entries, name).split('\n').filter((line) => line !== '').map((line) => JSON.parse(line) as { resourceType: string; id: string; subject?: { identifier?: { value: string } } });
    const patients = ndjson('fhir/Patient.ndjson');
    expect(patients.every((resource) => resource.resourceType === 'Patient')).toBe(true);
    expect(patients.map((resource) => resource.id)).toContain(`e${clinicExaminee.id}`);
    const fhirResponses = ndjson('fhir/QuestionnaireResponse.ndjson');
    expect(fhirResponses.filter((resource) => resource.subject?.identifier?.value === clinicExaminee.examineeId).length).toBeGreaterThanOrEqual(1);
    expect(ndjson('fhir/Observation.ndjson').some((resource) => resource.resourceType === 'Observation')).toBe(true);
    // The PHQ-9 total carries the LOINC code of its product data.
    expect(csvOf(entries, 'fhir/Observation.ndjson')).toContain('"code":{"coding":[{"system":"http://loinc.org","code":"44261-6"}]');
    expect(ndjson('fhir/Questionnaire.ndjson').map((resource) => resource.id)).toContain('phq9');
    for (const name of ['fhir/Patient.ndjson', 'fhir/Questionnaire.ndjson', 'fhir/QuestionnaireResponse.ndjson', 'fhir/Observation.ndjson']) {
      expect(csvOf(entries, name)).not.toContain('Otherpracticeperson');
      expect(manifest.files[name]?.rows).toBe(ndjson(name).length);
      expect(csvOf(entries, 'README.txt')).toContain(name);
    }
  });

  it('audits each step with the stated reason', async () => {
    const entered = await test.db.select().from(auditLog).where(and(eq(auditLog.accountId, clinicId), eq(auditLog.reason, REASON)));
    expect(entered.map((row) => row.action)).toContain('staff.enterAccount');
    const created = await test.db.select().from(auditLog).where(and(eq(auditLog.action, 'dataRetention.createExport'), eq(auditLog.entityId, String(exportId))));
    expect(created).toMatchObject([{ reason: REASON, outcome: 'ok' }]);
    const download = await test.db.select().from(auditLog).where(and(eq(auditLog.action, 'dataRetention.downloadExport'), eq(auditLog.entityId, String(exportId))));
    expect(download.length).toBeGreaterThan(0);
  });

  it('answers another account’s export like a missing one, and refuses a short reason and customers', async () => {
    const othersExport = await retention('POST', exportsOf(otherPracticeId), { reason: REASON });
    const othersId = othersExport.json<AccountExport>().id;
    const othersReady = await settledForStaff(otherPracticeId, othersId);
    expect(othersReady.status).toBe('ready');
    expect((await retention('GET', `${exportsOf(clinicId)}?${q()}`)).json<AccountExport[]>().map((row) => row.id)).not.toContain(othersId);
    const foreign = await retention('GET', `${exportsOf(clinicId)}/${othersId}/file?${q()}`);
    const missing = await retention('GET', `${exportsOf(clinicId)}/2000000000/file?${q()}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ code: string }>().code).toBe(missing.json<{ code: string }>().code);
    // The other practice's own ZIP has its examinee and none of the clinic's.
    const entries = unzipSync(new Uint8Array((await retention('GET', `${exportsOf(otherPracticeId)}/${othersId}/file?${q()}`)).rawPayload));
    expect(csvOf(entries, 'examinees.csv')).toContain('Otherpracticeperson');
    expect(csvOf(entries, 'examinees.csv')).not.toContain('Clinicperson');
    expect((await retention('POST', exportsOf(clinicId), { reason: 'short' })).statusCode).toBe(400);
    expect((await admin('GET', `${exportsOf(clinicId)}?${q()}`)).statusCode).toBe(403);
    expect((await retention('GET', `${exportsOf(2_000_000_000)}?${q()}`)).statusCode).toBe(404);
  });
  it('no longer answers the staff’s download once the export has expired', async () => {
    await test.db.update(accountExports).set({ expiresAt: new Date(test.clock.now().getTime() - 1000) }).where(eq(accountExports.id, exportId));
    const expired = await retention('GET', `${exportsOf(clinicId)}/${exportId}/file?${q()}`);
    expect(expired.statusCode).toBe(410);
    expect((await retention('GET', `${exportsOf(clinicId)}?${q()}`)).json<AccountExport[]>().find((row) => row.id === exportId)).toMatchObject({ status: 'ready', downloadable: false });
  });
});

describe('the administrator’s access request and its single-use link', () => {
  const seen = new Set<string>();

  it('mails a link that downloads the ZIP once, then refuses it like a wrong token', async () => {
    const created = await admin('POST', '/account-management/exports');
    expect(created.statusCode).toBe(201);
    const requested = created.json<AccountExport>();
    expect(requested).toMatchObject({ kind: 'accessRequest', status: 'pending' });
    const ready = await settledExport(admin, requested.id);
    expect(ready).toMatchObject({ status: 'ready', mailed: true });
    const token = await mailedToken('Subject: Your Q-global data export is ready', 'admin@', seen);
    // Only the token's hash is stored, and the stored message keeps {link}, not the token.
    const [stored] = await test.db.select({ tokenHash: accountExports.tokenHash }).from(accountExports).where(eq(accountExports.id, requested.id));
    expect(stored?.tokenHash).not.toBe(token);

    const page = await test.app.inject({ method: 'GET', url: DOWNLOAD_PAGE });
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const nonce = /nonce="([^"]+)"/.exec(page.body)?.[1];
    expect(page.headers['content-security-policy']).toContain(`'nonce-${nonce ?? 'missing'}'`);

    const wrong = await postToken(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
    const first = await postToken(token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('application/zip');
    expect(first.headers['content-disposition']).toContain('attachment');
    expect(Object.keys(unzipSync(new Uint8Array(first.rawPayload)))).toContain('examinees.csv');
    const again = await postToken(token);
    expect(again.statusCode).toBe(404);
    expect(wrong.statusCode).toBe(404);
    expect(again.body).toBe(wrong.body);
    const audit = await test.db.select().from(auditLog).where(and(eq(auditLog.action, 'accountExport.linkDownload'), eq(auditLog.entityId, String(requested.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ accountId: clinicId, userId: null });
    expect((await admin('GET', '/account-management/exports')).json<AccountExport[]>().find((row) => row.id === requested.id)?.downloadedAt).not.toBeNull();
  });

  it('refuses the request to an examiner and shows only the account’s own exports', async () => {
    expect((await examiner('POST', '/account-management/exports')).statusCode).toBe(403);
    const own = (await admin('GET', '/account-management/exports')).json<AccountExport[]>();
    const others = (await retention('GET', `${exportsOf(otherPracticeId)}?${q()}`)).json<AccountExport[]>();
    expect(own.map((row) => row.id)).not.toEqual(expect.arrayContaining(others.map((row) => row.id)));
  });

  it('refuses the link after its expiry (24 hours by default)', async () => {
    const requested = (await admin('POST', '/account-management/exports')).json<AccountExport>();
    const ready = await settledExport(admin, requested.id);
    expect(ready.expiresAt && ready.readyAt ? new Date(ready.expiresAt).getTime() - new Date(ready.readyAt).getTime() : 0).toBe(24 * 3_600_000);
    const token = await mailedToken('Subject: Your Q-global data export is ready', 'admin@', seen);
    test.clock.advanceMinutes(24 * 60 + 1);
    const expired = await postToken(token);
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toContain('This download link does not work');
    // Sessions have ended with the clock's move: the stored row says the link was never used.
    const [row] = await test.db.select({ downloadedAt: accountExports.downloadedAt }).from(accountExports).where(eq(accountExports.id, requested.id));
    expect(row?.downloadedAt).toBeNull();
  });
});
