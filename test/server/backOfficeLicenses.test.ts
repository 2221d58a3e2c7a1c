/**
 * The back office's feature licenses through the API (issue #17): staff find, create, change,
 * suspend, resume and end the licenses of customer accounts, each step audited with their reason;
 * a change takes effect at once for the account's charges, is in the license's history and the
 * account's usage ledger, and tells its administrators; suspending never touches reports already
 * paid for; customers never reach these calls, and another account's license is a missing one.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FeatureLicense, UsageLedgerEntry } from '../../src/contract/reportTypes';
import type { CustomerAccount, StaffLicenseDetail, StaffLicensePage } from '../../src/contract/services/backOffice';
import type { Page } from '../../src/contract/types';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import { enterAccountScope } from '../../src/server/db/accountScope';
import { auditLog, featureLicenseEvents, featureLicenses, notifications, reports, usageLedger } from '../../src/server/db/schema';
import { examineeBody, phq9Responses } from './support/fixtures';
import { demoClinicId } from './support/permissionMatrixAccounts';
import { apiAs, selfUserId, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let staff: Api;
let admin: Api;
let examiner: Api;
let other: Api;
let clinicId: number;
let otherPracticeId: number;
let examinerId: number;

const REASON = 'Order 2026-118: the clinic bought 50 more usages.';
const q = (reason = REASON) => `reason=${encodeURIComponent(reason)}`;
const licensesOf = (accountId: number) => `/back-office/accounts/${accountId}/feature-licenses`;

const newUsageLicense = (overrides: Record<string, unknown> = {}) => ({
  type: 'usage',
  name: 'PHQ-9 score reports, 2 usages',
  productId: 'phq9',
  reportType: 'score',
  usagesGranted: 2,
  validFrom: '2020-01-01',
  validUntil: null,
  options: { seats: 3, billingCycle: 'yearly' },
  reason: REASON,
  ...overrides,
});

beforeAll(async () => {
  test = await createTestApp();
  clinicId = await demoClinicId(test.db);
  staff = apiAs(test.app, await signIn(test.app, 'backoffice'));
  admin = apiAs(test.app, await signIn(test.app, 'admin'));
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  other = apiAs(test.app, await signIn(test.app, 'other'));
  examinerId = await selfUserId(examiner);
  otherPracticeId = (await other('POST', '/assessment-facade/examinees', examineeBody())).json<{ accountId: number }>().accountId;
});
afterAll(async () => {
  await test?.close();
});

/** Makes every license of the clinic pay for nothing (they expired long ago), so a test's own license is the only one. */
async function expireClinicLicenses(): Promise<void> {
  await test.db.update(featureLicenses).set({ validFrom: '2000-01-01', validUntil: '2000-01-01' }).where(eq(featureLicenses.accountId, clinicId));
}

async function scoredAssessment(): Promise<Assessment> {
  const examinee = (await examiner('POST', '/assessment-facade/examinees', examineeBody())).json<Examinee>();
  const created = (await examiner('POST', '/assessment-facade/assessments', { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId })).json<Assessment>();
  const saved = await examiner('PUT', `/assessment-facade/assessments/${created.id}`, {
    version: created.version,
    responses: phq9Responses([1, 2, 1, 2, 1, 2, 1, 0, 1], 2),
    administrationDate: '2024-05-06',
    examinerId,
    status: 'scored',
  });
  return saved.json<Assessment>();
}

const generate = (assessmentId: number) => examiner('POST', `/assessment-facade/assessments/${assessmentId}/reports`, { reportType: 'score' });

async function create(body = newUsageLicense()): Promise<StaffLicenseDetail> {
  const created = await staff('POST', licensesOf(clinicId), body);
  expect(created.statusCode).toBe(201);
  return created.json<StaffLicenseDetail>();
}

