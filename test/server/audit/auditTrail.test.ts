/**
 * Issue #16: the account administrator's audit view (account.auditLog, account.exportAuditLog and
 * the legacy page under Manage accounts): only the caller's account's rows, who saw which
 * examinee's data, internal staff's entries with their reason, filters, a CSV file whose
 * formula-like cells are escaped, a 403 (audited) for a user without the permission; reading the
 * audit is audited. And the audit log is append-only: UPDATE, DELETE and TRUNCATE fail, for the
 * owner and for the application's role, on PGlite and on PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm';
import { SESSION_COOKIE } from '../../../src/contract/cookies';
import type { AuditTrailPage } from '../../../src/contract/services/auditTrail';
import type { Examinee } from '../../../src/domain/examinee';
import { recordAudit } from '../../../src/server/audit/auditLog';
import { enterAccountScope } from '../../../src/server/db/accountScope';
import { auditLog } from '../../../src/server/db/schema';
import { examineeBody } from '../support/fixtures';
import { createClosingAccount, demoClinicId } from '../support/permissionMatrixAccounts';
import { apiAs, signIn, type TestSession } from '../support/session';
import { createTestApp, type TestApp } from '../support/testApp';

jest.setTimeout(120_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let adminSession: TestSession;
let admin: Api;
let examiner: Api;
let teacher: Api;
let clinicId: number;
let formulaExaminee: Examinee;
const FACADE = '/assessment-facade';
const PAGE = '/legacy/manage-accounts/audit-log';

beforeAll(async () => {
  test = await createTestApp();
  clinicId = await demoClinicId(test.db);
  adminSession = await signIn(test.app, 'admin');
  admin = apiAs(test.app, adminSession);
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  teacher = apiAs(test.app, await signIn(test.app, 'teacher'));
  // A name a spreadsheet would run as a formula.
  formulaExaminee = (await examiner('POST', `${FACADE}/examinees`, examineeBody({ firstName: 'Robin', lastName: '=HYPERLINK("http://evil.example")' }))).json<Examinee>();
  expect(formulaExaminee.id).toBeGreaterThan(0);
  await examiner('GET', `${FACADE}/examinees/${formulaExaminee.id}`);
  await recordAudit(
    test.db,
    { userId: null, accountId: clinicId, ip: '198.51.100.7' },
    { action: 'staff.enterAccount', entity: 'account', entityId: clinicId, reason: '@SUM(1+1) -2 support ticket 4711', requestId: 'req-staff-1' },
    new Date(),
  );
});
afterAll(async () => {
  await test.close();
});

describe('account.auditLog', () => {
  it("shows the account's rows: who saw which examinee's data, and internal staff's entries with their reason", async () => {
    const answer = await admin('GET', `/account/audit-log?examineeRecordId=${formulaExaminee.id}&pageSize=100`);
    expect(answer.statusCode).toBe(200);
    const page = answer.json<AuditTrailPage>();
    const read = page.items.find((item) => item.action === 'assessment.getExaminee');
    expect(read).toMatchObject({ userName: 'Dr. Emma Examiner', examineeRecordId: formulaExaminee.id, result: 'allowed', actionLabel: 'Viewed: examinee', entity: 'examinee' });
    expect(read?.examineeName).toContain('=HYPERLINK');
    expect(page.items.every((item) => item.examineeRecordId === formulaExaminee.id)).toBe(true);

    const staff = (await admin('GET', '/account/audit-log?actionClass=staff')).json<AuditTrailPage>();
    expect(staff.items).toEqual([expect.objectContaining({ action: 'staff.enterAccount', reason: '@SUM(1+1) -2 support ticket 4711', actionLabel: 'Internal staff entered the account' })]);
  });

  it('filters by outcome class and dates, and audits the reading itself', async () => {
    await teacher('GET', `${FACADE}/licenses`);
    const denied = await admin('GET', '/account/audit-log?result=denied');
    const page = denied.json<AuditTrailPage>();
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((item) => item.result === 'denied')).toBe(true);
    expect(page.items.some((item) => item.action === 'assessment.licenses' && item.outcome === 'forbidden')).toBe(true);
    expect((await admin('GET', '/account/audit-log?from=2001-01-01&to=2001-01-31')).json<AuditTrailPage>().total).toBe(0);
    expect((await admin('GET', '/account/audit-log?from=2026-02-30')).statusCode).toBe(400);
    const rows = await test.db.select().from(auditLog).where(eq(auditLog.requestId, String(denied.headers['request-id'])));
    expect(rows).toEqual([expect.objectContaining({ action: 'account.auditLog', entity: 'auditLog', result: 'allowed' })]);
  });

  it("lists only the caller's account", async () => {
    const closer = await createClosingAccount(test.db);
    const other = apiAs(test.app, await signIn(test.app, closer.userName, closer.password));
    const page = (await other('GET', '/account/audit-log?pageSize=100')).json<AuditTrailPage>();
    expect(page.items.length).toBeGreaterThan(0);
    const ids = page.items.map((item) => item.id);
    const accounts = await test.db.select({ accountId: auditLog.accountId }).from(auditLog).where(sql`${auditLog.id} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
    expect(new Set(accounts.map((row) => row.accountId))).toEqual(new Set([closer.accountId]));
    const csv = (await other('GET', '/account/audit-log/export.csv')).body;
    expect(csv).not.toContain('HYPERLINK');
  });

  it('refuses a user without the permission (403), and audits the refusal', async () => {
    const refused = await teacher('GET', '/account/audit-log');
    expect(refused.statusCode).toBe(403);
    const rows = await test.db.select().from(auditLog).where(eq(auditLog.requestId, String(refused.headers['request-id'])));
    expect(rows).toEqual([expect.objectContaining({ action: 'account.auditLog', outcome: 'forbidden', result: 'denied' })]);
    expect((await teacher('GET', '/account/audit-log/export.csv')).statusCode).toBe(403);
  });
});

describe('account.exportAuditLog', () => {
  it('answers CSV with formula-like cells escaped', async () => {
    const file = await admin('GET', '/account/audit-log/export.csv');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toContain('attachment');
    const lines = file.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('When (UTC),Who,What,Operation,Record,Examinee,From (address),Outcome,Detail,Reason,Request id');
    // The examinee's name and the staff member's reason start with = and @: each is prefixed with '.
    expect(file.body).toContain(`"'=HYPERLINK(""http://evil.example""), Robin`);
    expect(file.body).toContain("'@SUM(1+1) -2 support ticket 4711");
    expect(file.body).not.toMatch(/(^|,)"?[=+\-@]/m);
  });
});

describe('the audit log page under Manage accounts', () => {
  const open = (session: TestSession, url: string) => test.app.inject({ method: 'GET', url, cookies: { [SESSION_COOKIE]: session.sessionCookie } });

  it('shows the filters, the rows and the export link, without script, and exports with the same filters', async () => {
    const page = await open(adminSession, `${PAGE}?result=allowed`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Audit log</h1>');
    expect(page.body).toContain('Viewed: examinee');
    expect(page.body).not.toContain('<script');
    const link = /href="([^"]*export\.csv[^"]*)"/.exec(page.body)?.[1]?.replace(/&amp;/g, '&');
    expect(link).toBe(`${PAGE}/export.csv?result=allowed`);
    const file = await open(adminSession, link as string);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.body).toContain('Allowed');
    expect(file.body).not.toContain(',Denied,');
    const manage = await open(adminSession, '/legacy/manage-accounts');
    expect(manage.body).toContain(`href="${PAGE}"`);
  });

  it("speaks the user's language", async () => {
    await admin('PUT', '/account/users/self/preferences', { language: { languageCode: 'de' } });
    try {
      const page = await open(adminSession, PAGE);
      expect(page.body).toContain('Audit-Protokoll');
      expect(page.body).toContain('Als CSV exportieren');
    } finally {
      await admin('PUT', '/account/users/self/preferences', { language: { languageCode: 'en' } });
    }
  });

  it('refuses a user without the permission with the 403 page, audited', async () => {
    const teacherSession = await signIn(test.app, 'teacher');
    const refused = await open(teacherSession, PAGE);
    expect(refused.statusCode).toBe(403);
    const rows = await test.db.select().from(auditLog).where(eq(auditLog.requestId, String(refused.headers['request-id'])));
    expect(rows).toEqual([expect.objectContaining({ action: 'account.auditLog', outcome: 'forbidden', result: 'denied' })]);
  });
});

describe('the audit log is append-only', () => {
  const refused = async (statement: ReturnType<typeof sql>, asApp: boolean): Promise<string> => {
    try {
      await test.db.transaction(async (tx) => {
        if (asApp) await enterAccountScope(tx, clinicId);
        await tx.execute(statement);
      });
    } catch (error) {
      return String((error as Error).message);
    }
    return 'not refused';
  };

  it.each([
    ['UPDATE', sql`UPDATE audit_log SET outcome = 'ok'`],
    ['DELETE', sql`DELETE FROM audit_log`],
    ['TRUNCATE', sql`TRUNCATE audit_log`],
  ])('refuses %s, for the owner and for the application role', async (_name, statement) => {
    const before = await test.db.$count(auditLog);
    expect(await refused(statement, false)).not.toBe('not refused');
    expect(await refused(statement, true)).not.toBe('not refused');
    expect(await test.db.$count(auditLog)).toBe(before);
  });
});
