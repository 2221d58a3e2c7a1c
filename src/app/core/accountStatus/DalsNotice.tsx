import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { useAccountTerms } from '../i18n/useAccountTerms';
import { useFormatters } from '../i18n/useFormatters';
import { selectDalsNotice, selectKeepAccount } from './accountStatusSelectors';
import { keepRequested } from './accountStatusSlice';

/**
 * The dormant-account notice (DESIGN.md §8): while the account's DALS flag is up, every page says
 * when its data will be deleted and offers to keep the account; while an administrator's deletion
 * request stands, it says that day instead (issue #18: sign-in works and shows the date).
 */
export function DalsNotice() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const format = useFormatters();
  const terms = useAccountTerms();
  const notice = useAppSelector(selectDalsNotice);
  const keep = useAppSelector(selectKeepAccount);
  if (notice.kind === 'none') {
    return keep.status === 'succeeded' ? (
      <p className="notice notice--success" role="status">
        <FormattedMessage id="dals.kept" />
      </p>
    ) : null;
  }
  if (notice.kind === 'deletionRequested') {
    // Sign-in still works until the requested day; "Keep this account" does not withdraw a request
    // (an administrator does, on the Manage accounts page).
    return (
      <section className="notice notice--warning dals-notice" aria-labelledby="dals-title">
        <h2 id="dals-title" className="notice__title">
          <FormattedMessage id="dals.requestedTitle" />
        </h2>
        <p>
          <FormattedMessage id="dals.requested" values={{ ...terms, date: format.date(notice.deletionDate), daysLeft: notice.daysLeft }} />
        </p>
      </section>
    );
  }
  const busy = keep.status === 'loading';
  return (
    <section className="notice notice--warning dals-notice" aria-labelledby="dals-title">
      <h2 id="dals-title" className="notice__title">
        <FormattedMessage id="dals.title" />
      </h2>
      <p>
        {notice.kind === 'scheduled' ? (
          <FormattedMessage id="dals.scheduled" values={{ ...terms, date: format.date(notice.deletionDate), daysLeft: notice.daysLeft }} />
        ) : (
          <FormattedMessage id="dals.dormant" />
        )}
      </p>
      {keep.status === 'failed' && keep.error ? (
        <p role="alert">{intl.formatMessage({ id: 'dals.keepFailed' }, { message: keep.error.message })}</p>
      ) : null}
      {/* A plain button (the notice is part of the first scripts' layout): while the request is under
          way it says so and ignores presses, keeping the focus where it was. */}
      <button type="button" className="button button--primary" aria-disabled={busy || undefined} onClick={() => busy || dispatch(keepRequested())}>
        {busy ? <FormattedMessage id="dals.keeping" /> : <FormattedMessage id="dals.keep" />}
      </button>
    </section>
  );
}
