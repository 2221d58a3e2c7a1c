/**
 * The delivery job of one e-mail, in three steps so that no transaction is open while an SMTP
 * server takes its time (on the embedded database one open transaction holds every request):
 * 1. claim, one short transaction: lock the message, skip it unless it is queued or retrying,
 *    issue the link's token and mark it `sending` with the attempt's number and time;
 * 2. send, no transaction;
 * 3. settle, one short transaction: record the attempt and the outcome.
 * A message is sent at most once: only a claim moves it to `sending`, and a job that finds it
 * `sending`, `sent` or `failed` sends nothing. A failed attempt puts the link's previous token back
 * (unless the token changed meanwhile), so that no working token is left that no mail carries and
 * an address mailed earlier works again; the message is retried (the job throws once settled) or,
 * out of retries, failed with its sender notified. A server that stops between claim and settle
 * leaves the message `sending`; once that is stale, start-up or the message's next job fails it as
 * uncertain (see sendingRecovery.ts), never sending it again.
 */
import { isEmailKind, staleSendingCutoff, stateAfterFailure } from '../../../domain/email';
import type { Db } from '../../db/client';
import { emailSweepStore } from '../../db/platform/emailSweeps';
import { repositories } from '../../db/repositories';
import type { DeliveryMessage, EmailRepository } from '../../db/repositories/emails';
import type { JobKind, JobRetry, NewJob } from '../../jobs/jobQueue';
import type { ServerConfig } from '../../config';
import { composeMail } from '../../mail/composeMail';
import type { MailReceipt, MailTransport } from '../../mail/mailTransport';
import { notifyEmailFailed } from '../notifications/producers';
import { issueToken, tokenHash } from '../remoteLinks/linkStore';
import { linkById } from '../../db/platform/linkTokens';
import type { LinkKind } from '../../../domain/remoteLink';
import { exportLinkUrl, issueExportToken } from '../accountExports/exportLink';
import { failUncertain } from './sendingRecovery';

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

/** The reason recorded when an account export's link expired or was used before its message could be sent. */
export const EXPORT_LINK_CLOSED_REASON = 'The export link expired or was used before the message was sent.';

/** The reason recorded when the link closed before its message could be sent. */
export const LINK_CLOSED_REASON = 'The link was revoked/expired/completed before the message was sent.';

/** What delivery needs. */
export interface DeliveryContext {
  db: Db;
  clock: () => Date;
  transport: MailTransport;
  /** The absolute address a token of a link of `kind` opens (a `live` link opens the player's live page). */
  linkUrl: (token: string, kind: LinkKind) => Promise<string>;
  /** The absolute address an account export's token opens (default: the download page's path, relative). */
  exportLinkUrl?: (token: string) => string;
  /** Retries after the first attempt before a message is `failed`. */
  retryLimit: number;
}