describe('finding licenses', () => {
  it('searches every customer account’s licenses by account, type and status, with the reason audited', async () => {
    const found = await staff('GET', `/back-office/feature-licenses?account=clinic&type=groupUsage&${q()}`);
    expect(found.statusCode).toBe(200);
    const page = found.json<StaffLicensePage>();
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((license) => license.accountId === clinicId && license.type === 'groupUsage' && license.reportType === null)).toBe(true);
    const byId = (await staff('GET', `/back-office/feature-licenses?account=${clinicId}&status=active&${q()}`)).json<StaffLicensePage>();
    expect(byId.items.map((license) => license.accountName)).toContain('Demo Clinic');
    const [audited] = await test.db
      .select({ reason: auditLog.reason })
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.enterAllAccounts'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(audited?.reason).toBe(REASON);
  });

  it('refuses a search without a reason a reviewer could check', async () => {
    const refused = await staff('GET', '/back-office/feature-licenses?reason=why');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'validation', errors: [{ field: 'reason' }] });
  });

  it('finds customer accounts by name, never the operator’s own', async () => {
    const accounts = (await staff('GET', `/back-office/customer-accounts?search=&${q()}`)).json<CustomerAccount[]>();
    expect(accounts.map((account) => account.name)).toEqual(expect.arrayContaining(['Demo Clinic', 'Other Practice']));
    expect(accounts.map((account) => account.name)).not.toContain('Q-global Operations (internal)');
  });

  it('answers the reference data of the form', async () => {
    expect((await staff('GET', '/back-office/feature-licenses/types')).json()).toEqual([
      { type: 'usage', grantsUsages: true, needsValidUntil: false, reportTypes: ['score', 'feedback', 'progress'] },
      { type: 'subscription', grantsUsages: false, needsValidUntil: true, reportTypes: ['score', 'feedback', 'progress'] },
      { type: 'groupUsage', grantsUsages: true, needsValidUntil: false, reportTypes: [] },
    ]);
    expect((await staff('GET', '/back-office/feature-licenses/statuses')).json()).toEqual([
      { status: 'active', actions: ['suspend', 'end'] },
      { status: 'suspended', actions: ['resume', 'end'] },
      { status: 'expired', actions: ['suspend', 'end'] },
      { status: 'ended', actions: [] },
    ]);
    expect((await staff('GET', '/back-office/feature-licenses/option-data-types')).json()).toEqual([
      { dataType: 'number', options: [{ key: 'seats', min: 1, max: 10000, domain: null }] },
      { dataType: 'date', options: [{ key: 'renewalDate', min: null, max: null, domain: null }] },
      {
        dataType: 'choice',
        options: [
          { key: 'billingCycle', min: null, max: null, domain: 'billingCycle' },
          { key: 'salesChannel', min: null, max: null, domain: 'salesChannel' },
        ],
      },
    ]);
    expect((await staff('GET', '/back-office/feature-licenses/products')).json()).toContainEqual({ id: 'phq9', code: 'PHQ-9', name: expect.stringContaining('Patient Health Questionnaire') });
    expect((await staff('GET', '/back-office/domains/salesChannel/options')).json()).toEqual([{ value: 'direct' }, { value: 'distributor' }, { value: 'webStore' }]);
    expect((await staff('GET', '/back-office/domains/constructor/options')).statusCode).toBe(400);
  });
});

