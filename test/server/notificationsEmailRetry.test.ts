/**
 * An e-mail's sender is told when the message finally fails, and not before: the delivery job,
 * run by hand on an app whose workers are off, fails an attempt that has a retry left without
 * telling anyone, then tells the sender once when the last retry fails (and when a link closed
 * before the message could be sent).
 */
import { gt } from 'drizzle-orm';
import type { Examinee } from '../../src/domain/examinee';
import type { Db } from '../../src/server/db/client';
import { notifications } from '../../src/server/db/schema';
import { deliverMessage, DeliveryRetry, LINK_CLOSED_REASON } from '../../src/server/services/email/deliveryJob';
import { busyTransport, FACADE, type MailWorld, mailWorld } from './support/mailWorld';

jest.setTimeout(120_000);

let world: MailWorld;
let db: Db;
let examiner: MailWorld['examiner'];
let examinerId: number;
let examinee: Examinee;

beforeAll(async () => {
  world = await mailWorld('qg_notify_mail');
  ({ db, examiner, examinerId, examinee } = world);
});
afterAll(async () => {
  await world.close();
});

const queuedMessage = async () => world.queueEmail({ assessmentId: (await world.newAssessment()).id, recipientAddress: 'robin@example.org', recipientName: 'Robin Tester' });

const context = (retryLimit: number) => world.deliveryContext(busyTransport, retryLimit);

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
