/**
 * Group reports through the API: a class of examinees with scored PHQ-9 assessments, selected by
 * ids, by examinees and by a filter; the PDF's counts, means and flagged examinees; the list and
 * the download; mixed products, nothing scored, no license left and another account's ids.
 */
import { and, eq } from 'drizzle-orm';
import type { GroupReportSummary } from '../../src/contract/reportTypes';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import { auditLog, featureLicenses, groupReports, usageLedger } from '../../src/server/db/schema';
import { extractPdf } from './reports/pdfText';
import { examineeBody, phq9Responses } from './support/fixtures';
import { apiAs, selfUserId, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let examiner: Api;
let other: Api;
let examinerId: number;
const CLASS = `GRP-3B-${process.pid}`;
const GROUP_REPORTS = '/assessment-facade/group-reports';

let ann: Examinee;
let ben: Examinee;
let cara: Examinee;
let eve: Examinee;
/** Ann's two PHQ-9 (totals 4, then 0), Ben's (10, item 9 endorsed) and Cara's (22, item 9 endorsed). */
let phq9: Assessment[];
let gad7: Assessment;
let draft: Assessment;

async function createExaminee(firstName: string, lastName: string): Promise<Examinee> {
  const response = await examiner('POST', '/assessment-facade/examinees', examineeBody({ firstName, lastName, customField1: CLASS }));
  expect(response.statusCode).toBe(201);
  return response.json<Examinee>();
}

async function scoredAssessment(examinee: Examinee, productId: string, administrationDate: string, responses: Record<string, number>): Promise<Assessment> {
  const created = (
    await examiner('POST', '/assessment-facade/assessments', { examineeRecordId: examinee.id, productId, administrationDate, examinerId })
  ).json<Assessment>();
  const saved = await examiner('PUT', `/assessment-facade/assessments/${created.id}`, {
    version: created.version,
    responses,
    administrationDate,
    examinerId,
    status: 'scored',
  });
  expect(saved.statusCode).toBe(200);
  return saved.json<Assessment>();
}

beforeAll(async () => {
  test = await createTestApp();
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  other = apiAs(test.app, await signIn(test.app, 'other'));
  examinerId = await selfUserId(examiner);
  ann = await createExaminee('Ann', 'Abel');
  ben = await createExaminee('Ben', 'Bell');
  cara = await createExaminee('Cara', 'Cole');
  eve = await createExaminee('Eve', 'Egan');
  phq9 = [
    await scoredAssessment(ann, 'phq9', '2024-05-06', phq9Responses([0, 1, 1, 1, 1, 0, 0, 0, 0], 0)),
    await scoredAssessment(ann, 'phq9', '2024-05-20', phq9Responses([0, 0, 0, 0, 0, 0, 0, 0, 0], 0)),
    await scoredAssessment(ben, 'phq9', '2024-05-07', phq9Responses([1, 1, 1, 1, 1, 1, 1, 1, 2], 1)),
    await scoredAssessment(cara, 'phq9', '2024-05-08', phq9Responses([3, 3, 3, 3, 3, 3, 2, 1, 1], 2)),
  ];
  gad7 = await scoredAssessment(eve, 'gad7', '2024-05-09', { gad7_1: 1, gad7_2: 1, gad7_3: 1, gad7_4: 1, gad7_5: 1, gad7_6: 1, gad7_7: 1, gad7_difficulty: 0 });
  draft = (
    await examiner('POST', '/assessment-facade/assessments', { examineeRecordId: eve.id, productId: 'phq9', administrationDate: '2024-05-09', examinerId })
  ).json<Assessment>();
});
afterAll(async () => {
  await test.close();
});

const generate = (api: Api, body: Record<string, unknown>) => api('POST', GROUP_REPORTS, { productId: 'phq9', title: 'Class 3B, spring screening', ...body });
const byIds = (ids: number[]) => ({ selection: { kind: 'assessments', assessmentIds: ids } });

async function downloadText(id: number): Promise<string> {
  const response = await examiner('GET', `${GROUP_REPORTS}/${id}/download`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return extractPdf(response.rawPayload).text;
}

describe('group reports', () => {
  it('reports a class selected by assessment ids: counts, means and SDs, bands and the flagged examinees', async () => {
    const response = await generate(examiner, byIds(phq9.map((assessment) => assessment.id)));
    expect(response.statusCode).toBe(201);
    const report = response.json<GroupReportSummary>();
    expect(report).toMatchObject({
      title: 'Class 3B, spring screening',
      productId: 'phq9',
      productCode: 'PHQ-9',
      assessmentCount: 4,
      examineeCount: 3,
      comparisonGroupId: null,
      charge: 'usage',
      createdByName: 'Dr. Emma Examiner',
    });
    expect(report.fileName).toMatch(/^PHQ-9_group_Class_3B_spring_screening_\d{4}-\d{2}-\d{2}\.pdf$/);

    const text = await downloadText(report.id);
    expect(text).toContain('Class 3B, spring screening');
    expect(text).toContain('Demo Clinic');
    // Totals 4, 0, 10 and 22: mean 9, sample SD √(276 / 3) = 9.59. PHQ-2 1, 0, 2 and 6: mean 2.25, SD 2.63.
    expect(text).toMatch(/PHQ-9 total \(depression severity\) 0-27 4 9 9\.59/);
    expect(text).toMatch(/PHQ-2 \(items 1-2\) 0-6 4 2\.25 2\.63/);
    expect(text).toMatch(/None-minimal 2 50%/);
    expect(text).toMatch(/Moderate 1 25%/);
    expect(text).toMatch(/Severe 1 25%/);
    expect(text).toMatch(/Examinees with critical flags Name Examinee ID Administered Flags Bell, Ben .* Cole, Cara .*Item 9/);
    expect(text).toContain(ann.examineeId);
    expect(text).toContain('Developed by Drs. Robert L. Spitzer');
  });

  it('takes the newest scored assessment of each selected examinee and says who has none', async () => {
    const response = await generate(examiner, { selection: { kind: 'examinees', examineeRecordIds: [ann.id, ben.id, cara.id, eve.id] } });
    expect(response.statusCode).toBe(201);
    const report = response.json<GroupReportSummary>();
    expect(report).toMatchObject({ assessmentCount: 3, examineeCount: 3 });
    const [stored] = await test.db.select({ assessments: groupReports.assessments }).from(groupReports).where(eq(groupReports.id, report.id));
    expect(stored?.assessments.map((entry) => entry.assessmentId).sort()).toEqual([phq9[1]?.id, phq9[2]?.id, phq9[3]?.id].sort());
    expect(await downloadText(report.id)).toContain('1 selected examinee has no scored assessment of this form and is not included.');
  });

  it("takes a filter's scored assessments of the product", async () => {
    const response = await generate(examiner, { selection: { kind: 'filter', filter: { search: CLASS } } });
    expect(response.statusCode).toBe(201);
    expect(response.json<GroupReportSummary>()).toMatchObject({ assessmentCount: 4, examineeCount: 3 });
    const otherForm = await generate(examiner, { selection: { kind: 'filter', filter: { search: CLASS, productId: 'gad7' } } });
    expect(otherForm.statusCode).toBe(400);
    expect(otherForm.json()).toMatchObject({ code: 'validation', errors: [{ field: 'selection' }] });
  });

  it('refuses a selection that mixes products, naming the other product, and one with nothing scored', async () => {
    const mixed = await generate(examiner, byIds([phq9[0]?.id ?? 0, gad7.id]));
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json<{ detail: string }>().detail).toContain('also has assessments of GAD-7 (1)');
    const unscored = await generate(examiner, byIds([draft.id]));
    expect(unscored.statusCode).toBe(400);
    expect(unscored.json<{ detail: string }>().detail).toContain('None of the selected assessments is a scored PHQ-9 assessment');
    const unknownGroup = await generate(examiner, { ...byIds([phq9[0]?.id ?? 0]), comparisonGroupId: 'ht2017' });
    expect(unknownGroup.json()).toMatchObject({ code: 'validation', errors: [{ field: 'comparisonGroupId' }] });
  });

  it('lists the group reports newest first and charges each one usage, with a ledger row and an audit row', async () => {
    const first = (await generate(examiner, { ...byIds([phq9[0]?.id ?? 0]), title: 'First of two' })).json<GroupReportSummary>();
    test.clock.advanceMinutes(1);
    const second = (await generate(examiner, { ...byIds([phq9[2]?.id ?? 0]), title: 'Second of two' })).json<GroupReportSummary>();
    const list = await examiner('GET', GROUP_REPORTS);
    expect(list.statusCode).toBe(200);
    const rows = list.json<GroupReportSummary[]>();
    expect(rows.slice(0, 2).map((row) => row.id)).toEqual([second.id, first.id]);
    expect(rows[0]).toEqual(second);
    const ledger = await test.db.select().from(usageLedger).where(eq(usageLedger.groupReportId, second.id));
    expect(ledger).toMatchObject([{ reportType: 'group', reason: 'usage', usagesCharged: 1, productId: 'phq9', assessmentId: null }]);
    const audits = await test.db.select().from(auditLog).where(and(eq(auditLog.action, 'assessment.groupReports'), eq(auditLog.entityId, String(second.id))));
    expect(audits).toHaveLength(1);
  });

  it('stores nothing when no group-report usage is left', async () => {
    const before = (await examiner('GET', GROUP_REPORTS)).json<GroupReportSummary[]>().length;
    const licenses = await test.db.select().from(featureLicenses).where(eq(featureLicenses.reportType, 'group'));
    expect(licenses.length).toBeGreaterThan(0);
    for (const license of licenses) await test.db.update(featureLicenses).set({ usagesUsed: license.usagesGranted ?? 0 }).where(eq(featureLicenses.id, license.id));
    try {
      const refused = await generate(examiner, byIds([phq9[0]?.id ?? 0]));
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({ code: 'licenseExhausted' });
      expect((await examiner('GET', GROUP_REPORTS)).json<GroupReportSummary[]>()).toHaveLength(before);
    } finally {
      for (const license of licenses) await test.db.update(featureLicenses).set({ usagesUsed: license.usagesUsed }).where(eq(featureLicenses.id, license.id));
    }
  });

  it('takes the derived scores against the comparison group the user chose', async () => {
    const teacher = apiAs(test.app, await signIn(test.app, 'teacher'));
    const teacherId = await selfUserId(teacher);
    const student = (await teacher('POST', '/assessment-facade/examinees', examineeBody({ birthDate: '2015-10-02' }))).json<Examinee>();
    const created = (
      await teacher('POST', '/assessment-facade/assessments', {
        examineeRecordId: student.id,
        productId: 'orf',
        administrationDate: '2024-01-16',
        examinerId: teacherId,
        administration: { grade: 3, season: 'winter' },
      })
    ).json<Assessment>();
    const saved = await teacher('PUT', `/assessment-facade/assessments/${created.id}`, {
      version: created.version,
      responses: { wordsRead: 95, errors: 0 },
      administrationDate: '2024-01-16',
      examinerId: teacherId,
      status: 'scored',
    });
    expect(saved.statusCode).toBe(200);
    // Grade 3 winter, 95 WCPM: 25th-49th in the 2017 norms (P50 97), 50th-74th in the 2006 norms (P50 92).
    const ownNorms = (await teacher('POST', GROUP_REPORTS, { productId: 'orf', title: 'Reading 3B', ...byIds([created.id]) })).json<GroupReportSummary>();
    expect(await downloadText(ownNorms.id)).toMatch(/Hasbrouck & Tindal 2017 norms.*25th-49th 1 100%/);
    const chosen = await teacher('POST', GROUP_REPORTS, { productId: 'orf', title: 'Reading 3B', comparisonGroupId: 'ht2006', ...byIds([created.id]) });
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json<GroupReportSummary>().comparisonGroupId).toBe('ht2006');
    const text = await downloadText(chosen.json<GroupReportSummary>().id);
    expect(text).toContain('Hasbrouck & Tindal 2006 norms');
    expect(text).toMatch(/50th-74th 1 100%/);
  });

  it("answers 404 for another account's assessments, examinees and group reports", async () => {
    const report = (await generate(examiner, byIds([phq9[0]?.id ?? 0]))).json<GroupReportSummary>();
    expect((await generate(other, byIds([phq9[0]?.id ?? 0]))).statusCode).toBe(404);
    expect((await generate(other, { selection: { kind: 'examinees', examineeRecordIds: [ann.id] } })).statusCode).toBe(404);
    const missing = await other('GET', `${GROUP_REPORTS}/999999/download`);
    const foreign = await other('GET', `${GROUP_REPORTS}/${report.id}/download`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect((await other('GET', GROUP_REPORTS)).json<GroupReportSummary[]>().map((row) => row.id)).not.toContain(report.id);
  });
});
