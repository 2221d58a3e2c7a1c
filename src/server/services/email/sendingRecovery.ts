/**
 * Recovery of messages whose server stopped mid-send: a message still `sending` long after its
 * attempt began (see SENDING_STALE_MINUTES) may or may not have reached the SMTP server, so it is
 * failed with a reason that says so and its sender is notified. It is never sent again
 * automatically: a message goes out at most once, and only the sender can tell whether to resend.
 * The link's token is kept, since the mail may have arrived with it.
 */
import { and, eq, lt } from 'drizzle-orm';
import { staleSendingCutoff } from '../../../domain/email';
import type { Db } from '../../db/client';
import { emailDeliveryAttempts, emailMessages } from '../../db/schema';
import { notifyEmailFailed } from '../notifications/producers';

/** The reason recorded for a message whose server stopped while sending it. */
export const DELIVERY_UNCERTAIN_REASON = 'Delivery uncertain: the server stopped while sending; send the link again if it did not arrive.';

/**
 * Fails a message left `sending` as uncertain at `now`: records its attempt (as begun when it went
 * `sending`) with {@link DELIVERY_UNCERTAIN_REASON} and tells its sender, under the caller's
 * transaction, which holds the message's row lock.
 */
export async function failUncertain(tx: Db, message: typeof emailMessages.$inferSelect, now: Date): Promise<void> {
  await tx.insert(emailDeliveryAttempts).values({ messageId: message.id, attempt: message.attempts, at: message.updatedAt, outcome: 'failed', error: DELIVERY_UNCERTAIN_REASON });
  await tx.update(emailMessages).set({ state: 'failed', lastError: DELIVERY_UNCERTAIN_REASON, updatedAt: now }).where(eq(emailMessages.id, message.id));
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
    const stale = await tx
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.state, 'sending'), lt(emailMessages.updatedAt, staleSendingCutoff(now))))
      .for('update');
    for (const message of stale) await failUncertain(tx, message, now);
    return stale.map((message) => message.id);
  });
}
