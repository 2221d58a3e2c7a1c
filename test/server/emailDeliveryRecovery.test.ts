/**
 * What delivery does when it cannot finish, on apps whose workers are off (the job runs by hand):
 * a server that stopped mid-send leaves the message `sending`; the next start-up fails it as
 * uncertain and tells its sender if the attempt began minutes ago, leaves it alone if it began
 * just now (its job fails it once stale), and sends neither again. A failed resend hands the earlier mail's token back, so the
 * address already in the recipient's mailbox keeps working until a new mail replaces it.
 */
import { eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { EmailMessageSummary } from '../../src/contract/services/email';
import type { Examinee } from '../../src/domain/examinee';
import type { Db } from '../../src/server/db/client';
import { emailMessages, notifications, remoteLinks } from '../../src/server/db/schema';
import type { MailTransport, OutgoingMail } from '../../src/server/mail/mailTransport';
import { deliverMessage, DeliveryRetry } from '../../src/server/services/email/deliveryJob';
import { DELIVERY_UNCERTAIN_REASON } from '../../src/server/services/email/sendingRecovery';
import { tokenHash } from '../../src/server/services/remoteLinks/linkStore';
import { acceptingTransport, busyTransport, FACADE, type MailWorld, mailWorld } from './support/mailWorld';

jest.setTimeout(120_000);

let world: MailWorld;
let app: FastifyInstance;
let db: Db;
let examiner: MailWorld['examiner'];
let examinee: Examinee;
let examinerId: number;

beforeAll(async () => {
  world = await mailWorld('qg_mail_recovery');
  ({ app, db, examiner, examinee, examinerId } = world);
});
afterAll(async () => {
  await world.close();
});

const queuedMessage = (body: Record<string, unknown>) => world.queueEmail({ recipientAddress: 'robin@example.org', ...body });
const newAssessment = () => world.newAssessment();
const accepting = acceptingTransport;
const busy = busyTransport;
const context = (transport: MailTransport) => world.deliveryContext(transport);

const tokenOf = (mail: OutgoingMail | undefined): string => /#([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
const stored = async (id: number) => (await db.select().from(emailMessages).where(eq(emailMessages.id, id)))[0];
const linkHash = async (id: number | null) => (await db.select().from(remoteLinks).where(eq(remoteLinks.id, id ?? -1)))[0]?.tokenHash;
const opens = async (token: string) => (await app.inject({ method: 'POST', url: `/qg-services${FACADE}/osa/open`, payload: { token } })).statusCode;
const maxNotificationId = async (): Promise<number> => (await db.select({ id: notifications.id }).from(notifications)).reduce((max, row) => Math.max(max, row.id), 0);

describe('a start-up after a server stopped mid-send', () => {
  it('fails a message left sending for minutes as uncertain and tells its sender, leaves a recent one alone, and sends neither', async () => {
    const stale = await queuedMessage({ assessmentId: (await newAssessment()).id });
    const recent = await queuedMessage({ assessmentId: (await newAssessment()).id });
    // As a claim leaves them: attempt 1 under way, begun ten minutes and one minute ago.
    const now = Date.now();
    await db.update(emailMessages).set({ state: 'sending', attempts: 1, updatedAt: new Date(now - 10 * 60_000) }).where(eq(emailMessages.id, stale.id));
    await db.update(emailMessages).set({ state: 'sending', attempts: 1, updatedAt: new Date(now - 60_000) }).where(eq(emailMessages.id, recent.id));
    const since = await maxNotificationId();

    await world.restart();
    ({ app, examiner } = world);

    const history = (await examiner('GET', `${FACADE}/examinees/${examinee.id}/emails`)).json<EmailMessageSummary[]>();
    expect(history.find((message) => message.id === stale.id)).toMatchObject({
      state: 'failed',
      lastError: DELIVERY_UNCERTAIN_REASON,
      sentAt: null,
      attempts: [{ attempt: 1, outcome: 'failed', error: DELIVERY_UNCERTAIN_REASON }],
    });
    expect(history.find((message) => message.id === recent.id)).toMatchObject({ state: 'sending', lastError: null, attempts: [] });
    const made = await db.select().from(notifications).where(gt(notifications.id, since));
    expect(made.map((row) => ({ userId: row.userId, kind: row.kind, link: row.link }))).toEqual([
      { userId: examinerId, kind: 'emailDeliveryFailed', link: `/examinees/${examinee.id}` },
    ]);

    const { transport, sent } = accepting();
    await deliverMessage(context(transport), stale.id);
    // The recent one's job (start-up queued it again) leaves it to the attempt that may be under way, and looks again later.
    await expect(deliverMessage(context(transport), recent.id)).rejects.toThrow(DeliveryRetry);
    expect(sent).toEqual([]);
    expect(await stored(recent.id)).toMatchObject({ state: 'sending', attempts: 1 });

    // Looked at again once its attempt is stale, it is failed as uncertain, not sent.
    const later = await maxNotificationId();
    await deliverMessage({ ...context(transport), clock: () => new Date(now + 10 * 60_000) }, recent.id);
    expect(sent).toEqual([]);
    expect(await stored(recent.id)).toMatchObject({ state: 'failed', attempts: 1, lastError: DELIVERY_UNCERTAIN_REASON });
    expect((await db.select().from(notifications).where(gt(notifications.id, later))).map((row) => row.kind)).toEqual(['emailDeliveryFailed']);
  });
});

describe('a failed resend', () => {
  it('hands the earlier mail\'s token back, until a resend goes out and replaces it', async () => {
    const { transport, sent } = accepting();
    const first = await queuedMessage({ assessmentId: (await newAssessment()).id });
    await deliverMessage(context(transport), first.id);
    const firstToken = tokenOf(sent[0]);
    expect(await opens(firstToken)).toBe(200);

    const again = await queuedMessage({ linkId: first.linkId });
    await expect(deliverMessage(context(busy), again.id)).rejects.toThrow(DeliveryRetry);
    expect(await stored(again.id)).toMatchObject({ state: 'retrying', attempts: 1 });
    expect(await linkHash(first.linkId)).toBe(tokenHash(firstToken));
    expect(await opens(firstToken)).toBe(200);

    await deliverMessage(context(transport), again.id);
    const secondToken = tokenOf(sent[1]);
    expect(secondToken).not.toBe(firstToken);
    expect(await stored(again.id)).toMatchObject({ state: 'sent', attempts: 2 });
    expect(await opens(secondToken)).toBe(200);
    expect(await opens(firstToken)).not.toBe(200);
  });
});
