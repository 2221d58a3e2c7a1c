/**
 * Storing a notification. Every producer calls {@link notify} inside the transaction of its
 * event, so the notification exists exactly when the event committed (a rolled-back event tells
 * nobody; an event that committed is never missing its notification).
 */
import { notificationText, type NotificationFacts } from '../../../domain/notifications';
import type { NotificationRecipient, NotificationRepository } from '../../db/repositories/notifications';

/** Who is told (a user of the repository's account), and where the notification leads. */
export type NotificationTarget = NotificationRecipient;

/**
 * Stores one notification for each target, its text written from `facts`
 * (domain/notifications.ts notificationText).
 * @param notifications the notification repository of the targets' account, over the event's transaction.
 * @param at the event's time: the notification's `created_at`.
 */
export async function notify(notifications: NotificationRepository, targets: readonly NotificationTarget[], facts: NotificationFacts, at: Date): Promise<void> {
  if (targets.length === 0) return;
  const { title, body } = notificationText(facts);
  await notifications.add(targets, { kind: facts.kind, title, body }, at);
}