describe('changing a license', () => {
  it('creates a license that pays at once, with its history, a ledger row and the administrators told', async () => {
    await expireClinicLicenses();
    const license = await create();
    expect(license).toMatchObject({ type: 'usage', status: 'active', active: true, usagesGranted: 2, usagesRemaining: 2, options: { seats: 3, billingCycle: 'yearly' }, actions: ['suspend', 'end'] });
    expect(license.history).toEqual([expect.objectContaining({ kind: 'created', status: 'active', userName: 'Bob Backoffice', reason: REASON })]);
    expect((await generate((await scoredAssessment()).id)).statusCode).toBe(201);
    const told = await test.db.select({ title: notifications.title, link: notifications.link }).from(notifications).where(and(eq(notifications.accountId, clinicId), eq(notifications.kind, 'licenseChanged')));
    expect(told).toContainEqual({ title: 'A license was added to your account', link: '/licenses' });
  });

  it('adds usages at once: the account sees them under Licenses and in its ledger, with who and how many', async () => {
    await expireClinicLicenses();
    const license = await create(newUsageLicense({ usagesGranted: 1, validUntil: null }));
    await test.db.update(featureLicenses).set({ usagesUsed: 1 }).where(eq(featureLicenses.id, license.id));
    expect((await generate((await scoredAssessment()).id)).statusCode).toBe(402);

    const changed = await staff('PUT', `${licensesOf(clinicId)}/${license.id}`, { ...newUsageLicense({ usagesGranted: 51 }), type: undefined });
    expect(changed.statusCode).toBe(200);
    const detail = changed.json<StaffLicenseDetail>();
    expect(detail).toMatchObject({ usagesGranted: 51, usagesRemaining: 50 });
    expect(detail.history[0]).toMatchObject({ kind: 'changed', reason: REASON, changes: [{ field: 'usagesGranted', from: '1', to: '51' }] });

    expect((await generate((await scoredAssessment()).id)).statusCode).toBe(201);
    const seen = (await admin('GET', '/assessment-facade/licenses')).json<FeatureLicense[]>().find((row) => row.id === license.id);
    expect(seen).toMatchObject({ usagesGranted: 51, usagesUsed: 2, status: 'active' });
    const ledger = (await admin('GET', '/assessment-facade/licenses/usage?pageSize=50')).json<Page<UsageLedgerEntry>>();
    expect(ledger.items).toContainEqual(expect.objectContaining({ reason: 'licenseChange', usagesAdded: 50, licenseId: license.id, userName: 'Bob Backoffice', productCode: 'PHQ-9' }));
  });

  it('refuses broken terms with the rule’s message, and fewer usages than are used', async () => {
    const license = await create();
    await test.db.update(featureLicenses).set({ usagesUsed: 2 }).where(eq(featureLicenses.id, license.id));
    const fewer = await staff('PUT', `${licensesOf(clinicId)}/${license.id}`, { ...newUsageLicense({ usagesGranted: 1 }), type: undefined });
    expect(fewer.statusCode).toBe(400);
    expect(fewer.json()).toMatchObject({ code: 'validation', errors: [{ field: 'usagesGranted', message: 'Grant at least the 2 usages already used.' }] });
    const subscription = await staff('POST', licensesOf(clinicId), newUsageLicense({ type: 'subscription', usagesGranted: null, validUntil: null }));
    expect(subscription.json()).toMatchObject({ status: 400, errors: [{ field: 'validUntil', message: 'Enter the last day of the subscription.' }] });
    const option = await staff('POST', licensesOf(clinicId), newUsageLicense({ options: { billingCycle: 'weekly' } }));
    expect(option.json()).toMatchObject({ status: 400, errors: [{ field: 'options.billingCycle' }] });
    const product = await staff('POST', licensesOf(clinicId), newUsageLicense({ productId: 'nope' }));
    expect(product.json()).toMatchObject({ status: 400, errors: [{ field: 'productId' }] });
  });

  it('suspends without touching reports already paid for, resumes, and ends for good', async () => {
    await expireClinicLicenses();
    const license = await create(newUsageLicense({ usagesGranted: 5 }));
    const paid = await scoredAssessment();
    const report = await generate(paid.id);
    expect(report.statusCode).toBe(201);
    const before = await test.db.select().from(reports).where(eq(reports.assessmentId, paid.id));
    const ledgerBefore = await test.db.select().from(usageLedger).where(eq(usageLedger.assessmentId, paid.id));

    const status = (action: string) => staff('POST', `${licensesOf(clinicId)}/${license.id}/status`, { action, reason: REASON });
    const suspended = await status('suspend');
    expect(suspended.json()).toMatchObject({ status: 'suspended', active: false, actions: ['resume', 'end'] });
    expect((await generate((await scoredAssessment()).id)).statusCode).toBe(402);
    expect(await test.db.select().from(reports).where(eq(reports.assessmentId, paid.id))).toEqual(before);
    expect(await test.db.select().from(usageLedger).where(eq(usageLedger.assessmentId, paid.id))).toEqual(ledgerBefore);
    expect((await examiner('GET', `/assessment-facade/reports?assessmentId=${paid.id}`)).json()).toHaveLength(1);
    expect((await admin('GET', '/assessment-facade/licenses')).json<FeatureLicense[]>().find((row) => row.id === license.id)).toMatchObject({ status: 'suspended', active: false });

    expect((await status('suspend')).json()).toMatchObject({ status: 409, detail: 'This license is already suspended.' });
    expect((await status('resume')).json()).toMatchObject({ status: 'active', active: true });
    const ended = (await status('end')).json<StaffLicenseDetail>();
    expect(ended).toMatchObject({ status: 'ended', actions: [] });
    expect(ended.history.map((event) => event.kind)).toEqual(['ended', 'resumed', 'suspended', 'created']);
    expect((await status('resume')).json()).toMatchObject({ status: 409, detail: 'This license has ended; nothing about it can change.' });
    const change = await staff('PUT', `${licensesOf(clinicId)}/${license.id}`, { ...newUsageLicense({ usagesGranted: 9 }), type: undefined });
    expect(change.statusCode).toBe(409);
  });
});

