/**
 * E-mail delivery's reads across accounts. Not account-scoped, for two reasons: the sweeps at
 * start-up run over every account's messages (system sweeps: the messages a stopped server left
 * `sending`, and those still waiting for delivery), and the delivery job names only its message,
 * so it looks the message's account up before it knows the account (then it continues on
 * `repositories(db, { accountId, userId: null })`). The jobs run as the owner role, not `qg_app`.
 */
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../client';
import { type DeliveryMessage, deliveryMessageColumns } from '../repositories/emails';
import { emailMessages } from '../schema';

/** E-mail delivery's reads over all accounts. */
export interface EmailSweepStore {
  /** The account of message `messageId`, or `null` when there is no such message. */
  accountOfMessage(messageId: number): Promise<number | null>;
  /** Every message, of any account, `sending` since before `cutoff`, each locked until the transaction ends. */
  lockStaleSending(cutoff: Date): Promise<DeliveryMessage[]>;
  /** The ids of every message, of any account, still `queued`, `retrying` or `sending`. */
  waitingMessageIds(): Promise<number[]>;
}

/** The e-mail sweep store over `db` (a transaction where the rows are locked). */
export function emailSweepStore(db: Db): EmailSweepStore {
  return {
    async accountOfMessage(messageId) {
      const [row] = await db.select({ accountId: emailMessages.accountId }).from(emailMessages).where(eq(emailMessages.id, messageId)).limit(1);
      return row?.accountId ?? null;
    },
    lockStaleSending: (cutoff) =>
      db
        .select(deliveryMessageColumns)
        .from(emailMessages)
        .where(and(eq(emailMessages.state, 'sending'), lt(emailMessages.updatedAt, cutoff)))
        .for('update'),
    async waitingMessageIds() {
      const rows = await db.select({ id: emailMessages.id }).from(emailMessages).where(inArray(emailMessages.state, ['queued', 'retrying', 'sending']));
      return rows.map((row) => row.id);
    },
  };
}
