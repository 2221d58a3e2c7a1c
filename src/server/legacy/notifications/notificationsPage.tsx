/**
 * The notifications list: newest first, the unread ones marked in words (not by colour alone),
 * each with its time in the user's time zone and date format, "Open" and "Mark as read" as plain
 * form posts, "Mark all as read", a filter for the unread ones, paging and an empty state, all in
 * the user's language (the notifications' own titles and bodies are shown as written).
 */
import type { ReactElement } from 'react';
import { legacyPagePath } from '../../../contract/legacyPages';
import type { NotificationItem, NotificationPage } from '../../../contract/services/notifications';
import { formatInstant, type InstantFormat } from '../../../domain/format/instantFormat';
import type { Locale } from '../../../domain/locale';
import { FORM_PARTS_TEXT } from '../i18n/formPartsText';
import { NOTIFICATIONS_TEXT, type NotificationsText } from '../i18n/notificationsText';
import { LegacyLayout } from '../layout';
import { type DoneFlag, type ListView, listPath, MARK_ALL_READ_PATH, markReadPath, openPath } from './notificationPaths';

/** What the page shows. */
export interface NotificationsPageProps {
  /** The signed-in user's language. */
  locale: Locale;
  formToken: string;
  list: NotificationPage;
  view: ListView;
  /** The user's date format, time zone and the page's locale. */
  instantFormat: InstantFormat;
  done: DoneFlag | null;
  /** Whether the last post's form token did not verify (an old tab, or a cross-site post). */
  formExpired: boolean;
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

function Notification({ item, formToken, view, instantFormat, text }: { item: NotificationItem; formToken: string; view: ListView; instantFormat: InstantFormat; text: NotificationsText }): ReactElement {
  const unread = item.readAt === null;
  const titleId = `notification-${item.id}-title`;
  return (
    <li className={unread ? 'notification unread' : 'notification'}>
      <h2 id={titleId}>
        {unread ? <span className="badge">{text.unreadBadge}</span> : null}
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
              {text.open}
            </button>
          </form>
        )}
        {unread ? (
          <form method="post" action={markReadPath(item.id)}>
            <FormFields formToken={formToken} view={view} />
            <button type="submit" className="secondary" aria-describedby={titleId}>
              {text.markRead}
            </button>
          </form>
        ) : null}
      </div>
    </li>
  );
}

function Paging({ list, view, text }: { list: NotificationPage; view: ListView; text: NotificationsText }): ReactElement | null {
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  if (pages === 1) return null;
  return (
    <nav aria-label={text.pagesLabel} className="paging">
      {view.page > 1 ? <a href={listPath({ ...view, page: view.page - 1 })}>{text.previousPage}</a> : null}
      <span>{text.pageOf(view.page, pages)}</span>
      {view.page < pages ? <a href={listPath({ ...view, page: view.page + 1 })}>{text.nextPage}</a> : null}
    </nav>
  );
}

/** The whole page. */
export function NotificationsPage({ locale, formToken, list, view, instantFormat, done, formExpired }: NotificationsPageProps): ReactElement {
  const text = NOTIFICATIONS_TEXT[locale];
  return (
    <LegacyLayout title={text.title} locale={locale} skipLink={text.skipLink}>
      <h1>{text.title}</h1>
      {formExpired ? (
        <div className="error" role="alert">
          <p>{FORM_PARTS_TEXT[locale].formExpired}</p>
        </div>
      ) : null}
      {done ? (
        <p className="notice" role="status">
          {text.done[done]}
        </p>
      ) : null}
      <p>{text.unreadCount(list.unread)}</p>
      <p>{text.timeZoneNote(instantFormat.timeZone)}</p>
      <nav aria-label={text.filterLabel}>
        {view.unreadOnly ? <a href={listPath({ page: 1, unreadOnly: false })}>{text.showAll}</a> : <a href={listPath({ page: 1, unreadOnly: true })}>{text.showUnread}</a>}
      </nav>
      {list.unread > 0 ? (
        <form method="post" action={MARK_ALL_READ_PATH}>
          <FormFields formToken={formToken} view={view} />
          <button type="submit">{text.markAllRead}</button>
        </form>
      ) : null}
      {list.items.length === 0 ? (
        <p className="empty">{view.unreadOnly ? text.emptyUnread : text.emptyAll}</p>
      ) : (
        <ol className="notifications">
          {list.items.map((item) => (
            <Notification key={item.id} item={item} formToken={formToken} view={view} instantFormat={instantFormat} text={text} />
          ))}
        </ol>
      )}
      <Paging list={list} view={view} text={text} />
      <p>
        <a href={legacyPagePath('home')}>{text.backToHome}</a>
      </p>
    </LegacyLayout>
  );
}
