/**
 * The signed-in user's own notifications: the list, marking one read, marking all read, through
 * the repositories of the caller's account and user: another user's notification answers 404.
 */
import { DEFAULT_NOTIFICATION_PAGE_SIZE, type MarkAllReadResult, type NotificationItem, type NotificationListQuery, type NotificationPage } from '../../../contract/services/notifications';
import type { Repositories } from '../../db/repositories';
import { notFound } from '../../http/problems';

/**
 * A page of the user's notifications, newest first (ties by id, newest first), with the count of
 * those matching and of the unread ones over all pages.
 */
export async function listNotifications(repos: Repositories, query: NotificationListQuery): Promise<NotificationPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_NOTIFICATION_PAGE_SIZE;
  const rows = await repos.notifications.list(query.unreadOnly ?? false, page, pageSize);
  return { ...rows, page, pageSize };
}

/** The user's notification `id`, or null when they have none of that id (another user's included). */
export const findNotification = (repos: Repositories, id: number): Promise<NotificationItem | null> => repos.notifications.find(id);

/**
 * Marks one of the user's notifications read; one already read keeps its first read time.
 * @returns the notification as it now is.
 * @throws HttpProblem notFound when the user has no notification `id` (another user's included).
 */
export async function markNotificationRead(repos: Repositories, id: number, now: Date): Promise<NotificationItem> {
  const marked = await repos.notifications.markRead(id, now);
  if (!marked) throw notFound('The notification');
  return marked;
}

/** Marks every unread notification of the user read; answers how many were. */
export async function markAllNotificationsRead(repos: Repositories, now: Date): Promise<MarkAllReadResult> {
  return { marked: await repos.notifications.markAllRead(now) };
}
