/**
 * An SMTP outage loses nothing: with nothing listening on SMTP_URL's port the first attempt
 * fails and the history shows the message retrying with the reason; once the server is up the
 * retry delivers it, and the server receives exactly one message.
 */
import type { EmailMessageSummary } from '../../src/contract/services/email';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import { examineeBody } from './support/fixtures';
import { apiAs, selfUserId, signIn } from './support/session';
import { freePort, linkOf, readMail, startSmtpServer, type TestSmtpServer } from './support/smtpServer';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

const FACADE = '/assessment-facade';
let test: TestApp;
let port: number;
let smtp: TestSmtpServer | null = null;

beforeAll(async () => {
  port = await freePort();
  test = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mailRetryLimit: 2, mailRetryDelaySeconds: 1 });
});
afterAll(async () => {
  await test.close();
  await smtp?.close();
});

it('shows the message retrying with the reason while the SMTP server is down, then delivers it once', async () => {
  const examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  const examinee = (await examiner('POST', `${FACADE}/examinees`, examineeBody())).json<Examinee>();
  const assessment = (
    await examiner('POST', `${FACADE}/assessments`, { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId: await selfUserId(examiner) })
  ).json<Assessment>();
  const response = await examiner('POST', `${FACADE}/emails`, { examineeRecordId: examinee.id, assessmentId: assessment.id, recipientAddress: 'outage@example.org' });
  expect(response.statusCode).toBe(201);
  const messageId = response.json<EmailMessageSummary>().id;
  const message = async () => (await examiner('GET', `${FACADE}/examinees/${examinee.id}/emails`)).json<EmailMessageSummary[]>().find((candidate) => candidate.id === messageId);
  const until = async (state: string): Promise<EmailMessageSummary> => {
    for (;;) {
      const current = await message();
      if (current?.state === state) return current;
      if (current?.state === 'failed') throw new Error(`The message failed: ${current.lastError ?? ''}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const retrying = await until('retrying');
  expect(retrying.lastError).toMatch(/ECONNREFUSED|connect/i);
  expect(retrying.attempts).toEqual([expect.objectContaining({ attempt: 1, outcome: 'failed', error: retrying.lastError })]);
  expect(retrying.sentAt).toBeNull();

  smtp = await startSmtpServer(port);
  const sent = await until('sent');
  expect(sent.lastError).toBeNull();
  expect(sent.attempts.at(-1)).toMatchObject({ outcome: 'sent', error: null });
  expect(sent.attempts.slice(0, -1).every((attempt) => attempt.outcome === 'failed')).toBe(true);
  expect(smtp.received).toHaveLength(1);
  expect(smtp.received[0]?.to).toEqual(['outage@example.org']);

  // The mailed link is the one that works: the failed attempts left no other token behind.
  const opened = await test.app.inject({ method: 'POST', url: `/qg-services${FACADE}/osa/open`, payload: { token: linkOf(await readMail(smtp.received[0]?.raw ?? '')).token } });
  expect(opened.statusCode).toBe(200);
});
