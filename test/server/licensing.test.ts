/**
 * License consumption through the API: one usage per charged report drawn in the transaction
 * that stores it, free regenerations and corrections, subscriptions, exhaustion, the usage ledger
 * and who may see what. Each test replaces the demo clinic's licenses with its own.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FeatureLicense, LicenseCheck, ReportSummary, UsageLedgerEntry } from '../../src/contract/reportTypes';
import type { Page } from '../../src/contract/types';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import { CORRECTION_WINDOW_MS, licenseDay } from '../../src/domain/licensing';
import { DEMO_ACCOUNT_NAME } from '../../src/server/db/seed';
import { accounts, featureLicenses, reports, usageLedger } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from './support/testApp';
import { examineeBody, phq9Responses } from './support/fixtures';
import { apiAs, selfUserId, signIn } from './support/session';

jest.setTimeout(120_000);

type Api = ReturnType<typeof apiAs>;
type LicenseRow = typeof featureLicenses.$inferInsert;
let test: TestApp;
let examiner: Api;
let admin: Api;
let examinerId: number;
let clinicId: number;

const ASSESSMENTS = '/assessment-facade/assessments';
const ITEMS = [1, 2, 1, 2, 1, 2, 1, 0, 1];

async function signInAll(): Promise<void> {
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  admin = apiAs(test.app, await signIn(test.app, 'admin'));
}

beforeAll(async () => {
  test = await createTestApp();
  await signInAll();
  examinerId = await selfUserId(examiner);
  const [clinic] = await test.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, DEMO_ACCOUNT_NAME));
  if (!clinic) throw new Error('The demo clinic is missing.');
  clinicId = clinic.id;
});
afterAll(async () => {
  await test.close();
});

const today = () => licenseDay(test.clock.now());

/** Ends every license of the clinic (they expired long ago) and adds `rows`; answers their ids. */
async function onlyLicenses(rows: Omit<LicenseRow, 'accountId'>[]): Promise<number[]> {
  await test.db.update(featureLicenses).set({ validFrom: '2000-01-01', validUntil: '2000-01-01' }).where(eq(featureLicenses.accountId, clinicId));
  const inserted = await test.db
    .insert(featureLicenses)
    .values(rows.map((row) => ({ ...row, accountId: clinicId })))
    .returning({ id: featureLicenses.id });
  return inserted.map((row) => row.id);
}

const usageLicense = (usagesGranted: number, usagesUsed = 0): Omit<LicenseRow, 'accountId'> => ({
  name: `PHQ-9 reports, ${usagesGranted} usages`,
  kind: 'usage',
  productId: 'phq9',
  reportType: 'score',
  usagesGranted,
  usagesUsed,
  validFrom: '2020-01-01',
  validUntil: null,
});

async function usagesUsed(licenseId: number): Promise<number> {
  const [row] = await test.db.select({ used: featureLicenses.usagesUsed }).from(featureLicenses).where(eq(featureLicenses.id, licenseId));
  return row?.used ?? -1;
}

const save = (assessment: Assessment, values: readonly number[]) =>
  examiner('PUT', `${ASSESSMENTS}/${assessment.id}`, {
    version: assessment.version,
    responses: phq9Responses(values, 2),
    administrationDate: '2024-05-06',
    examinerId,
    status: 'scored',
  });

async function scoredAssessment(): Promise<Assessment> {
  const examinee = (await examiner('POST', '/assessment-facade/examinees', examineeBody())).json<Examinee>();
  const created = (await examiner('POST', ASSESSMENTS, { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId })).json<Assessment>();
  const saved = await save(created, ITEMS);
  expect(saved.statusCode).toBe(200);
  return saved.json<Assessment>();
}

const generate = (assessmentId: number) => examiner('POST', `${ASSESSMENTS}/${assessmentId}/reports`, { reportType: 'score' });

async function reportsOf(assessmentIds: number[]) {
  return test.db.select({ id: reports.id, charge: reports.charge }).from(reports).where(inArray(reports.assessmentId, assessmentIds));
}

async function ledgerOf(assessmentId: number) {
  return test.db.select().from(usageLedger).where(and(eq(usageLedger.accountId, clinicId), eq(usageLedger.assessmentId, assessmentId))).orderBy(usageLedger.id);
}

