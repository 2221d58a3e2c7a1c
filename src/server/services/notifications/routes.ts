/** Handlers of the notification operations (contract/services/notifications.ts). */
import { notifications } from '../../../contract';
import { type BoundHandler, handle, type SignedInCall } from '../../http/operationHandler';
import { listNotifications, markAllNotificationsRead, markNotificationRead, type NotificationOwner } from './service';

const ownerOf = (call: SignedInCall): NotificationOwner => ({ userId: call.user.userId, accountId: call.user.accountId });

/** The notification handlers. */
export function notificationRoutes(): BoundHandler[] {
  return [
    handle(notifications.list, ({ query }, call) => listNotifications(call.db, ownerOf(call), query)),
    handle(notifications.markRead, ({ params }, call) => markNotificationRead(call.db, ownerOf(call), params.notificationId, call.now)),
    handle(notifications.markAllRead, (_input, call) => markAllNotificationsRead(call.db, ownerOf(call), call.now)),
  ];
}
