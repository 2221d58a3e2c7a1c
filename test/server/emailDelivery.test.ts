/**
 * The delivery job, run by hand on an app whose workers are off: the local outbox writes a
 * readable .eml; a job that runs twice sends once; a link closed before delivery fails the
 * message with its reason; failed attempts keep the link's token, are retried, then fail. And a
 * server restarted on the same database delivers what was still queued.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { EmailMessageSummary } from '../../src/contract/services/email';
import type { Examinee } from '../../src/domain/examinee';
import type { Db } from '../../src/server/db/client';
import { emailMessages, remoteLinks } from '../../src/server/db/schema';
import { createMailTransport, type MailTransport } from '../../src/server/mail/mailTransport';
import { outboxFileName } from '../../src/server/mail/outbox';
import { deliverMessage, DeliveryRetry, EMAIL_DELIVERY_QUEUE, LINK_CLOSED_REASON } from '../../src/server/services/email/deliveryJob';
import { tokenHash } from '../../src/server/services/remoteLinks/linkStore';
import { FACADE, type MailWorld, mailWorld } from './support/mailWorld';
import { linkOf, readMail } from './support/smtpServer';

jest.setTimeout(120_000);

let world: MailWorld;
let db: Db;
let examiner: MailWorld['examiner'];
let examinee: Examinee;
let outbox: string;

beforeAll(async () => {
  outbox = await mkdtemp(path.join(os.tmpdir(), 'qg-outbox-'));
  world = await mailWorld('qg_mail', { outboxDir: path.join(outbox, 'app') });
  ({ db, examiner, examinee } = world);
});
afterAll(async () => {
  await world.close();
  await rm(outbox, { recursive: true, force: true });
});

/** Queues a message for a new assessment; no worker runs, so it stays queued. */
async function queuedMessage(recipientAddress: string): Promise<EmailMessageSummary> {
  const message = await world.queueEmail({ assessmentId: (await world.newAssessment()).id, recipientAddress, recipientName: 'Robin Tester' });
  expect(message.state).toBe('queued');
  return message;
}

const context = (transport: MailTransport, retryLimit = 2) => world.deliveryContext(transport, retryLimit);

const stored = async (id: number) => (await db.select().from(emailMessages).where(eq(emailMessages.id, id)))[0];
const linkHash = async (id: number | null) => (await db.select().from(remoteLinks).where(eq(remoteLinks.id, id ?? -1)))[0]?.tokenHash;

describe('the local outbox', () => {
  it('writes each message as a readable .eml named by time, once however often its job runs', async () => {
    const directory = path.join(outbox, 'manual');
    const transport = createMailTransport({ smtpUrl: null, outboxDir: directory, mailFrom: '"Assessment platform" <no-reply@localhost>' }, () => new Date());
    const message = await queuedMessage('outbox@example.org');
    await deliverMessage(context(transport), message.id);
    await deliverMessage(context(transport), message.id);

    const files = await readdir(directory);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{8}T\d{9}Z-.+\.eml$/);
    const mail = await readMail(await readFile(path.join(directory, files[0] ?? ''), 'utf8'));
    expect(mail.headers.get('to')).toBe('"Robin Tester" <outbox@example.org>');
    expect(mail.headers.get('subject')).toBe(message.subject);
    expect(mail.html).toContain('<a href="https://assess.example.org/osa#');
    const { token } = linkOf(mail);
    expect(await linkHash(message.linkId)).toBe(tokenHash(token));
    expect(await stored(message.id)).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
  });

  it('names files so that they sort by time', () => {
    const earlier = outboxFileName(new Date('2026-01-02T03:04:05.006Z'), '<b@x>');
    const later = outboxFileName(new Date('2026-01-02T03:04:05.007Z'), '<a@x>');
    expect(earlier).toBe('20260102T030405006Z-b@x.eml');
    expect([later, earlier].sort()).toEqual([earlier, later]);
  });
});

describe('delivery', () => {
  /** A transport that fails every time as an SMTP server that is busy would, and counts the attempts. */
  const busy = () => {
    const calls: string[] = [];
    const transport: MailTransport = {
      send: async (mail) => {
        calls.push(mail.text);
        throw Object.assign(new Error('Message failed'), { response: '421 4.3.2 Service not available, try again later' });
      },
    };
    return { transport, calls };
  };

  it('fails a message whose link was revoked before it was sent, sending nothing', async () => {
    const { transport, calls } = busy();
    const message = await queuedMessage('revoked@example.org');
    expect((await examiner('POST', `${FACADE}/links/${message.linkId}/revoke`, {})).statusCode).toBe(200);
    await deliverMessage(context(transport), message.id);
    expect(calls).toHaveLength(0);
    const history = (await examiner('GET', `${FACADE}/examinees/${examinee.id}/emails`)).json<EmailMessageSummary[]>();
    expect(history.find((candidate) => candidate.id === message.id)).toMatchObject({
      state: 'failed',
      lastError: LINK_CLOSED_REASON,
      linkState: 'revoked',
      attempts: [{ attempt: 1, outcome: 'failed', error: LINK_CLOSED_REASON }],
    });
  });

  it('records each failed attempt with the server\'s answer, keeps the link\'s token, retries, then fails', async () => {
    const { transport, calls } = busy();
    const message = await queuedMessage('busy@example.org');
    const hashBefore = await linkHash(message.linkId);
    await expect(deliverMessage(context(transport, 1), message.id)).rejects.toThrow(DeliveryRetry);
    expect(await stored(message.id)).toMatchObject({ state: 'retrying', attempts: 1, lastError: '421 4.3.2 Service not available, try again later', sentAt: null });
    // The token issued for the failed attempt was taken back: an address mailed earlier would still work.
    expect(await linkHash(message.linkId)).toBe(hashBefore);

    await deliverMessage(context(transport, 1), message.id);
    expect(await stored(message.id)).toMatchObject({ state: 'failed', attempts: 2 });
    await deliverMessage(context(transport, 1), message.id);
    expect(calls).toHaveLength(2);
    const history = (await examiner('GET', `${FACADE}/examinees/${examinee.id}/emails`)).json<EmailMessageSummary[]>();
    expect(history.find((candidate) => candidate.id === message.id)?.attempts.map((attempt) => attempt.outcome)).toEqual(['failed', 'failed']);
  });
});

describe('a restart', () => {
  it('delivers the messages a server queued but never sent, even when their jobs are gone', async () => {
    const message = await queuedMessage('restart@example.org');
    // As if pg-boss had spent the job's retries (or lost it): only the message row is left.
    await db.execute(sql`delete from pgboss.job where name = ${EMAIL_DELIVERY_QUEUE}`);
    const restartedOutbox = path.join(outbox, 'restarted');
    await world.restart({ outboxDir: restartedOutbox }, true);
    for (;;) {
      const row = await stored(message.id);
      if (row?.state === 'sent') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const files = await readdir(restartedOutbox);
    expect(files).toHaveLength(1);
    const mail = await readMail(await readFile(path.join(restartedOutbox, files[0] ?? ''), 'utf8'));
    expect(mail.headers.get('to')).toBe('"Robin Tester" <restart@example.org>');
    expect(await linkHash(message.linkId)).toBe(tokenHash(linkOf(mail).token));
  });
});
