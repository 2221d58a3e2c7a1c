/** Paths of the legacy notifications list and its form posts, below the page's own path. */
import { legacyPagePath } from '../../../contract/legacyPages';

/** The notifications list (config.json `qgLegacy.pages.notifications`). */
export const NOTIFICATIONS_PATH = legacyPagePath('notifications');

/** Where "Mark all as read" posts. */
export const MARK_ALL_READ_PATH = `${NOTIFICATIONS_PATH}/read-all`;

/** Where one notification's "Mark as read" posts (`:id` is the notification's id). */
export const MARK_READ_ROUTE = `${NOTIFICATIONS_PATH}/:id/read`;
/** Where one notification's "Open" posts: it is marked read and the browser goes to its link. */
export const OPEN_ROUTE = `${NOTIFICATIONS_PATH}/:id/open`;

/** The "Mark as read" address of notification `id`. */
export const markReadPath = (id: number): string => `${NOTIFICATIONS_PATH}/${id}/read`;
/** The "Open" address of notification `id`. */
export const openPath = (id: number): string => `${NOTIFICATIONS_PATH}/${id}/open`;

/** What a form post did, as its redirect back to the list names it (`?done=`), for the page's notice. */
export const DONE_FLAGS = ['read', 'allRead'] as const;

/** A form post's outcome, shown as a notice. */
export type DoneFlag = (typeof DONE_FLAGS)[number];

/** Which part of the list is shown: a page, all or only the unread ones. */
export interface ListView {
  page: number;
  unreadOnly: boolean;
}

/** The list's address for a view; the defaults (page 1, all) are left out. */
export function listPath(view: ListView, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  if (view.unreadOnly) query.set('unread', 'true');
  if (view.page > 1) query.set('page', String(view.page));
  for (const [name, value] of Object.entries(extra)) query.set(name, value);
  const text = query.toString();
  return text === '' ? NOTIFICATIONS_PATH : `${NOTIFICATIONS_PATH}?${text}`;
}
