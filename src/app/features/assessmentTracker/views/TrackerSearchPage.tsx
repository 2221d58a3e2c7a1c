import { Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { ColumnHeaders } from '../../../components/ColumnHeaders';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { TableScroller } from '../../../components/TableScroller';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useScreenName } from '../../../core/layout/useScreenName';
import { useAppSelector } from '../../../hooks';
import { timelinePath } from '../assessmentTrackerSaga';
import { selectTrackerLookup, selectTrackerReason } from '../assessmentTrackerSelectors';
import { TrackerLookupForms } from './TrackerLookupForms';
import { TrackerReasonForm } from './TrackerReasonForm';
import { STATUS_MESSAGES } from './trackerText';

/** The assessments a lookup found, each linking to its timeline. */
function TrackerResults() {
  const format = useFormatters();
  const lookup = useAppSelector(selectTrackerLookup);
  if (lookup.status !== 'succeeded') return null;
  return (
    <section className="panel" aria-labelledby="tracker-results-heading">
      <h2 id="tracker-results-heading">
        <FormattedMessage id="tracker.results.heading" />
      </h2>
      {lookup.matches.length === 0 ? (
        <p className="empty">
          <FormattedMessage id="tracker.results.none" />
        </p>
      ) : (
        <TableScroller labelledBy="tracker-results-heading">
          <table className="table table--compact">
            <ColumnHeaders columns={['tracker.results.assessment', 'tracker.results.account', 'tracker.results.form', 'tracker.results.status', 'tracker.results.date']} />
            <tbody>
              {lookup.matches.map((match) => (
                <tr key={match.assessmentId}>
                  <th scope="row">
                    <Link href={timelinePath(match.accountId, match.assessmentId)}>{match.assessmentId}</Link>
                  </th>
                  <td>{`${match.accountName} (${match.accountId})`}</td>
                  <td>{match.productName}</td>
                  <td>
                    <FormattedMessage id={STATUS_MESSAGES[match.status]} />
                    {match.deleted ? (
                      <>
                        {' · '}
                        <FormattedMessage id="tracker.results.deleted" />
                      </>
                    ) : null}
                  </td>
                  <td>{format.date(match.administrationDate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </section>
  );
}

/** The tracker's lookups: state the reason, then find an assessment by id, session or examinee. */
export function TrackerSearchPage() {
  const intl = useIntl();
  const errorText = useErrorText();
  const reason = useAppSelector(selectTrackerReason);
  const lookup = useAppSelector(selectTrackerLookup);
  const title = intl.formatMessage({ id: 'tracker.title' });
  useScreenName(title);
  return (
    <div className="page">
      <p>
        <Link href="/back-office">
          <FormattedMessage id="tracker.back" />
        </Link>
      </p>
      <h1>{title}</h1>
      <TrackerReasonForm />
      {reason !== '' ? (
        <>
          <TrackerLookupForms />
          {lookup.status === 'loading' ? (
            <LoadingNotice>
              <FormattedMessage id="common.loading" />
            </LoadingNotice>
          ) : null}
          {lookup.status === 'failed' && lookup.error ? <ErrorNotice>{errorText(lookup.error)}</ErrorNotice> : null}
          <TrackerResults />
        </>
      ) : null}
    </div>
  );
}
