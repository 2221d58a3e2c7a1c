/**
 * The signed-in user's own notifications (the legacy notifications list, spec §2). Every call
 * answers only the caller's notifications: another user's id answers 404, as if it did not exist.
 */
import * as yup from 'yup';
import type { NotificationKind } from '../../domain/notifications';
import { defineOperation } from '../operation';
import { pageSchemaOf } from '../responseSchemas';

/** The answered shape of a {@link NotificationItem}. */
const notificationItemSchema = yup.object({
  id: yup.number().integer().required(),
  kind: yup.string<NotificationKind>().required(),
  title: yup.string().required(),
  body: yup.string().defined(),
  /** The platform path where the user acts on it ("/assessments/40"), or null. */
  link: yup.string().nullable().defined(),
  /** When it was made (ISO instant). */
  createdAt: yup.string().required(),
  /** When it was read (ISO instant), or null while unread. */
  readAt: yup.string().nullable().defined(),
});

/** One notification as the list shows it ({@link notificationItemSchema}). */
export type NotificationItem = yup.InferType<typeof notificationItemSchema>;

/** The answered shape of a {@link NotificationPage}. */
const notificationPageSchema = pageSchemaOf(notificationItemSchema).shape({
  /** The caller's unread notifications, over all pages. */
  unread: yup.number().integer().required(),
});

/** A page of notifications, newest first, with the caller's unread count over all pages ({@link notificationPageSchema}). */
export type NotificationPage = yup.InferType<typeof notificationPageSchema>;

/** Notifications per page unless asked otherwise. */
export const DEFAULT_NOTIFICATION_PAGE_SIZE = 20;
/** The most notifications a page holds. */
export const MAX_NOTIFICATION_PAGE_SIZE = 100;

/** The query of the list, shared with the legacy page. */
export const notificationListQuerySchema = yup.object({
  /** 1-based; a page past the end answers no items. */
  page: yup.number().integer('The page must be a whole number.').min(1, 'The page must be at least 1.'),
  /** At most {@link MAX_NOTIFICATION_PAGE_SIZE}; default {@link DEFAULT_NOTIFICATION_PAGE_SIZE}. */
  pageSize: yup
    .number()
    .integer('The page size must be a whole number.')
    .min(1, 'The page size must be at least 1.')
    .max(MAX_NOTIFICATION_PAGE_SIZE, `The page size must be at most ${MAX_NOTIFICATION_PAGE_SIZE}.`),
  /** Only the unread ones. */
  unreadOnly: yup.boolean(),
});

/** Query of notifications.list ({@link notificationListQuerySchema}). */
export type NotificationListQuery = yup.InferType<typeof notificationListQuerySchema>;

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
  responseSchema: notificationPageSchema,
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

/** The answered shape of a {@link MarkAllReadResult}. */
const markAllReadResultSchema = yup.object({
  /** How many were unread and are now read. */
  marked: yup.number().integer().required(),
});

/** What notifications.markAllRead answers ({@link markAllReadResultSchema}). */
export type MarkAllReadResult = yup.InferType<typeof markAllReadResultSchema>;

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
  responseSchema: markAllReadResultSchema,
  audit: 'none',
});
