/**
 * The notifications list: newest first, the unread ones marked in words (not by colour alone),
 * each with its time in the user's time zone and date format, "Open" and "Mark as read" as plain
 * form posts, "Mark all as read", a filter for the unread ones, paging and an empty state.
 */
import { FORM_EXPIRED } from '../formParts';
import type { ReactElement } from 'react';
import { legacyPagePath } from '../../../contract/legacyPages';
import type { NotificationItem, NotificationPage } from '../../../contract/services/notifications';
import { formatInstant, type InstantFormat } from '../../../domain/format/instantFormat';
import { LegacyLayout } from '../layout';
import { type ListView, listPath, MARK_ALL_READ_PATH, markReadPath, openPath } from './notificationPaths';

/** What the page says after a form post (the `done` flag of the redirect). */
export const DONE_MESSAGES = {
  read: 'The notification was marked as read.',
  allRead: 'All notifications were marked as read.',
} as const;

/** A form post's outcome, shown as a notice. */
export type DoneFlag = keyof typeof DONE_MESSAGES;

/** The message when a form's token did not verify (an old tab, or a cross-site post). */
export const NOTIFICATIONS_FORM_EXPIRED = FORM_EXPIRED;

/** What the page shows. */
export interface NotificationsPageProps {
  formToken: string;
  list: NotificationPage;
  view: ListView;
  /** The user's date format, time zone and the page's locale. */
  instantFormat: InstantFormat;
  done: DoneFlag | null;
  error: string | null;
}

/** The hidden fields every form posts: the token, and the view to come back to. */
function FormFields({ formToken, view }: { formToken: string; view: ListView }): ReactElement {
  return (
    <>
      <input type="hidden" name="formToken" value={formToken} />
      <input type="hidden" name="page" value={String(view.page)} />
      <input type="hidden" name="unread" value={view.unreadOnly ? 'true' : 'false'} />
    </>
  );
}

function Notification({ item, formToken, view, instantFormat }: { item: NotificationItem; formToken: string; view: ListView; instantFormat: InstantFormat }): ReactElement {
  const unread = item.readAt === null;
  const titleId = `notification-${item.id}-title`;
  return (
    <li className={unread ? 'notification unread' : 'notification'}>
      <h2 id={titleId}>
        {unread ? <span className="badge">Unread: </span> : null}
        {item.title}
      </h2>
      <p className="meta">
        <time dateTime={item.createdAt}>{formatInstant(item.createdAt, instantFormat)}</time>
      </p>
      {item.body === '' ? null : <p>{item.body}</p>}
      <div className="actions">
        {item.link === null ? null : (
          <form method="post" action={openPath(item.id)}>
            <FormFields formToken={formToken} view={view} />
            <button type="submit" aria-describedby={titleId}>
              Open
            </button>
          </form>
        )}
        {unread ? (
          <form method="post" action={markReadPath(item.id)}>
            <FormFields formToken={formToken} view={view} />
            <button type="submit" className="secondary" aria-describedby={titleId}>
              Mark as read
            </button>
          </form>
        ) : null}
      </div>
    </li>
  );
}

function Paging({ list, view }: { list: NotificationPage; view: ListView }): ReactElement | null {
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  if (pages === 1) return null;
  return (
    <nav aria-label="Pages" className="paging">
      {view.page > 1 ? <a href={listPath({ ...view, page: view.page - 1 })}>Previous page</a> : null}
      <span>{`Page ${view.page} of ${pages}`}</span>
      {view.page < pages ? <a href={listPath({ ...view, page: view.page + 1 })}>Next page</a> : null}
    </nav>
  );
}

const unreadSentence = (unread: number): string =>
  unread === 0 ? 'You have no unread notifications.' : unread === 1 ? 'You have 1 unread notification.' : `You have ${unread} unread notifications.`;

/** The whole page. */
export function NotificationsPage({ formToken, list, view, instantFormat, done, error }: NotificationsPageProps): ReactElement {
  return (
    <LegacyLayout title="Notifications">
      <h1>Notifications</h1>
      {error ? (
        <div className="error" role="alert">
          <p>{error}</p>
        </div>
      ) : null}
      {done ? (
        <p className="notice" role="status">
          {DONE_MESSAGES[done]}
        </p>
      ) : null}
      <p>{unreadSentence(list.unread)}</p>
      <p>{`Times are shown in your time zone (${instantFormat.timeZone}).`}</p>
      <nav aria-label="Show">
        {view.unreadOnly ? <a href={listPath({ page: 1, unreadOnly: false })}>Show all notifications</a> : <a href={listPath({ page: 1, unreadOnly: true })}>Show unread only</a>}
      </nav>
      {list.unread > 0 ? (
        <form method="post" action={MARK_ALL_READ_PATH}>
          <FormFields formToken={formToken} view={view} />
          <button type="submit">Mark all as read</button>
        </form>
      ) : null}
      {list.items.length === 0 ? (
        <p className="empty">{view.unreadOnly ? 'Every notification has been read.' : 'There are no notifications yet. You will find news of your remote assessments, e-mails, report batches and account here.'}</p>
      ) : (
        <ol className="notifications">
          {list.items.map((item) => (
            <Notification key={item.id} item={item} formToken={formToken} view={view} instantFormat={instantFormat} />
          ))}
        </ol>
      )}
      <Paging list={list} view={view} />
      <p>
        <a href={legacyPagePath('home')}>Back to home</a>
      </p>
    </LegacyLayout>
  );
}
