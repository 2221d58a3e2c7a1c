/**
 * The delivery job of one e-mail. With the message row locked it issues the link's token, sends
 * the message with the link in place, and records the attempt and the state in the same
 * transaction: a job that runs twice finds the message sent and sends nothing. A failed attempt
 * keeps the link's old token (the token is issued inside a savepoint that the failure rolls
 * back), records the reason, and throws once committed so that pg-boss retries with backoff.
 */
import { eq } from 'drizzle-orm';
import { stateAfterFailure } from '../../../domain/email';
import type { Db } from '../../db/client';
import { emailDeliveryAttempts, emailMessages } from '../../db/schema';
import type { JobKind, JobRetry, NewJob } from '../../jobs/jobQueue';
import type { ServerConfig } from '../../config';
import { composeMail } from '../../mail/composeMail';
import type { MailReceipt, MailTransport } from '../../mail/mailTransport';
import { notifyEmailFailed } from '../notifications/producers';
import { issueToken } from '../remoteLinks/linkStore';

/** Seconds between an idle delivery worker's looks for retries that came due (new messages wake it). */
export const EMAIL_POLLING_SECONDS = 2;

/** The pg-boss queue of e-mail delivery. */
export const EMAIL_DELIVERY_QUEUE = 'email-delivery';

/** Data of one job: the message it delivers. */
export interface EmailDeliveryJob {
  messageId: number;
}

/** The job that delivers message `messageId` (one waiting job per message), retried as `retry` says. */
export const deliveryJob = (messageId: number, retry: JobRetry): NewJob<EmailDeliveryJob> => ({ data: { messageId }, singletonKey: `email-message-${messageId}`, retry });

/** How a failed delivery is retried: `MAIL_RETRY_LIMIT` times, the delay doubling from `MAIL_RETRY_DELAY_SECONDS`. */
export const deliveryRetry = (config: Pick<ServerConfig, 'mailRetryLimit' | 'mailRetryDelaySeconds'>): JobRetry => ({
  limit: config.mailRetryLimit,
  delaySeconds: config.mailRetryDelaySeconds,
  backoff: true,
});

/** The reason recorded when the link closed before its message could be sent. */
export const LINK_CLOSED_REASON = 'The link was revoked/expired/completed before the message was sent.';

/** What delivery needs. */
export interface DeliveryContext {
  db: Db;
  clock: () => Date;
  transport: MailTransport;
  /** The absolute address a token opens. */
  linkUrl: (token: string) => Promise<string>;
  /** Retries after the first attempt before a message is `failed`. */
  retryLimit: number;
}

/** Thrown by a delivery whose attempt failed but will be retried: pg-boss schedules the retry. */
export class DeliveryRetry extends Error {
  override name = 'DeliveryRetry';
}

class LinkClosed extends Error {
  override name = 'LinkClosed';
}

/** The longest failure reason kept; SMTP servers can answer at length. */
const MAX_REASON_LENGTH = 1000;

/** A failure's reason as the history shows it: the SMTP server's answer when there is one, else the error's message. */
function reasonOf(error: unknown): string {
  const response = (error as { response?: unknown }).response;
  const reason = typeof response === 'string' && response !== '' ? response : error instanceof Error ? error.message : String(error);
  return reason.slice(0, MAX_REASON_LENGTH);
}

type Outcome = 'settled' | 'retry';

/**
 * Delivers one message unless it is already sent or failed.
 * @throws DeliveryRetry after recording a failed attempt that has retries left; any database error.
 */
export async function deliverMessage(context: DeliveryContext, messageId: number): Promise<void> {
  const outcome = await context.db.transaction(async (tx): Promise<Outcome> => {
    const [message] = await tx.select().from(emailMessages).where(eq(emailMessages.id, messageId)).for('update');
    if (!message || message.state === 'sent' || message.state === 'failed') return 'settled';
    const now = context.clock();
    const attempt = message.attempts + 1;
    let receipt: MailReceipt | null = null;
    let reason: string;
    let closed = false;
    try {
      receipt = await tx.transaction(async (savepoint) => {
        const token = message.linkId === null ? null : await issueToken(savepoint, message.linkId, now);
        if (token === null) throw new LinkClosed();
        return context.transport.send(composeMail(message, await context.linkUrl(token)));
      });
      reason = '';
    } catch (error) {
      closed = error instanceof LinkClosed;
      reason = closed ? LINK_CLOSED_REASON : reasonOf(error);
    }
    await tx.insert(emailDeliveryAttempts).values({ messageId, attempt, at: now, outcome: receipt ? 'sent' : 'failed', error: receipt ? null : reason });
    if (receipt) {
      await tx
        .update(emailMessages)
        .set({ state: 'sent', attempts: attempt, sentAt: now, transportMessageId: receipt.messageId, lastError: null, updatedAt: now })
        .where(eq(emailMessages.id, messageId));
      return 'settled';
    }
    const state = closed ? 'failed' : stateAfterFailure(attempt, context.retryLimit);
    await tx.update(emailMessages).set({ state, attempts: attempt, lastError: reason, updatedAt: now }).where(eq(emailMessages.id, messageId));
    if (state === 'failed') await notifyEmailFailed(tx, message, attempt, reason, now);
    return state === 'retrying' ? 'retry' : 'settled';
  });
  if (outcome === 'retry') throw new DeliveryRetry(`E-mail ${messageId} was not delivered; it will be retried.`);
}

/** The job kind of e-mail delivery: one message at a time per process. */
export function deliveryJobKind(context: DeliveryContext): JobKind<EmailDeliveryJob> {
  // One job per fetch: a delivery throws to be retried, and must not fail others with it. Sending
  // wakes the worker at once, so it polls only for retries that come due.
  return { queue: EMAIL_DELIVERY_QUEUE, concurrency: 1, batchSize: 1, pollingSeconds: EMAIL_POLLING_SECONDS, run: (job) => deliverMessage(context, job.messageId) };
}