describe('the cross-account scope', () => {
  it('audits each change under the account, with the staff member’s reason', async () => {
    const license = await create();
    const audited = await test.db
      .select({ action: auditLog.action, accountId: auditLog.accountId, reason: auditLog.reason })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.enterAccount'), eq(auditLog.accountId, clinicId)))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(audited).toEqual([{ action: 'staff.enterAccount', accountId: clinicId, reason: REASON }]);
    expect((await staff('GET', `${licensesOf(clinicId)}/${license.id}?${q()}`)).json()).toMatchObject({ id: license.id, accountName: 'Demo Clinic' });
  });

  it('answers a license named under another account as missing, and changes nothing', async () => {
    const license = await create();
    const elsewhere = await staff('GET', `${licensesOf(otherPracticeId)}/${license.id}?${q()}`);
    const nowhere = await staff('GET', `${licensesOf(otherPracticeId)}/2000000000?${q()}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ code: 'notFound', detail: nowhere.json<{ detail: string }>().detail });
    const changed = await staff('POST', `${licensesOf(otherPracticeId)}/${license.id}/status`, { action: 'end', reason: REASON });
    expect(changed.statusCode).toBe(404);
    expect((await staff('GET', `${licensesOf(clinicId)}/${license.id}?${q()}`)).json()).toMatchObject({ status: 'active' });
    expect((await staff('POST', licensesOf(2_000_000_000), newUsageLicense())).statusCode).toBe(404);
    // Beyond PostgreSQL's integer: bad input, not a failure of the server.
    expect((await staff('GET', `${licensesOf(3_000_000_000)}/1?${q()}`)).json()).toMatchObject({ status: 400, errors: [{ field: 'accountId' }] });
  });

  it('keeps each account’s license history to itself under row-level security', async () => {
    const own = await create();
    const elsewhere = await staff('POST', licensesOf(otherPracticeId), newUsageLicense({ name: 'Other Practice reports, 2 usages' }));
    expect(elsewhere.statusCode).toBe(201);
    const seen = await test.db.transaction(async (tx) => {
      await enterAccountScope(tx, clinicId);
      const rows = await tx.execute(sql`SELECT DISTINCT account_id FROM feature_license_events`);
      return (rows as unknown as { rows: { account_id: number }[] }).rows.map((row) => row.account_id);
    });
    expect(seen).toEqual([clinicId]);
    const history = await test.db.select({ licenseId: featureLicenseEvents.licenseId }).from(featureLicenseEvents).where(eq(featureLicenseEvents.licenseId, own.id));
    expect(history).toHaveLength(1);
    await expect(test.db.execute(sql`UPDATE feature_license_events SET reason = 'changed' WHERE license_id = ${own.id}`)).rejects.toBeDefined();
  });

  it('refuses every back-office call to customers, administrators included', async () => {
    for (const api of [admin, examiner, other]) {
      expect((await api('GET', `/back-office/feature-licenses?${q()}`)).statusCode).toBe(403);
      expect((await api('POST', licensesOf(clinicId), newUsageLicense())).statusCode).toBe(403);
    }
  });
});
