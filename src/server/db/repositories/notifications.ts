/**
 * Notifications (the notification aggregate): the scope user's own, read side and read marks,
 * where every query is filtered by the scope's account and user, so another user's notification
 * is a missing one; and the producers' side, which tells any user of the scope's account and
 * reads the few facts a notification's words need.
 */
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { NotificationItem } from '../../../contract/services/notifications';
import type { NotificationKind } from '../../../domain/notifications';
import type { Db } from '../client';
import { notifications, reportBatchItems, users } from '../schema';
import type { AccountScope } from './scope';
import { userNameColumns } from './userColumns';

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

/** A user of the scope's account to tell, and where the notification leads (a platform path, or null). */
export interface NotificationRecipient {
  userId: number;
  link: string | null;
}

/** A notification's kind and words (domain/notifications.ts notificationText writes them). */
export interface NotificationContent {
  kind: NotificationKind;
  title: string;
  body: string;
}

/**
 * The scope user's notifications, and the producers' side: telling users of the scope's account
 * and reading what the words need (those need no user in the scope: a job tells someone too).
 */
export interface NotificationRepository {
  /** A page, newest first (ties by id, newest first); `unreadOnly` leaves out the read ones. */
  list(unreadOnly: boolean, page: number, pageSize: number): Promise<NotificationRows>;
  /** The notification `id`, or `null` when the user has none of that id. */
  find(id: number): Promise<NotificationItem | null>;
  /** Marks one read (one already read keeps its first read time); `null` when the user has none of that id. */
  markRead(id: number, now: Date): Promise<NotificationItem | null>;
  /** Marks every unread one read; answers how many were. */
  markAllRead(now: Date): Promise<number>;
  /** Stores one notification, unread and created `at`, for each recipient (users of the scope's account). */
  add(recipients: readonly NotificationRecipient[], content: NotificationContent, at: Date): Promise<void>;
  /** The ids of the account's active account administrators, in no particular order. */
  activeAdministratorIds(): Promise<number[]>;
  /** The name parts of the account's user `userId` (auth/principal.ts personName makes the name), or `null`. */
  personOf(userId: number): Promise<{ title: string; firstName: string; lastName: string } | null>;
  /** How many items of the account's report batch `batchId` were made (`done`) and how many failed. */
  reportBatchOutcome(batchId: number): Promise<{ done: number; failed: number }>;
}

/**
 * The notification repository of `scope`'s account and user.
 * Its read side and read marks throw Error when the scope has no user (notifications belong to a
 * user, not to an account); the producers' side does not need one.
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
    async add(recipients, { kind, title, body }, at) {
      if (recipients.length === 0) return;
      await db.insert(notifications).values(recipients.map((recipient) => ({ accountId: scope.accountId, userId: recipient.userId, kind, title, body, link: recipient.link, createdAt: at })));
    },
    async activeAdministratorIds() {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.accountId, scope.accountId), eq(users.role, 'accountAdministrator'), eq(users.active, true)));
      return rows.map((row) => row.id);
    },
    async personOf(userId) {
      const [row] = await db
        .select(userNameColumns)
        .from(users)
        .where(and(eq(users.id, userId), eq(users.accountId, scope.accountId)));
      return row ?? null;
    },
    async reportBatchOutcome(batchId) {
      const counts = await db
        .select({ state: reportBatchItems.state, items: count() })
        .from(reportBatchItems)
        .where(and(eq(reportBatchItems.batchId, batchId), eq(reportBatchItems.accountId, scope.accountId)))
        .groupBy(reportBatchItems.state);
      const of = (state: (typeof counts)[number]['state']): number => counts.find((row) => row.state === state)?.items ?? 0;
      return { done: of('done'), failed: of('failed') };
    },
  };
}
