/**
 * Delivery holds no transaction while it talks to SMTP: with an SMTP server that accepts the
 * message's data and then stalls before answering, the message shows `sending` and another
 * request of the same app (on PGlite, one connection for everything) answers before the stalled
 * conversation ends. The stall ends when that request has answered, or after a while if it never
 * does; the test compares the order of the two events, not their times.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';
import type { EmailMessageSummary } from '../../src/contract/services/email';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import { examineeBody } from './support/fixtures';
import { apiAs, selfUserId, signIn } from './support/session';
import { freePort, linkOf, readMail } from './support/smtpServer';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

const FACADE = '/assessment-facade';
/** How long the stall lasts when nothing ends it: long enough that a blocked request would still be waiting. */
const STALL_FALLBACK_MS = 8_000;

let test: TestApp;
let server: SMTPServer;
const received: string[] = [];
/** What happened, in order. */
const events: string[] = [];
let stallStarted: () => void = () => {};
const stalled = new Promise<void>((resolve) => {
  stallStarted = resolve;
});
let endStall: () => void = () => {};
const stallEnded = new Promise<void>((resolve) => {
  endStall = resolve;
});

beforeAll(async () => {
  const port = await freePort();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        stallStarted();
        void Promise.race([stallEnded, sleep(STALL_FALLBACK_MS, undefined, { ref: false })]).then(() => {
          events.push('smtp answered');
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  test = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  endStall();
  await test.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

it('answers other requests while the SMTP server stalls, then records the message sent once', async () => {
  const examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  const examinee = (await examiner('POST', `${FACADE}/examinees`, examineeBody())).json<Examinee>();
  const assessment = (
    await examiner('POST', `${FACADE}/assessments`, { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId: await selfUserId(examiner) })
  ).json<Assessment>();
  const response = await examiner('POST', `${FACADE}/emails`, { examineeRecordId: examinee.id, assessmentId: assessment.id, recipientAddress: 'stall@example.org' });
  expect(response.statusCode).toBe(201);
  const messageId = response.json<EmailMessageSummary>().id;
  const history = async () => (await examiner('GET', `${FACADE}/examinees/${examinee.id}/emails`)).json<EmailMessageSummary[]>().find((candidate) => candidate.id === messageId);

  await stalled;
  const during = await history();
  events.push('request answered');
  endStall();

  for (;;) {
    const current = await history();
    if (current?.state === 'sent') break;
    if (current?.state === 'failed' || current?.state === 'retrying') throw new Error(`The message did not go out: ${current.lastError ?? ''}`);
    await sleep(50);
  }
  expect(events).toEqual(['request answered', 'smtp answered']);
  expect(during).toMatchObject({ state: 'sending', attempts: [], sentAt: null });
  expect(received).toHaveLength(1);
  // The mailed link works: the token issued before the send is the one the link keeps.
  const opened = await test.app.inject({ method: 'POST', url: `/qg-services${FACADE}/osa/open`, payload: { token: linkOf(await readMail(received[0] ?? '')).token } });
  expect(opened.statusCode).toBe(200);
});
