/** Handlers of the notification operations (contract/services/notifications.ts). */
import { notifications } from '../../../contract';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './service';

/** The notification handlers. */
export function notificationRoutes(): BoundHandler[] {
  return [
    handle(notifications.list, ({ query }, { repos }) => listNotifications(repos, query)),
    handle(notifications.markRead, ({ params }, { repos, now }) => markNotificationRead(repos, params.notificationId, now)),
    handle(notifications.markAllRead, (_input, { repos, now }) => markAllNotificationsRead(repos, now)),
  ];
}
