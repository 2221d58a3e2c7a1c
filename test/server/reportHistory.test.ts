/**
 * The report history through the API: immutability of stored reports, delete (hidden, 404, the
 * row kept), resubmit (the next version with the same options), the reports page, comparison
 * groups (a report in another group re-scores without touching the score of record), and
 * another account's ids answering 404.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ComparisonGroupOption, ReportsPage, ReportSummary } from '../../src/contract/reportTypes';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import { reportTypesOf } from '../../src/domain/reports';
import { auditLog, productVersions, reportDeletions, reports } from '../../src/server/db/schema';
import { extractPdf } from './reports/pdfText';
import { createTestApp, type TestApp } from './support/testApp';
import { examineeBody, phq9Responses } from './support/fixtures';
import { apiAs, selfUserId, signIn } from './support/session';

jest.setTimeout(120_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let examiner: Api;
let teacher: Api;
let other: Api;
let examinerId: number;
let teacherId: number;

const ASSESSMENTS = '/assessment-facade/assessments';
const REPORTS = '/assessment-facade/reports';

beforeAll(async () => {
  test = await createTestApp();
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  teacher = apiAs(test.app, await signIn(test.app, 'teacher'));
  other = apiAs(test.app, await signIn(test.app, 'other'));
  examinerId = await selfUserId(examiner);
  teacherId = await selfUserId(teacher);
});
afterAll(async () => {
  await test.close();
});

const savePhq9 = (assessment: Assessment, values: readonly number[], status = 'scored') =>
  examiner('PUT', `${ASSESSMENTS}/${assessment.id}`, { version: assessment.version, responses: phq9Responses(values, 2), administrationDate: '2024-05-06', examinerId, status });

async function phq9Assessment(scored = true): Promise<Assessment> {
  const examinee = (await examiner('POST', '/assessment-facade/examinees', examineeBody())).json<Examinee>();
  const created = (await examiner('POST', ASSESSMENTS, { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId })).json<Assessment>();
  if (!scored) return created;
  return (await savePhq9(created, [1, 2, 1, 2, 1, 2, 1, 0, 1])).json<Assessment>();
}

async function orfAssessment(): Promise<Assessment> {
  const student = (await teacher('POST', '/assessment-facade/examinees', examineeBody({ birthDate: '2015-10-02' }))).json<Examinee>();
  const created = (
    await teacher('POST', ASSESSMENTS, { examineeRecordId: student.id, productId: 'orf', administrationDate: '2024-01-16', examinerId: teacherId, administration: { grade: 3, season: 'winter' } })
  ).json<Assessment>();
  const saved = await teacher('PUT', `${ASSESSMENTS}/${created.id}`, {
    version: created.version,
    responses: { wordsRead: 112, errors: 7 },
    administrationDate: '2024-01-16',
    examinerId: teacherId,
    status: 'scored',
  });
  expect(saved.statusCode).toBe(200);
  return saved.json<Assessment>();
}

const generate = (api: Api, assessmentId: number, options?: Record<string, unknown>) =>
  api('POST', `${ASSESSMENTS}/${assessmentId}/reports`, { reportType: 'score', ...(options ? { options } : {}) });
const history = async (api: Api, assessmentId: number) => (await api('GET', `${REPORTS}?assessmentId=${assessmentId}`)).json<ReportSummary[]>();

describe('history immutability', () => {
  it('adds a version on regeneration and never changes an earlier one', async () => {
    const assessment = await phq9Assessment();
    const v1 = (await generate(examiner, assessment.id)).json<ReportSummary>();
    const before = (await examiner('GET', `${REPORTS}/${v1.id}/download`)).rawPayload;
    const v2 = (await generate(examiner, assessment.id)).json<ReportSummary>();
    expect([v1.version, v2.version]).toEqual([1, 2]);
    const after = (await examiner('GET', `${REPORTS}/${v1.id}/download`)).rawPayload;
    expect(Buffer.compare(before, after)).toBe(0);
    await expect(test.db.execute(sql`update reports set file_name = 'changed.pdf' where id = ${v1.id}`)).rejects.toThrow();
    const [stored] = await test.db.select({ fileName: reports.fileName }).from(reports).where(eq(reports.id, v1.id));
    expect(stored?.fileName).toBe(v1.fileName);
  });
});

describe('delete and resubmit', () => {
  it('hides a deleted report from the history and its download, keeping the row and auditing the deletion', async () => {
    const assessment = await phq9Assessment();
    const v1 = (await generate(examiner, assessment.id)).json<ReportSummary>();
    const v2 = (await generate(examiner, assessment.id)).json<ReportSummary>();
    const deleted = await examiner('DELETE', `${REPORTS}/${v1.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await history(examiner, assessment.id)).map((report) => report.id)).toEqual([v2.id]);
    expect((await examiner('GET', `${REPORTS}/${v1.id}/download`)).statusCode).toBe(404);
    expect((await examiner('DELETE', `${REPORTS}/${v1.id}`)).statusCode).toBe(404);
    expect((await examiner('POST', `${REPORTS}/${v1.id}/resubmit`, {})).statusCode).toBe(404);
    expect(await test.db.select({ id: reports.id }).from(reports).where(eq(reports.id, v1.id))).toHaveLength(1);
    expect(await test.db.select().from(reportDeletions).where(eq(reportDeletions.reportId, v1.id))).toEqual([expect.objectContaining({ deletedBy: examinerId })]);
    const audit = await test.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'report'), eq(auditLog.entityId, String(v1.id))));
    expect(audit.map((row) => row.action)).toContain('assessment.reportHistoryDelete');
    // The deleted report's version stays taken: the next one is 3.
    expect((await generate(examiner, assessment.id)).json<ReportSummary>().version).toBe(3);
  });

  it('resubmits as the next version with the same type and options, from the assessment as it is now', async () => {
    const assessment = await phq9Assessment();
    const first = (await generate(examiner, assessment.id, { includeItemResponses: false, locale: 'de_de' })).json<ReportSummary>();
    expect(first.options).toEqual({ comparisonGroupId: null, includeItemResponses: false, locale: 'de_de' });
    const changed = (await savePhq9(assessment, [3, 3, 1, 2, 1, 2, 1, 0, 1])).json<Assessment>();
    const resubmitted = await examiner('POST', `${REPORTS}/${first.id}/resubmit`, {});
    expect(resubmitted.statusCode).toBe(201);
    expect(resubmitted.json<ReportSummary>()).toMatchObject({ version: 2, reportType: 'score', options: first.options, assessmentVersion: changed.version, charge: 'correction' });
  });
});

describe('reports page and comparison groups', () => {
  it('lists the report types with their license and next charge, and the preset options', async () => {
    const assessment = await phq9Assessment();
    const page = await examiner('GET', `${ASSESSMENTS}/${assessment.id}/reports-page`);
    expect(page.statusCode).toBe(200);
    const body = page.json<ReportsPage>();
    expect(body).toMatchObject({
      assessmentId: assessment.id,
      productId: 'phq9',
      productCode: 'PHQ-9',
      scored: true,
      comparisonGroups: [],
      defaultOptions: { comparisonGroupId: null, includeItemResponses: true, locale: 'en_us' },
    });
    const score = (reportsPage: ReportsPage) => reportsPage.reportTypes.find((entry) => entry.reportType === 'score');
    const [phq9] = await test.db.select({ definition: productVersions.definition }).from(productVersions).where(and(eq(productVersions.productId, 'phq9'), eq(productVersions.state, 'published')));
    expect(body.reportTypes.map((entry) => entry.reportType)).toEqual(phq9 ? reportTypesOf(phq9.definition) : ['no product']);
    expect(score(body)).toMatchObject({ nextCharge: 'usage', license: { available: true, license: { name: 'Clinical reports, 500 usages' } } });
    await generate(examiner, assessment.id);
    const after = (await examiner('GET', `${ASSESSMENTS}/${assessment.id}/reports-page`)).json<ReportsPage>();
    expect(score(after)?.nextCharge).toBe('regeneration');
    // Only the score report was generated: another type of the product still costs a usage.
    expect(after.reportTypes.filter((entry) => entry.reportType !== 'score').every((entry) => entry.nextCharge === 'usage')).toBe(true);
    const draft = (await examiner('GET', `${ASSESSMENTS}/${(await phq9Assessment(false)).id}/reports-page`)).json<ReportsPage>();
    expect(draft.scored).toBe(false);
    expect(draft.reportTypes.map((entry) => entry.nextCharge)).toEqual(body.reportTypes.map(() => null));
  });

  it('offers a product’s comparison groups, the default first, and refuses an unknown product', async () => {
    const groups = await examiner('GET', '/misc/comparison-groups?productId=orf');
    expect(groups.statusCode).toBe(200);
    expect(groups.json<ComparisonGroupOption[]>().map((group) => [group.id, group.default])).toEqual([
      ['ht2017', true],
      ['ht2006', false],
    ]);
    expect((await examiner('GET', '/misc/comparison-groups?productId=phq9')).json()).toEqual([]);
    expect((await examiner('GET', '/misc/comparison-groups?productId=nope')).json()).toMatchObject({ errors: [{ field: 'productId' }] });
  });

  it('prints another comparison group by re-scoring, and leaves the score of record as it is', async () => {
    const assessment = await orfAssessment();
    const page = (await teacher('GET', `${ASSESSMENTS}/${assessment.id}/reports-page`)).json<ReportsPage>();
    expect(page.defaultOptions.comparisonGroupId).toBe('ht2017');
    expect(page.reportTypes[0]?.nextCharge).toBe('subscription');
    const response = await generate(teacher, assessment.id, { comparisonGroupId: 'ht2006' });
    expect(response.statusCode).toBe(201);
    const report = response.json<ReportSummary>();
    expect(report).toMatchObject({ charge: 'subscription', options: { comparisonGroupId: 'ht2006' } });
    const text = extractPdf((await teacher('GET', `${REPORTS}/${report.id}/download`)).rawPayload).text;
    expect(text).toContain('Hasbrouck & Tindal 2006 norms; Grade 3, winter');
    expect(text).not.toContain('Hasbrouck & Tindal 2017 norms; Grade 3, winter');
    const stored = (await teacher('GET', `${ASSESSMENTS}/${assessment.id}`)).json<{ assessment: Assessment }>().assessment;
    expect(stored.version).toBe(assessment.version);
    expect(stored.score?.scales[0]?.derived?.comparisonGroupId).toBe('ht2017');
    expect((await generate(teacher, assessment.id, { comparisonGroupId: 'nope' })).json()).toMatchObject({ errors: [{ field: 'options.comparisonGroupId' }] });
  });
});

describe("another account's ids", () => {
  it('answer 404 on the reports page, delete, resubmit, history, download and generation', async () => {
    const assessment = await phq9Assessment();
    const report = (await generate(examiner, assessment.id)).json<ReportSummary>();
    const answers = [
      await other('GET', `${ASSESSMENTS}/${assessment.id}/reports-page`),
      await other('DELETE', `${REPORTS}/${report.id}`),
      await other('POST', `${REPORTS}/${report.id}/resubmit`, {}),
      await other('GET', `${REPORTS}?assessmentId=${assessment.id}`),
      await other('GET', `${REPORTS}/${report.id}/download`),
      await generate(other, assessment.id),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    expect((await history(examiner, assessment.id)).map((row) => row.id)).toEqual([report.id]);
  });
});
