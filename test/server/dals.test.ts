/**
 * DALS: the dormant-account status (accountManagement.getDalsStatus) and keeping an account
 * (accountManagement.keepAccount).
 */
import { eq } from 'drizzle-orm';
import { addDays } from '../../src/domain/dals';
import { DEFAULT_RETENTION_POLICY } from '../../src/domain/retention/retentionPolicy';
import { accounts, auditLog, retentionNotices } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from './support/testApp';
import { apiAs, headersOf, signIn } from './support/session';

jest.setTimeout(60_000);

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

const STATUS = '/account-management/dals-status';
const KEEP = '/account-management/dals-status/keep';

describe('accountManagement.getDalsStatus', () => {
  it('answers an active account with the flag down and no deletion date', async () => {
    const response = await apiAs(test.app, await signIn(test.app, 'examiner'))('GET', STATUS);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ dllAccount: false, deletionDate: null });
  });

  it('seeds the dormant demo account as the daily job would have left it: dormant since, its date, its start notice', async () => {
    const [other] = await test.db.select().from(accounts).where(eq(accounts.name, 'Other Practice'));
    const today = new Date().toISOString().slice(0, 10);
    expect(other).toMatchObject({ dllAccount: true, dllDeletionDate: addDays(today, DEFAULT_RETENTION_POLICY.dormantGraceDays), dormantSince: new Date(`${today}T00:00:00Z`) });
    const notices = await test.db.select().from(retentionNotices).where(eq(retentionNotices.accountId, other?.id ?? 0));
    expect(notices.map(({ kind, deletionDate }) => ({ kind, deletionDate }))).toEqual([{ kind: 'dormantStart', deletionDate: other?.dllDeletionDate }]);
  });

  it('answers the dormant demo account with its deletion date, a grace period after seeding', async () => {
    const response = await apiAs(test.app, await signIn(test.app, 'other'))('GET', STATUS);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.json()).toEqual({ dllAccount: true, deletionDate: addDays(today, DEFAULT_RETENTION_POLICY.dormantGraceDays) });
  });
});

describe('accountManagement.keepAccount', () => {
  it('refuses internal staff', async () => {
    const response = await apiAs(test.app, await signIn(test.app, 'backoffice'))('POST', KEEP);
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it("takes only the caller's account out of the lifecycle, and audits it", async () => {
    const other = apiAs(test.app, await signIn(test.app, 'other'));
    const kept = await other('POST', KEEP);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({ dllAccount: false, deletionDate: null });
    expect((await other('GET', STATUS)).json()).toEqual({ dllAccount: false, deletionDate: null });
    const audit = await test.db.select().from(auditLog).where(eq(auditLog.action, 'accountManagement.keepAccount'));
    // The refusal of internal staff is on record as one.
    expect(audit.map((row) => row.outcome).sort()).toEqual(['forbidden', 'ok']);
    expect((await apiAs(test.app, await signIn(test.app, 'examiner'))('GET', STATUS)).json()).toEqual({ dllAccount: false, deletionDate: null });
  });

  it('needs the CSRF header like every other write', async () => {
    const session = await signIn(test.app, 'other');
    const response = await test.app.inject({ method: 'POST', url: `/qg-services${KEEP}`, headers: headersOf(session, { csrf: false }) });
    expect(response.statusCode).toBe(403);
  });
});