describe('license consumption', () => {
  it('lets exactly one of two concurrent generations take the last usage', async () => {
    const [licenseId] = await onlyLicenses([usageLicense(1)]);
    const first = await scoredAssessment();
    const second = await scoredAssessment();
    const answers = await Promise.all([generate(first.id), generate(second.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 402]);
    expect(answers.find((answer) => answer.statusCode === 402)?.json()).toMatchObject({ code: 'licenseExhausted' });
    expect(await reportsOf([first.id, second.id])).toHaveLength(1);
    expect(await usagesUsed(licenseId ?? 0)).toBe(1);
    const ledger = [...(await ledgerOf(first.id)), ...(await ledgerOf(second.id))];
    expect(ledger).toEqual([expect.objectContaining({ reason: 'usage', usagesCharged: 1, licenseId })]);
  });

  it('answers 402 with nothing stored when no usage is left', async () => {
    const [licenseId] = await onlyLicenses([usageLicense(2, 2)]);
    const assessment = await scoredAssessment();
    const answer = await generate(assessment.id);
    expect(answer.statusCode).toBe(402);
    expect(answer.json()).toMatchObject({ code: 'licenseExhausted', status: 402 });
    expect(await reportsOf([assessment.id])).toEqual([]);
    expect(await ledgerOf(assessment.id)).toEqual([]);
    expect(await usagesUsed(licenseId ?? 0)).toBe(2);
    expect((await examiner('GET', `/assessment-facade/reports?assessmentId=${assessment.id}`)).json()).toEqual([]);
  });

  it('covers nothing with an expired subscription, and charges an active one without consuming usages', async () => {
    const yesterday = licenseDay(new Date(test.clock.now().getTime() - 24 * 3600_000));
    const [, usageId] = await onlyLicenses([{ name: 'Expired', kind: 'subscription', productId: 'phq9', reportType: null, usagesGranted: null, validFrom: '2020-01-01', validUntil: yesterday }, usageLicense(0)]);
    const assessment = await scoredAssessment();
    expect((await generate(assessment.id)).statusCode).toBe(402);

    const [subscriptionId] = await test.db
      .insert(featureLicenses)
      .values({ accountId: clinicId, name: 'PHQ-9 subscription', kind: 'subscription', productId: 'phq9', reportType: null, usagesGranted: null, validFrom: today(), validUntil: today() })
      .returning({ id: featureLicenses.id });
    await test.db.update(featureLicenses).set({ usagesGranted: 5 }).where(eq(featureLicenses.id, usageId ?? 0));
    const answer = await generate(assessment.id);
    expect(answer.statusCode).toBe(201);
    expect(answer.json<ReportSummary>().charge).toBe('subscription');
    expect(await usagesUsed(usageId ?? 0)).toBe(0);
    expect(await ledgerOf(assessment.id)).toEqual([expect.objectContaining({ reason: 'subscription', usagesCharged: 0, licenseId: subscriptionId?.id })]);
  });

  it('regenerates an unchanged assessment for free and says so in the ledger', async () => {
    const [licenseId] = await onlyLicenses([usageLicense(5)]);
    const assessment = await scoredAssessment();
    const first = (await generate(assessment.id)).json<ReportSummary>();
    const again = (await generate(assessment.id)).json<ReportSummary>();
    expect([first.charge, again.charge]).toEqual(['usage', 'regeneration']);
    expect(again.version).toBe(2);
    expect(await usagesUsed(licenseId ?? 0)).toBe(1);
    expect(await ledgerOf(assessment.id)).toEqual([
      expect.objectContaining({ reason: 'usage', usagesCharged: 1, licenseId, reportId: first.id, assessmentVersion: assessment.version }),
      expect.objectContaining({ reason: 'regeneration', usagesCharged: 0, licenseId: null, reportId: again.id, assessmentVersion: assessment.version }),
    ]);
    const history = (await examiner('GET', `/assessment-facade/reports?assessmentId=${assessment.id}`)).json<ReportSummary[]>();
    expect(history.map((report) => report.charge)).toEqual(['regeneration', 'usage']);
  });

  it('regenerates for free even when no license is left', async () => {
    const [licenseId] = await onlyLicenses([usageLicense(1)]);
    const assessment = await scoredAssessment();
    expect((await generate(assessment.id)).statusCode).toBe(201);
    const again = await generate(assessment.id);
    expect(again.statusCode).toBe(201);
    expect(again.json<ReportSummary>().charge).toBe('regeneration');
    expect(await usagesUsed(licenseId ?? 0)).toBe(1);
  });
});

describe('licenseCheck, licenses and the usage ledger', () => {
  it('says whether a report may be generated and from which license', async () => {
    const [first, second] = await onlyLicenses([usageLicense(4, 1), { ...usageLicense(3), validUntil: '2999-12-31', productId: null, reportType: null, name: 'Everything' }]);
    const check = await examiner('GET', '/assessment-facade/licenses/check?productId=phq9&reportType=score');
    expect(check.statusCode).toBe(200);
    // The license that expires first is drawn on first; open-ended last.
    expect(check.json<LicenseCheck>()).toMatchObject({ available: true, usagesRemaining: 6, license: { id: second, usagesRemaining: 3, active: true } });
    const group = (await examiner('GET', '/assessment-facade/licenses/check?productId=phq9&reportType=group')).json<LicenseCheck>();
    expect(group).toMatchObject({ available: false, license: null, usagesRemaining: 0 });
    const licenses = (await admin('GET', '/assessment-facade/licenses')).json<FeatureLicense[]>();
    expect(licenses.slice(0, 2).map((license) => license.id)).toEqual([first, second]);
    expect(licenses.slice(2).every((license) => !license.active)).toBe(true);
  });

  it('refuses an unknown product and a report type that is not licensed', async () => {
    expect((await examiner('GET', '/assessment-facade/licenses/check?productId=nope&reportType=score')).json()).toMatchObject({ errors: [{ field: 'productId' }] });
    expect((await examiner('GET', '/assessment-facade/licenses/check?productId=phq9&reportType=essay')).json()).toMatchObject({ errors: [{ field: 'reportType' }] });
  });

  it('answers 403 without the permission', async () => {
    const backOffice = apiAs(test.app, await signIn(test.app, 'backoffice'));
    expect((await backOffice('GET', '/assessment-facade/licenses/check?productId=phq9&reportType=score')).statusCode).toBe(403);
    expect((await examiner('GET', '/assessment-facade/licenses/usage')).statusCode).toBe(403);
    expect((await examiner('GET', '/assessment-facade/licenses')).statusCode).toBe(403);
    expect((await admin('GET', '/assessment-facade/licenses/usage')).statusCode).toBe(200);
  });

  it("shows another account only its own licenses and ledger", async () => {
    const other = apiAs(test.app, await signIn(test.app, 'other'));
    expect((await other('GET', '/assessment-facade/licenses/check?productId=phq9&reportType=score')).json<LicenseCheck>()).toMatchObject({ available: false, license: null });
  });
});

describe('corrections', () => {
  it('corrects a changed assessment for free within 30 days of its first charged report and charges after, with the ledger right', async () => {
    const [licenseId] = await onlyLicenses([usageLicense(10)]);
    const assessment = await scoredAssessment();
    const first = (await generate(assessment.id)).json<ReportSummary>();
    const corrected = (await save(assessment, [2, 2, 1, 2, 1, 2, 1, 0, 1])).json<Assessment>();
    const correction = (await generate(assessment.id)).json<ReportSummary>();
    expect(correction).toMatchObject({ charge: 'correction', version: 2, assessmentVersion: corrected.version });
    expect(await usagesUsed(licenseId ?? 0)).toBe(1);

    test.clock.advanceMinutes(CORRECTION_WINDOW_MS / 60_000);
    // 30 days on, the sessions have ended.
    await signInAll();
    const late = (await save(corrected, [3, 2, 1, 2, 1, 2, 1, 0, 1])).json<Assessment>();
    const charged = (await generate(assessment.id)).json<ReportSummary>();
    expect(charged).toMatchObject({ charge: 'usage', version: 3, assessmentVersion: late.version });
    expect(await usagesUsed(licenseId ?? 0)).toBe(2);

    const ledger = (await admin('GET', '/assessment-facade/licenses/usage?pageSize=3')).json<Page<UsageLedgerEntry>>();
    expect(ledger.total).toBeGreaterThanOrEqual(3);
    expect(ledger.items).toEqual([
      expect.objectContaining({ reason: 'usage', usagesCharged: 1, reportId: charged.id, reportVersion: 3, licenseId, licenseName: 'PHQ-9 reports, 10 usages' }),
      expect.objectContaining({ reason: 'correction', usagesCharged: 0, reportId: correction.id, reportVersion: 2, licenseId: null, licenseName: null }),
      expect.objectContaining({ reason: 'usage', usagesCharged: 1, reportId: first.id, reportVersion: 1, licenseId }),
    ]);
    const examinee = (await examiner('GET', `${ASSESSMENTS}/${assessment.id}`)).json<{ examinee: Examinee }>().examinee;
    for (const entry of ledger.items) {
      expect(entry).toMatchObject({ userName: 'Dr. Emma Examiner', productId: 'phq9', productCode: 'PHQ-9', reportType: 'score', assessmentId: assessment.id, examineeId: examinee.examineeId, batchId: null, groupReportId: null });
    }
    expect(Date.parse(ledger.items[0]?.at ?? '')).toBeGreaterThan(Date.parse(ledger.items[1]?.at ?? ''));
  });
});
