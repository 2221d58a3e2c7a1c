/**
 * The signed-in user's own notifications: the list, marking one read, marking all read. Every
 * query is scoped by the caller's account and user: another user's notification answers 404.
 */
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_PAGE_SIZE, type MarkAllReadResult, type NotificationItem, type NotificationListQuery, type NotificationPage } from '../../../contract/services/notifications';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { notFound } from '../../http/problems';

/** Whose notifications: the caller's user in the caller's account. */
export interface NotificationOwner {
  userId: number;
  accountId: number;
}

type NotificationRow = typeof notifications.$inferSelect;

const toItem = (row: NotificationRow): NotificationItem => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

// and() of two conditions is never undefined; its type allows it for an empty call.
const ownedBy = (owner: NotificationOwner): SQL => and(eq(notifications.accountId, owner.accountId), eq(notifications.userId, owner.userId)) as SQL;

/**
 * A page of the owner's notifications, newest first (ties by id, newest first), with the count of
 * those matching and of the unread ones over all pages.
 */
export async function listNotifications(db: Db, owner: NotificationOwner, query: NotificationListQuery): Promise<NotificationPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_NOTIFICATION_PAGE_SIZE;
  const unreadScope = and(ownedBy(owner), isNull(notifications.readAt));
  const scope = query.unreadOnly ? unreadScope : ownedBy(owner);
  const rows = await db
    .select()
    .from(notifications)
    .where(scope)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ value: count() }).from(notifications).where(scope);
  const [unread] = await db.select({ value: count() }).from(notifications).where(unreadScope);
  return { items: rows.map(toItem), total: total?.value ?? 0, page, pageSize, unread: unread?.value ?? 0 };
}

/** The owner's notification `id`, or null when the owner has none of that id (another user's included). */
export async function findNotification(db: Db, owner: NotificationOwner, id: number): Promise<NotificationItem | null> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), ownedBy(owner)))
    .limit(1);
  return row ? toItem(row) : null;
}

/**
 * Marks one of the owner's notifications read; one already read keeps its first read time.
 * @returns the notification as it now is.
 * @throws HttpProblem notFound when the owner has no notification `id` (another user's included).
 */
export async function markNotificationRead(db: Db, owner: NotificationOwner, id: number, now: Date): Promise<NotificationItem> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, id), ownedBy(owner)))
      .for('update');
    if (!row) throw notFound('The notification');
    if (row.readAt !== null) return toItem(row);
    const [updated] = await tx.update(notifications).set({ readAt: now }).where(eq(notifications.id, row.id)).returning();
    return toItem(updated ?? row);
  });
}

/** Marks every unread notification of the owner read; answers how many were. */
export async function markAllNotificationsRead(db: Db, owner: NotificationOwner, now: Date): Promise<MarkAllReadResult> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(notifications)
      .set({ readAt: now })
      .where(and(ownedBy(owner), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return { marked: marked.length };
  });
}
