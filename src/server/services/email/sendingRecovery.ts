/**
 * Recovery of messages whose server stopped mid-send: a message still `sending` long after its
 * attempt began (see SENDING_STALE_MINUTES) may or may not have reached the SMTP server, so it is
 * failed with a reason that says so and its sender is notified. It is never sent again
 * automatically: a message goes out at most once, and only the sender can tell whether to resend.
 * The link's token is kept, since the mail may have arrived with it.
 */
import { staleSendingCutoff } from '../../../domain/email';
import type { Db } from '../../db/client';
import { emailSweepStore } from '../../db/platform/emailSweeps';
import { repositories } from '../../db/repositories';
import type { DeliveryMessage } from '../../db/repositories/emails';
import { notifyEmailFailed } from '../notifications/producers';

/** The reason recorded for a message whose server stopped while sending it. */
export const DELIVERY_UNCERTAIN_REASON = 'Delivery uncertain: the server stopped while sending; send the link again if it did not arrive.';

/**
 * Fails a message left `sending` as uncertain at `now`: records its attempt (as begun when it went
 * `sending`) with {@link DELIVERY_UNCERTAIN_REASON} and tells its sender, under the caller's
 * transaction, which holds the message's row lock.
 */
export async function failUncertain(tx: Db, message: DeliveryMessage, now: Date): Promise<void> {
  const { emails } = repositories(tx, { accountId: message.accountId, userId: null });
  await emails.recordAttempt(message.id, { attempt: message.attempts, at: message.updatedAt, outcome: 'failed', error: DELIVERY_UNCERTAIN_REASON });
  await emails.changeDelivery(message.id, { state: 'failed', lastError: DELIVERY_UNCERTAIN_REASON, updatedAt: now });
  await notifyEmailFailed(tx, message, message.attempts, DELIVERY_UNCERTAIN_REASON, now);
}

/**
 * Fails, in one transaction, every message left `sending` since before the stale cutoff at `now`
 * (see {@link failUncertain}). Messages that went `sending` more recently are left alone: another
 * process may be sending them.
 * @returns the ids of the messages failed.
 */
export async function failStaleSending(db: Db, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const stale = await emailSweepStore(tx).lockStaleSending(staleSendingCutoff(now));
    for (const message of stale) await failUncertain(tx, message, now);
    return stale.map((message) => message.id);
  });
}
