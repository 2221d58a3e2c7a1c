/**
 * A user's own notifications (the notification aggregate, read side and read marks): every query
 * is filtered by the scope's account and user, so another user's notification is a missing one.
 */
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { NotificationItem } from '../../../contract/services/notifications';
import type { Db } from '../client';
import { notifications } from '../schema';
import type { AccountScope } from './scope';

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

/** A page of notifications, with the counts over all pages. */
export interface NotificationRows {
  items: NotificationItem[];
  /** Those matching the filter. */
  total: number;
  /** The unread ones, whatever the filter. */
  unread: number;
}

/** The scope user's notifications. */
export interface NotificationRepository {
  /** A page, newest first (ties by id, newest first); `unreadOnly` leaves out the read ones. */
  list(unreadOnly: boolean, page: number, pageSize: number): Promise<NotificationRows>;
  /** The notification `id`, or `null` when the user has none of that id. */
  find(id: number): Promise<NotificationItem | null>;
  /** Marks one read (one already read keeps its first read time); `null` when the user has none of that id. */
  markRead(id: number, now: Date): Promise<NotificationItem | null>;
  /** Marks every unread one read; answers how many were. */
  markAllRead(now: Date): Promise<number>;
}

/**
 * The notification repository of `scope`'s user.
 * @throws Error when the scope has no user (notifications belong to a user, not to an account).
 */
export function notificationRepository(db: Db, scope: AccountScope): NotificationRepository {
  const { userId } = scope;
  const own = (...conditions: SQL[]): SQL => {
    if (userId === null) throw new Error('Notifications are read for a user; the scope has none.');
    return and(eq(notifications.accountId, scope.accountId), eq(notifications.userId, userId), ...conditions) as SQL;
  };
  return {
    async list(unreadOnly, page, pageSize) {
      const filter = unreadOnly ? own(isNull(notifications.readAt)) : own();
      const rows = await db
        .select()
        .from(notifications)
        .where(filter)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await db.select({ value: count() }).from(notifications).where(filter);
      const [unread] = await db.select({ value: count() }).from(notifications).where(own(isNull(notifications.readAt)));
      return { items: rows.map(toItem), total: total?.value ?? 0, unread: unread?.value ?? 0 };
    },
    async find(id) {
      const [row] = await db.select().from(notifications).where(own(eq(notifications.id, id))).limit(1);
      return row ? toItem(row) : null;
    },
    markRead: (id, now) =>
      db.transaction(async (tx) => {
        const [row] = await tx.select().from(notifications).where(own(eq(notifications.id, id))).for('update');
        if (!row) return null;
        if (row.readAt !== null) return toItem(row);
        const [updated] = await tx.update(notifications).set({ readAt: now }).where(eq(notifications.id, row.id)).returning();
        return toItem(updated ?? row);
      }),
    async markAllRead(now) {
      const marked = await db.update(notifications).set({ readAt: now }).where(own(isNull(notifications.readAt))).returning({ id: notifications.id });
      return marked.length;
    },
  };
}
