/**
 * Report generation, history and download through the services (the PDF renderer itself is
 * tested in test/server/reports).
 */
import type { ReportSummary } from '../../src/contract/types';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import { OAUTH_TOKEN_COOKIE } from '../../src/contract/cookies';
import { reportFileName } from '../../src/server/services/reports/service';
import { createTestApp, type TestApp } from './support/testApp';
import { examineeBody, phq9Responses } from './support/fixtures';
import { apiAs, selfUserId, signIn, type TestSession } from './support/session';

jest.setTimeout(90_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let session: TestSession;
let examiner: Api;
let other: Api;
let examinee: Examinee;
let scored: Assessment;
let draft: Assessment;

beforeAll(async () => {
  test = await createTestApp();
  session = await signIn(test.app, 'examiner');
  examiner = apiAs(test.app, session);
  other = apiAs(test.app, await signIn(test.app, 'other'));
  const examinerId = await selfUserId(examiner);
  examinee = (await examiner('POST', '/assessment-facade/examinees', examineeBody({ examineeId: 'RPT 7/1' }))).json<Examinee>();
  const create = () =>
    examiner('POST', '/assessment-facade/assessments', { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId });
  draft = (await create()).json<Assessment>();
  const created = (await create()).json<Assessment>();
  scored = (
    await examiner('PUT', `/assessment-facade/assessments/${created.id}`, {
      version: created.version,
      responses: phq9Responses([1, 2, 1, 2, 1, 2, 1, 0, 1], 2),
      administrationDate: '2024-05-06',
      examinerId,
      status: 'scored',
    })
  ).json<Assessment>();
});
afterAll(async () => {
  await test.close();
});

const generate = (api: Api, assessmentId: number) => api('POST', `/assessment-facade/assessments/${assessmentId}/reports`, { reportType: 'score' });

describe('reports', () => {
  it('generates a PDF, keeps every version, lists them newest first and downloads each', async () => {
    const first = await generate(examiner, scored.id);
    expect(first.statusCode).toBe(201);
    const v1 = first.json<ReportSummary>();
    expect(v1).toMatchObject({ assessmentId: scored.id, reportType: 'score', version: 1, fileName: 'PHQ-9_RPT_7_1_2024-05-06_v1.pdf', createdByName: 'Dr. Emma Examiner' });
    expect(v1.byteSize).toBeGreaterThan(1000);
    const v2 = (await generate(examiner, scored.id)).json<ReportSummary>();
    expect(v2.version).toBe(2);
    expect(v2.id).not.toBe(v1.id);

    const history = await examiner('GET', `/assessment-facade/reports?assessmentId=${scored.id}`);
    expect(history.statusCode).toBe(200);
    expect(history.json<ReportSummary[]>().map((report) => report.version)).toEqual([2, 1]);

    const download = await examiner('GET', `/assessment-facade/reports/${v1.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment; filename="PHQ-9_RPT_7_1_2024-05-06_v1.pdf"');
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(download.rawPayload.length).toBe(v1.byteSize);
  });

  it('downloads with the token cookie alone, as a plain link does', async () => {
    const report = (await generate(examiner, scored.id)).json<ReportSummary>();
    const response = await test.app.inject({
      method: 'GET',
      url: `/qg-services/assessment-facade/reports/${report.id}/download`,
      cookies: { [OAUTH_TOKEN_COOKIE]: session.token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  it('refuses to report an assessment that is not scored', async () => {
    const response = await generate(examiner, draft.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'notScorable' });
    expect((await examiner('GET', `/assessment-facade/reports?assessmentId=${draft.id}`)).json()).toEqual([]);
  });

  it("answers 404 for another account's report, report list and generation", async () => {
    const report = (await generate(examiner, scored.id)).json<ReportSummary>();
    const missing = await other('GET', '/assessment-facade/reports/999999/download');
    const foreign = await other('GET', `/assessment-facade/reports/${report.id}/download`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect((await other('GET', `/assessment-facade/reports?assessmentId=${scored.id}`)).statusCode).toBe(404);
    expect((await generate(other, scored.id)).statusCode).toBe(404);
  });

  it('asks for the assessment id of the history and the report type', async () => {
    expect((await examiner('GET', '/assessment-facade/reports')).json()).toMatchObject({ errors: [{ field: 'assessmentId' }] });
    const badType = await examiner('POST', `/assessment-facade/assessments/${scored.id}/reports`, { reportType: 'essay' });
    expect(badType.json()).toMatchObject({ errors: [{ field: 'reportType' }] });
  });
});

describe('reportFileName', () => {
  it('keeps letters, digits, dots, dashes and underscores of the examinee id', () => {
    expect(reportFileName('PHQ-9', 'Émile 3/b"x', '2024-01-02', 3)).toBe('PHQ-9_Émile_3_b_x_2024-01-02_v3.pdf');
    expect(reportFileName('PHQ-9', 'A-1', '2024-01-02', 1, 'feedback')).toBe('PHQ-9_feedback_A-1_2024-01-02_v1.pdf');
  });
});