/** Thrown by a delivery whose attempt failed but will be retried: pg-boss schedules the retry. */
export class DeliveryRetry extends Error {
  override name = 'DeliveryRetry';
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

/** The e-mail repository of the message's account over `tx`: the job acts for no user. */
const emailsOf = (tx: Db, message: Pick<DeliveryMessage, 'accountId'>): EmailRepository => repositories(tx, { accountId: message.accountId, userId: null }).emails;

/** A message claimed for one attempt: what the send and the settling need. */
interface Claim {
  message: DeliveryMessage;
  attempt: number;
  /** When the attempt started. */
  at: Date;
  /** The link's new token; null for a user's message, which carries no link. */
  token: string | null;
  /** The link's token hash before this attempt, put back if the attempt fails (null: no link). */
  previousHash: string | null;
  /** Whether the token opens an account export's download page rather than the player. */
  exportLink?: boolean;
  /** The kind of the message's remote link (a `live` link opens the live page). */
  linkKind?: LinkKind;
}

/** How an attempt went: the server's receipt, or the reason it failed. */
type SendResult = { receipt: MailReceipt } | { reason: string };

/**
 * Fails `message` for good at `attempt` with `reason`, records the attempt and tells its sender,
 * under the caller's transaction.
 */
async function failForGood(tx: Db, message: DeliveryMessage, attempt: number, reason: string, at: Date): Promise<void> {
  const emails = emailsOf(tx, message);
  await emails.recordAttempt(message.id, { attempt, at, outcome: 'failed', error: reason });
  await emails.changeDelivery(message.id, { state: 'failed', attempts: attempt, lastError: reason, updatedAt: at });
  await notifyEmailFailed(tx, message, attempt, reason, at);
}

/**
 * Step 1: claims the message for its next attempt and issues the link's token. Else `settled` when
 * there is nothing to send: the message is gone or settled, its link closed (then it is failed
 * here with {@link LINK_CLOSED_REASON}, its sender notified), or an attempt has been `sending` so
 * long that its server must have stopped (then it is failed as uncertain, never sent again); or
 * `retry` when an attempt is `sending` now, so that the job looks again once that one is over.
 */
async function claim(context: DeliveryContext, messageId: number): Promise<Claim | Outcome> {
  return context.db.transaction(async (tx): Promise<Claim | Outcome> => {
    // The job names only its message: its account is looked up first, then everything is the account's.
    const accountId = await emailSweepStore(tx).accountOfMessage(messageId);
    const emails = accountId === null ? null : emailsOf(tx, { accountId });
    const message = emails ? await emails.lockForDelivery(messageId) : null;
    const at = context.clock();
    if (message?.state === 'sending') {
      if (message.updatedAt.getTime() >= staleSendingCutoff(at).getTime()) return 'retry';
      await failUncertain(tx, message, at);
      return 'settled';
    }
    if (!emails || !message || (message.state !== 'queued' && message.state !== 'retrying')) return 'settled';
    const attempt = message.attempts + 1;
    if (message.kind === 'accountExport') {
      // An account export's link (issue #18): its token is issued here too, so no stored message holds it.
      const token = await issueExportToken(tx, message.accountId, messageId, at);
      if (token === null) {
        await failForGood(tx, message, attempt, EXPORT_LINK_CLOSED_REASON, at);
        return 'settled';
      }
      await emails.changeDelivery(messageId, { state: 'sending', attempts: attempt, updatedAt: at });
      return { message, attempt, at, token, previousHash: null, exportLink: true };
    }
    if (!isEmailKind(message.kind)) {
      // A user's message (an answer to feedback) carries no link: nothing to issue.
      await emails.changeDelivery(messageId, { state: 'sending', attempts: attempt, updatedAt: at });
      return { message, attempt, at, token: null, previousHash: null };
    }
    const previousHash = message.linkId === null ? null : await emails.lockLinkTokenHash(message.linkId);
    const token = previousHash !== null && message.linkId !== null ? await issueToken(tx, message.linkId, at) : null;
    if (previousHash === null || token === null) {
      await failForGood(tx, message, attempt, LINK_CLOSED_REASON, at);
      return 'settled';
    }
    await emails.changeDelivery(messageId, { state: 'sending', attempts: attempt, updatedAt: at });
    const linkKind = (await linkById(tx, message.linkId ?? -1))?.kind ?? 'remote';
    return { message, attempt, at, token, previousHash, linkKind };
  });
}

/** Step 2: the message with its link, to the transport; no transaction is open. */
async function send(context: DeliveryContext, claimed: Claim): Promise<SendResult> {
  try {
    const exportUrl = context.exportLinkUrl ?? ((token: string) => exportLinkUrl('', token));
    const url = claimed.token === null ? null : claimed.exportLink ? exportUrl(claimed.token) : await context.linkUrl(claimed.token, claimed.linkKind ?? 'remote');
    return { receipt: await context.transport.send(composeMail(claimed.message, url)) };
  } catch (error) {
    return { reason: reasonOf(error) };
  }
}

/**
 * Step 3: records the attempt and its outcome. Does nothing when the message is no longer
 * `sending` this attempt: recovery (at start-up or by a later job) failed it as uncertain meanwhile,
 * and that word stands, since its sender has been told.
 */
async function settle(context: DeliveryContext, claimed: Claim, result: SendResult): Promise<Outcome> {
  const { message, attempt, at } = claimed;
  return context.db.transaction(async (tx): Promise<Outcome> => {
    const emails = emailsOf(tx, message);
    const current = await emails.lockDeliveryState(message.id);
    if (current?.state !== 'sending' || current.attempts !== attempt) return 'settled';
    const now = context.clock();
    if ('receipt' in result) {
      await emails.recordAttempt(message.id, { attempt, at, outcome: 'sent', error: null });
      await emails.changeDelivery(message.id, { state: 'sent', sentAt: now, transportMessageId: result.receipt.messageId, lastError: null, updatedAt: now });
      return 'settled';
    }
    if (message.linkId !== null && claimed.token !== null && claimed.previousHash !== null) {
      // Only the token this attempt issued is taken back: one issued since (a copied address) stays.
      await emails.restoreLinkToken(message.linkId, tokenHash(claimed.token), claimed.previousHash);
    }
    const state = stateAfterFailure(attempt, context.retryLimit);
    if (state === 'failed') {
      await failForGood(tx, message, attempt, result.reason, now);
      return 'settled';
    }
    await emails.recordAttempt(message.id, { attempt, at, outcome: 'failed', error: result.reason });
    await emails.changeDelivery(message.id, { state, lastError: result.reason, updatedAt: now });
    return 'retry';
  });
}

/**
 * Delivers one message unless it is already sent or failed; one found `sending` is looked at again
 * later (its attempt may still be under way), or failed as uncertain when that attempt is stale.
 * @throws DeliveryRetry after recording a failed attempt that has retries left, or when an attempt
 *   is under way; any database error (one after the send leaves the message `sending`, to be failed
 *   as uncertain later, and sends nothing again).
 */
export async function deliverMessage(context: DeliveryContext, messageId: number): Promise<void> {
  const claimed = await claim(context, messageId);
  if (claimed === 'retry') throw new DeliveryRetry(`E-mail ${messageId} is being sent; it is looked at again later.`);
  if (claimed === 'settled') return;
  const outcome = await settle(context, claimed, await send(context, claimed));
  if (outcome === 'retry') throw new DeliveryRetry(`E-mail ${messageId} was not delivered; it will be retried.`);
}

/** The job kind of e-mail delivery: one message at a time per process. */
export function deliveryJobKind(context: DeliveryContext): JobKind<EmailDeliveryJob> {
  // One job per fetch: a delivery throws to be retried, and must not fail others with it. Sending
  // wakes the worker at once, so it polls only for retries that come due.
  return { queue: EMAIL_DELIVERY_QUEUE, concurrency: 1, batchSize: 1, pollingSeconds: EMAIL_POLLING_SECONDS, run: (job) => deliverMessage(context, job.messageId) };
}
