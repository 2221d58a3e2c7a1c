/** Handlers of the notification operations (contract/services/notifications.ts). */
import { notifications } from '../../../contract';
import type { AppContext } from '../../context';
import { type BoundHandler, handle, type SignedInCall } from '../../http/operationHandler';
import { listNotifications, markAllNotificationsRead, markNotificationRead, type NotificationOwner } from './service';

const ownerOf = (call: SignedInCall): NotificationOwner => ({ userId: call.user.userId, accountId: call.user.accountId });

/** The notification handlers. */
export function notificationRoutes(context: AppContext): BoundHandler[] {
  const { db } = context;
  return [
    handle(notifications.list, ({ query }, call) => listNotifications(db, ownerOf(call), query)),
    handle(notifications.markRead, ({ params }, call) => markNotificationRead(db, ownerOf(call), params.notificationId, call.now)),
    handle(notifications.markAllRead, (_input, call) => markAllNotificationsRead(db, ownerOf(call), call.now)),
  ];
}
