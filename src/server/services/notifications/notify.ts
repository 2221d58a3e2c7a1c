/**
 * Storing a notification. Every producer calls {@link notify} inside the transaction of its
 * event, so the notification exists exactly when the event committed (a rolled-back event tells
 * nobody; an event that committed is never missing its notification).
 */
import { notificationText, type NotificationFacts } from '../../../domain/notifications';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

/** Who is told, and where the notification leads. */
export interface NotificationTarget {
  /** The recipient's account (the row is scoped by it like every account row). */
  accountId: number;
  userId: number;
  /** A same-origin platform path where the user acts on it ("/assessments/40"), or null. */
  link: string | null;
}

/**
 * Stores one notification for each target, its text written from `facts`
 * (domain/notifications.ts notificationText).
 * @param tx the event's transaction.
 * @param at the event's time: the notification's `created_at`.
 */
export async function notify(tx: Db, targets: readonly NotificationTarget[], facts: NotificationFacts, at: Date): Promise<void> {
  if (targets.length === 0) return;
  const { title, body } = notificationText(facts);
  await tx.insert(notifications).values(targets.map((target) => ({ accountId: target.accountId, userId: target.userId, kind: facts.kind, title, body, link: target.link, createdAt: at })));
}
