/**
 * Live sessions (issue #20) beyond the session itself: the e-mailed invitation holds the live
 * page's address, the ICE servers come from config.json with coturn credentials, and a score
 * report of an assessment whose usage the session's validation drew costs no second usage.
 */
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { EmailMessageSummary } from '../../src/contract/services/email';
import type { IceServer } from '../../src/domain/live/liveProtocol';
import type { Examinee } from '../../src/domain/examinee';
import { usageLedger } from '../../src/server/db/schema';
import { turnCredential } from '../../src/server/services/liveSessions/iceServers';
import { tokenHash } from '../../src/server/services/remoteLinks/linkStore';
import { examineeBody, phq9Responses } from './support/fixtures';
import { apiAs, selfUserId, signIn } from './support/session';
import { freePort, linkOf, readMail, startSmtpServer, type TestSmtpServer } from './support/smtpServer';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

type Api = ReturnType<typeof apiAs>;
const FACADE = '/assessment-facade';
const PROSA = '/prosa-facade';
let test: TestApp;
let smtp: TestSmtpServer;
let examiner: Api;
let examinerId: number;
let examinee: Examinee;

beforeAll(async () => {
  const configFile = path.join(os.tmpdir(), `qg-live-config-${process.pid}.json`);
  const config = JSON.parse(await (await import('node:fs/promises')).readFile(path.join(__dirname, '../../config/config.json'), 'utf8')) as Record<string, Record<string, unknown>>;
  config.externalHosts = { videoService: '', stunUrls: ['stun:stun.example.org:3478'], turnUrls: ['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349'] };
  await writeFile(configFile, JSON.stringify(config));
  const port = await freePort();
  smtp = await startSmtpServer(port);
  test = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, publicBaseUrl: 'https://assess.example.org', appConfigFile: configFile, turnSecret: 'north-secret' });
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  examinerId = await selfUserId(examiner);
  examinee = (await examiner('POST', `${FACADE}/examinees`, examineeBody({ firstName: 'Ava', lastName: 'Lind' }))).json<Examinee>();
});
afterAll(async () => {
  await test?.close();
  await smtp?.close();
});

const plan = async (body: Record<string, unknown> = {}) =>
  (await examiner('POST', `${PROSA}/sessions`, { examineeRecordId: examinee.id, delivery: 'live', productIds: ['phq9'], scheduledAt: new Date(test.clock.now().getTime() + 1_800_000).toISOString(), ...body })).json<{
    id: number;
    assessments: { assessmentId: number }[];
  }>();

it('e-mails the invitation with the live page address, the appointment and the video', async () => {
  const session = await plan({ video: { mode: 'external', url: 'https://video.example.org/room/9' } });
  const response = await examiner('POST', `${FACADE}/emails/vpp`, { examineeRecordId: examinee.id, sessionId: session.id, recipientAddress: 'ava@example.org', recipientName: 'Ava Lind', locale: 'en_us' });
  expect(response.statusCode).toBe(201);
  const messageId = response.json<EmailMessageSummary>().id;
  for (;;) {
    const history = (await examiner('GET', `${FACADE}/examinees/${examinee.id}/emails`)).json<EmailMessageSummary[]>();
    if (history.some((message) => message.id === messageId && message.state === 'sent')) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const mail = await readMail(smtp.received.find((received) => received.to.includes('ava@example.org'))?.raw ?? '');
  expect(mail.text).toContain('https://assess.example.org/osa/live#');
  expect(mail.text).toContain('https://video.example.org/room/9');
  const link = linkOf(mail);
  const opened = await test.app.inject({ method: 'POST', url: `/qg-services${PROSA}/live/open`, payload: { token: link.token } });
  expect(opened.statusCode).toBe(200);
  expect(tokenHash(link.token)).toHaveLength(64);
  const other = await examiner('POST', `${FACADE}/emails/vpp`, { examineeRecordId: (await examiner('POST', `${FACADE}/examinees`, examineeBody())).json<Examinee>().id, sessionId: session.id, recipientAddress: 'x@example.org' });
  expect(other.statusCode).toBe(404);
});

it('answers the STUN server and a TURN server with a coturn credential in prosa.businessUnit', async () => {
  const before = Math.floor(test.clock.now().getTime() / 1000);
  const unit = (await examiner('GET', `${PROSA}/business-unit`)).json<{ iceServers: IceServer[]; defaultVideo: unknown }>();
  const after = Math.floor(test.clock.now().getTime() / 1000);
  expect(unit.defaultVideo).toEqual({ mode: 'builtIn', url: null });
  expect(unit.iceServers[0]).toEqual({ urls: ['stun:stun.example.org:3478'] });
  const turn = unit.iceServers[1];
  expect(turn?.urls).toEqual(['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349']);
  // The clock runs while the call is answered: the expiry is 12 h after a second within it.
  const [expiry, holder] = (turn?.username ?? '').split(':');
  expect(holder).toBe(`user-${examinerId}`);
  expect(Number(expiry)).toBeGreaterThanOrEqual(before + 12 * 3600);
  expect(Number(expiry)).toBeLessThanOrEqual(after + 12 * 3600);
  expect(turn?.credential).toBe(turnCredential('north-secret', { userId: examinerId }, new Date((Number(expiry) - 12 * 3600) * 1000)).credential);
  // Computed independently: printf '1700043200:user-7' | openssl dgst -sha1 -hmac north-secret -binary | base64
  expect(turnCredential('north-secret', { userId: 7 }, new Date(1_700_000_000_000))).toEqual({ username: '1700043200:user-7', credential: 'jzrsM4E3CsjNKLcok0kV++mAne8=' });
});

it('does not draw a second usage for the score report of a validated session', async () => {
  const session = await plan();
  const assessmentId = session.assessments[0]?.assessmentId ?? -1;
  expect((await examiner('POST', `${FACADE}/live-sessions/${session.id}/launch`, {})).statusCode).toBe(200);
  const draft = (await examiner('GET', `${FACADE}/assessments/${assessmentId}`)).json<{ assessment: { version: number; administrationDate: string } }>().assessment;
  const saved = await examiner('PUT', `${FACADE}/assessments/${assessmentId}`, {
    version: draft.version, responses: phq9Responses([0, 1, 0, 1, 0, 1, 0, 0, 0], 0), administrationDate: draft.administrationDate, examinerId, status: 'scored',
  });
  expect(saved.body).toContain('"status":"scored"');
  const generated = await examiner('POST', `${FACADE}/assessments/${assessmentId}/reports`, { reportType: 'score' });
  expect(generated.statusCode).toBe(201);
  const rows = await test.db
    .select({ reason: usageLedger.reason, usagesCharged: usageLedger.usagesCharged, reportId: usageLedger.reportId })
    .from(usageLedger)
    .where(and(eq(usageLedger.assessmentId, assessmentId), eq(usageLedger.reportType, 'score')))
    .orderBy(usageLedger.id);
  expect(rows).toEqual([
    { reason: 'usage', usagesCharged: 1, reportId: null },
    { reason: 'liveSession', usagesCharged: 0, reportId: expect.any(Number) },
  ]);
  const [count] = await test.db.select({ n: sql<number>`count(*)::int` }).from(usageLedger).where(eq(usageLedger.assessmentId, assessmentId));
  expect(count?.n).toBe(2);
});
