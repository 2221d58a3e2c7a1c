/**
 * An examinee's progress per product through the API (issue #22): the series oldest first, the
 * bands, the reliable change between consecutive administrations and from the first to the last,
 * drafts left out, the audit row, and another account's examinee answered as not found; and the
 * progress report PDF generated from the latest assessment and downloaded.
 */
import { and, eq } from 'drizzle-orm';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import type { ProductProgress } from '../../src/domain/progress';
import type { ReportSummary } from '../../src/contract/types';
import { auditLog } from '../../src/server/db/schema';
import { extractPdf, squash } from './reports/pdfText';
import { examineeBody, phq9Responses } from './support/fixtures';
import { apiAs, selfUserId, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let examiner: Api;
let other: Api;
let examinerId: number;
let examinee: Examinee;
let phq9: Assessment[];

const EXAMINEES = '/assessment-facade/examinees';

async function assessment(productId: string, administrationDate: string, responses: Record<string, number>, status: 'scored' | 'complete' = 'scored'): Promise<Assessment> {
  const created = (await examiner('POST', '/assessment-facade/assessments', { examineeRecordId: examinee.id, productId, administrationDate, examinerId })).json<Assessment>();
  const saved = await examiner('PUT', `/assessment-facade/assessments/${created.id}`, { version: created.version, responses, administrationDate, examinerId, status });
  expect(saved.statusCode).toBe(200);
  return saved.json<Assessment>();
}

const gad7Responses = (values: readonly number[]): Record<string, number> => Object.fromEntries(values.map((value, index) => [`gad7_${index + 1}`, value]));

beforeAll(async () => {
  test = await createTestApp();
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  other = apiAs(test.app, await signIn(test.app, 'other'));
  examinerId = await selfUserId(examiner);
  examinee = (await examiner('POST', EXAMINEES, examineeBody({ firstName: 'Pat', lastName: 'Progress' }))).json<Examinee>();
  // Entered out of order: the series is ordered by administration date, not by entry.
  const last = await assessment('phq9', '2024-03-06', phq9Responses([2, 2, 2, 2, 0, 0, 0, 0, 0], 0));
  const first = await assessment('phq9', '2024-01-10', phq9Responses([3, 3, 3, 3, 2, 0, 0, 0, 0], 1));
  const middle = await assessment('phq9', '2024-02-07', phq9Responses([3, 3, 3, 0, 0, 0, 0, 0, 0], 1));
  phq9 = [first, middle, last];
  await assessment('phq9', '2024-04-01', phq9Responses([0, 0, 0, 0, 0, 0, 0, 0, 0], 0), 'complete');
  await assessment('gad7', '2024-01-10', gad7Responses([2, 2, 2, 2, 2, 1, 1]));
});
afterAll(async () => {
  await test.close();
});

describe('examinee progress', () => {
  it('answers each scored product with its headline series oldest first and its bands', async () => {
    const response = await examiner('GET', `${EXAMINEES}/${examinee.id}/progress`);
    expect(response.statusCode).toBe(200);
    const progress = response.json<ProductProgress[]>();
    expect(progress.map((product) => product.productId).sort()).toEqual(['gad7', 'phq9']);
    const total = progress.find((product) => product.productId === 'phq9')?.scales[0];
    expect(total).toMatchObject({ scaleId: 'total', range: [0, 27], higherIs: 'worse', clinicalCutoff: { value: 10 }, reliability: { coefficient: 0.89, sd: 6.1 } });
    expect(total?.points).toEqual([
      { assessmentId: phq9[0]?.id, administrationDate: '2024-01-10', raw: 14, band: 'Moderate' },
      { assessmentId: phq9[1]?.id, administrationDate: '2024-02-07', raw: 9, band: 'Mild' },
      { assessmentId: phq9[2]?.id, administrationDate: '2024-03-06', raw: 8, band: 'Mild' },
    ]);
    expect(total?.bands.map((band) => [band.min, band.max, band.label])).toEqual([
      [0, 4, 'None-minimal'],
      [5, 9, 'Mild'],
      [10, 14, 'Moderate'],
      [15, 19, 'Moderately severe'],
      [20, 27, 'Severe'],
    ]);
  });

  it('gives the reliable change between consecutive administrations and from the first to the last', async () => {
    const progress = (await examiner('GET', `${EXAMINEES}/${examinee.id}/progress`)).json<ProductProgress[]>();
    const total = progress.find((product) => product.productId === 'phq9')?.scales[0];
    expect(total?.changes.map((change) => [change.from, change.to, change.rci, change.kind])).toEqual([
      [14, 9, -1.75, 'noReliableChange'],
      [9, 8, -0.35, 'noReliableChange'],
    ]);
    expect(total?.overall).toEqual({
      fromAssessmentId: phq9[0]?.id,
      fromDate: '2024-01-10',
      toAssessmentId: phq9[2]?.id,
      toDate: '2024-03-06',
      from: 14,
      to: 8,
      difference: -6,
      standardErrorOfDifference: 2.861,
      rci: -2.1,
      threshold: 1.96,
      kind: 'reliableImprovement',
      clinicallySignificant: true,
      cutoff: 10,
    });
    const gad7 = progress.find((product) => product.productId === 'gad7')?.scales[0];
    expect(gad7).toMatchObject({ points: [{ raw: 12, band: 'Moderate' }], changes: [], overall: null });
  });

  it('writes an audit row naming the examinee', async () => {
    await examiner('GET', `${EXAMINEES}/${examinee.id}/progress`);
    const audits = await test.db.select().from(auditLog).where(and(eq(auditLog.action, 'assessment.examineeProgress'), eq(auditLog.entityId, String(examinee.id))));
    expect(audits.length).toBeGreaterThanOrEqual(1);
    expect(audits[0]).toMatchObject({ entity: 'examinee', outcome: 'ok' });
  });

  it("answers 404 for another account's examinee, and an empty list for an examinee with nothing scored", async () => {
    expect((await other('GET', `${EXAMINEES}/${examinee.id}/progress`)).statusCode).toBe(404);
    const fresh = (await examiner('POST', EXAMINEES, examineeBody())).json<Examinee>();
    const response = await examiner('GET', `${EXAMINEES}/${fresh.id}/progress`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('generates the progress report from the latest assessment, covering every earlier scored one, and downloads it', async () => {
    const latest = phq9[2];
    const generated = await examiner('POST', `/assessment-facade/assessments/${latest?.id}/reports`, { reportType: 'progress' });
    expect(generated.statusCode).toBe(201);
    const summary = generated.json<ReportSummary>();
    expect(summary).toMatchObject({ assessmentId: latest?.id, reportType: 'progress', version: 1 });
    expect(summary.fileName).toMatch(/^PHQ-9_progress_.+_2024-03-06_v1\.pdf$/);
    const history = (await examiner('GET', `/assessment-facade/reports?assessmentId=${latest?.id}`)).json<ReportSummary[]>();
    expect(history.map((report) => report.reportType)).toContain('progress');
    const download = await examiner('GET', `/assessment-facade/reports/${summary.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const text = squash(extractPdf(download.rawPayload).text);
    expect(text).toContain('PHQ-9 Progress Report');
    expect(text).toContain('Progress, Pat');
    expect(text).toMatch(/01\/10\/2024 14 \(0-27\) Moderate — 02\/07\/2024 9 \(0-27\) Mild -5 \(RCI -1\.75\): no reliable change 03\/06\/2024 8 \(0-27\) Mild -1 \(RCI -0\.35\): no reliable change/);
    expect(text).toContain('(-6; RCI -2.1, reliable beyond ±1.96): reliable improvement.');
    expect(text).toContain('a clinically significant change');
    // The examiner's dates are month first. The draft of April is not scored, and the GAD-7 is another product: neither is in it.
    expect(text).not.toContain('04/01/2024');
    expect(text).not.toContain('GAD-7');
  });

  it('generates a progress report of an examinee’s only administration of a product, saying change needs at least two', async () => {
    const gad7 = (await examiner('GET', `${EXAMINEES}/${examinee.id}/progress`)).json<ProductProgress[]>().find((product) => product.productId === 'gad7');
    const only = gad7?.scales[0]?.points[0]?.assessmentId;
    const generated = await examiner('POST', `/assessment-facade/assessments/${only}/reports`, { reportType: 'progress' });
    expect(generated.statusCode).toBe(201);
    const download = await examiner('GET', `/assessment-facade/reports/${generated.json<ReportSummary>().id}/download`);
    const text = squash(extractPdf(download.rawPayload).text);
    expect(text).toContain('GAD-7 Progress Report');
    expect(text).toMatch(/01\/10\/2024 12 \(0-21\) Moderate —/);
    expect(text).toContain('GAD-7 total: one administration; change needs at least two.');
    expect(text).not.toContain('PHQ-9');
  });

  it('covers only the administrations up to the assessment it is generated from', async () => {
    const generated = await examiner('POST', `/assessment-facade/assessments/${phq9[1]?.id}/reports`, { reportType: 'progress' });
    expect(generated.statusCode).toBe(201);
    const download = await examiner('GET', `/assessment-facade/reports/${generated.json<ReportSummary>().id}/download`);
    const text = squash(extractPdf(download.rawPayload).text);
    expect(text).toContain('02/07/2024 9 (0-27) Mild -5 (RCI -1.75): no reliable change');
    expect(text).toContain('Not a clinically significant change (clinical cut-off 10).');
    expect(text).not.toContain('03/06/2024');
  });
});
