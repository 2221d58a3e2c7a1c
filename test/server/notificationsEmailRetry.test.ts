/**
 * An e-mail's sender is told when the message finally fails, and not before: the delivery job,
 * run by hand on an app whose workers are off, fails an attempt that has a retry left without
 * telling anyone, then tells the sender once when the last retry fails (and when a link closed
 * before the message could be sent).
 */
import { gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { EmailMessageSummary } from '../../src/contract/services/email';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import { buildApp } from '../../src/server/app';
import type { Database, Db } from '../../src/server/db/client';
import { notifications } from '../../src/server/db/schema';
import type { MailTransport } from '../../src/server/mail/mailTransport';
import { deliverMessage, type DeliveryContext, DeliveryRetry, LINK_CLOSED_REASON } from '../../src/server/services/email/deliveryJob';
import { examineeBody } from './support/fixtures';
import { apiAs, selfUserId, signIn } from './support/session';
import { testConfig } from './support/testApp';
import { type SharedDatabase, sharedDatabase } from './support/sharedDatabase';

jest.setTimeout(120_000);

type Api = ReturnType<typeof apiAs>;
const FACADE = '/assessment-facade';

let shared: SharedDatabase;
let observer: Database;
let db: Db;
let app: FastifyInstance;
let examiner: Api;
let examinerId: number;
let examinee: Examinee;

beforeAll(async () => {
  shared = await sharedDatabase('qg_notify_mail');
  app = await buildApp({ config: testConfig(), database: await shared.open(), runJobs: false });
  observer = await shared.open();
  db = observer.db;
  examiner = apiAs(app, await signIn(app, 'examiner'));
  examinerId = await selfUserId(examiner);
  examinee = (await examiner('POST', `${FACADE}/examinees`, examineeBody())).json<Examinee>();
});
afterAll(async () => {
  await app.close();
  await observer.close();
  await shared.dispose();
});

async function queuedMessage(): Promise<EmailMessageSummary> {
  const assessment = (await examiner('POST', `${FACADE}/assessments`, { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId })).json<Assessment>();
  const response = await examiner('POST', `${FACADE}/emails`, { examineeRecordId: examinee.id, assessmentId: assessment.id, recipientAddress: 'robin@example.org', recipientName: 'Robin Tester' });
  expect(response.statusCode).toBe(201);
  return response.json<EmailMessageSummary>();
}

/** A transport that fails as a busy SMTP server would. */
const busy: MailTransport = {
  send: async () => {
    throw Object.assign(new Error('Message failed'), { response: '421 4.3.2 Service not available, try again later' });
  },
};

const context = (retryLimit: number): DeliveryContext => ({ db, clock: () => new Date(), transport: busy, linkUrl: async (token) => `https://assess.example.org/osa#${token}`, retryLimit });

const maxId = async (): Promise<number> => (await db.select({ id: notifications.id }).from(notifications)).reduce((max, row) => Math.max(max, row.id), 0);
const madeSince = (since: number) => db.select().from(notifications).where(gt(notifications.id, since));

it('tells nobody while a retry is left, then the sender once when the last one fails', async () => {
  const message = await queuedMessage();
  const since = await maxId();
  await expect(deliverMessage(context(1), message.id)).rejects.toThrow(DeliveryRetry);
  expect(await madeSince(since)).toEqual([]);

  await deliverMessage(context(1), message.id);
  await deliverMessage(context(1), message.id);
  const made = await madeSince(since);
  expect(made.map((row) => ({ userId: row.userId, kind: row.kind, link: row.link }))).toEqual([
    { userId: examinerId, kind: 'emailDeliveryFailed', link: `/examinees/${examinee.id}` },
  ]);
  expect(made[0]?.body).toContain('after 2 attempts: 421 4.3.2 Service not available, try again later');
});

it('tells the sender when the link closed before the message could be sent', async () => {
  const message = await queuedMessage();
  expect((await examiner('POST', `${FACADE}/links/${message.linkId}/revoke`, {})).statusCode).toBe(200);
  const since = await maxId();
  await deliverMessage(context(3), message.id);
  const made = await madeSince(since);
  expect(made.map((row) => ({ userId: row.userId, kind: row.kind }))).toEqual([{ userId: examinerId, kind: 'emailDeliveryFailed' }]);
  expect(made[0]?.body).toContain(LINK_CLOSED_REASON);
});
