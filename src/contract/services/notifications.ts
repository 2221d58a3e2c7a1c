/**
 * The signed-in user's own notifications (the legacy notifications list, spec §2). Every call
 * answers only the caller's notifications: another user's id answers 404, as if it did not exist.
 */
import * as yup from 'yup';
import type { NotificationKind } from '../../domain/notifications';
import { defineOperation } from '../operation';
import { pageSchemaOf } from '../responseSchemas';
import type { Page } from '../types';

/** One notification as the list shows it. */
export interface NotificationItem {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /** The platform path where the user acts on it ("/assessments/40"), or null. */
  link: string | null;
  /** When it was made (ISO instant). */
  createdAt: string;
  /** When it was read (ISO instant), or null while unread. */
  readAt: string | null;
}

/** The answered shape of a {@link NotificationItem}. */
const notificationItemSchema = yup.object({
  id: yup.number().integer().required(),
  kind: yup.string().required(),
  title: yup.string().required(),
  body: yup.string().defined(),
  link: yup.string().nullable().defined(),
  createdAt: yup.string().required(),
  readAt: yup.string().nullable().defined(),
});

/** A page of notifications, newest first, with the caller's unread count over all pages. */
export interface NotificationPage extends Page<NotificationItem> {
  unread: number;
}

/** Query of notifications.list. */
export interface NotificationListQuery {
  /** 1-based; a page past the end answers no items. */
  page?: number;
  /** At most {@link MAX_NOTIFICATION_PAGE_SIZE}; default {@link DEFAULT_NOTIFICATION_PAGE_SIZE}. */
  pageSize?: number;
  /** Only the unread ones. */
  unreadOnly?: boolean;
}

/** Notifications per page unless asked otherwise. */
export const DEFAULT_NOTIFICATION_PAGE_SIZE = 20;
/** The most notifications a page holds. */
export const MAX_NOTIFICATION_PAGE_SIZE = 100;

/** The query of the list, shared with the legacy page. */
export const notificationListQuerySchema = yup.object({
  page: yup.number().integer('The page must be a whole number.').min(1, 'The page must be at least 1.'),
  pageSize: yup
    .number()
    .integer('The page size must be a whole number.')
    .min(1, 'The page size must be at least 1.')
    .max(MAX_NOTIFICATION_PAGE_SIZE, `The page size must be at most ${MAX_NOTIFICATION_PAGE_SIZE}.`),
  unreadOnly: yup.boolean(),
});

const notificationParams = yup.object({ notificationId: yup.number().integer().positive().required() });

/** The caller's notifications, newest first, with the unread count. */
export const list = defineOperation<Record<string, never>, NotificationListQuery, undefined, NotificationPage>({
  id: 'notifications.list',
  service: 'account',
  method: 'GET',
  path: '/users/self/notifications',
  summary: "The caller's notifications, newest first (paging, unread only), with the unread count.",
  access: 'signedIn',
  query: notificationListQuerySchema,
  response: 'json',
  responseSchema: pageSchemaOf(notificationItemSchema).shape({ unread: yup.number().integer().required() }),
  audit: 'none',
});

/** Marks one of the caller's notifications read (again: it keeps its first read time). */
export const markRead = defineOperation<{ notificationId: number }, Record<string, never>, Record<string, never>, NotificationItem>({
  id: 'notifications.markRead',
  service: 'account',
  method: 'POST',
  path: '/users/self/notifications/{notificationId}/read',
  summary: "Marks one of the caller's notifications read.",
  access: 'signedIn',
  params: notificationParams,
  body: yup.object({}),
  response: 'json',
  responseSchema: notificationItemSchema,
  audit: 'none',
});

/** What notifications.markAllRead answers. */
export interface MarkAllReadResult {
  /** How many were unread and are now read. */
  marked: number;
}

/** Marks every unread notification of the caller read. */
export const markAllRead = defineOperation<Record<string, never>, Record<string, never>, Record<string, never>, MarkAllReadResult>({
  id: 'notifications.markAllRead',
  service: 'account',
  method: 'POST',
  path: '/users/self/notifications/read',
  summary: 'Marks every unread notification of the caller read.',
  access: 'signedIn',
  body: yup.object({}),
  response: 'json',
  responseSchema: yup.object({ marked: yup.number().integer().required() }),
  audit: 'none',
});
