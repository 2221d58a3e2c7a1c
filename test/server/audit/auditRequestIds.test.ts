/**
 * Every audit row names the request, or the background job, that wrote it (issue #16; ASVS 5.0
 * V16.2.1): sign-in events written deep in the authentication step, a service's own rows, and a
 * report batch's rows written by its job, not only the rows of the operation pipeline.
 */
import { eq, isNull } from 'drizzle-orm';
import type { ReportBatch } from '../../../src/contract/reportTypes';
import type { Assessment } from '../../../src/domain/assessment';
import type { Examinee } from '../../../src/domain/examinee';
import { auditLog } from '../../../src/server/db/schema';
import { examineeBody, phq9Responses } from '../support/fixtures';
import { apiAs, postLogin, selfUserId, signIn } from '../support/session';
import { createTestApp, type TestApp } from '../support/testApp';

jest.setTimeout(120_000);

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

const rowsOf = (action: string) => test.db.select({ requestId: auditLog.requestId }).from(auditLog).where(eq(auditLog.action, action));

it("names the sign-in's own request on its rows, a failed one's too", async () => {
  const failed = await postLogin(test.app, 'examiner', 'not-the-password');
  const signedIn = await postLogin(test.app, 'teacher', 'teacher-demo');
  expect((await rowsOf('auth.signInFailed')).map((row) => row.requestId)).toEqual([failed.headers['request-id']]);
  expect((await rowsOf('auth.signIn')).map((row) => row.requestId)).toContain(signedIn.headers['request-id']);
});

it("names the job on a report batch's rows, and leaves no row without a request or job", async () => {
  const api = apiAs(test.app, await signIn(test.app, 'examiner'));
  const examinerId = await selfUserId(api);
  const examinee = (await api('POST', '/assessment-facade/examinees', examineeBody({ examineeId: 'AUDIT-REQ-1' }))).json<Examinee>();
  const created = (
    await api('POST', '/assessment-facade/assessments', { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId })
  ).json<Assessment>();
  await api('PUT', `/assessment-facade/assessments/${created.id}`, {
    version: created.version,
    responses: phq9Responses([1, 2, 1, 2, 1, 2, 1, 0, 0], 2),
    administrationDate: '2024-05-06',
    examinerId,
    status: 'scored',
  });
  const batch = (await api('POST', '/assessment-facade/report-batches', { selection: { kind: 'assessments', assessmentIds: [created.id] }, reportType: 'score' })).json<ReportBatch>();
  for (;;) {
    const state = (await api('GET', `/assessment-facade/report-batches/${batch.id}`)).json<ReportBatch>().state;
    if (state === 'completed' || state === 'cancelled') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const generated = await rowsOf('assessment.generateReport');
  expect(generated.length).toBeGreaterThan(0);
  for (const row of generated) expect(row.requestId).toMatch(/^job:.+:.+/);
  const anonymous = await test.db.select({ action: auditLog.action }).from(auditLog).where(isNull(auditLog.requestId));
  expect(anonymous).toEqual([]);
});
