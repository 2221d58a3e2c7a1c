import { useEffect } from 'react';
import { Button, Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useScreenName } from '../../../core/layout/useScreenName';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectDeletedList } from '../recoverySelectors';
import { deletedListRequested, recoverRequested } from '../recoverySlice';
import { ColumnHeaders } from '../../../components/ColumnHeaders';
import { TableScroller } from '../../../components/TableScroller';

/** The account's deleted assessments, each with "Recover" (account administrators). */
export function DeletedAssessmentsPage() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const terms = useAccountTerms();
  const errorText = useErrorText();
  const format = useFormatters();
  const list = useAppSelector(selectDeletedList);
  const title = intl.formatMessage({ id: 'recovery.title' });
  useScreenName(title);
  useEffect(() => {
    dispatch(deletedListRequested());
  }, [dispatch]);
  return (
    <div className="page">
      <h1 id="deleted-assessments-heading">{title}</h1>
      <p>
        <FormattedMessage id="recovery.help" />
      </p>
      {list.status === 'loading' ? (
        <LoadingNotice>
          <FormattedMessage id="common.loading" />
        </LoadingNotice>
      ) : null}
      {list.status === 'failed' && list.error ? <ErrorNotice>{errorText(list.error)}</ErrorNotice> : null}
      {list.recoverError ? <ErrorNotice title={intl.formatMessage({ id: 'recovery.failed' })}>{errorText(list.recoverError)}</ErrorNotice> : null}
      {list.recovered.length > 0 ? (
        <p role="status" className="notice notice--success">
          <FormattedMessage id="recovery.recovered" values={{ count: list.recovered.length }} />{' '}
          {list.recovered.map((id) => (
            <Link key={id} href={`/assessments/${id}`} className="recovered-link">
              <FormattedMessage id="recovery.open" values={{ id }} />
            </Link>
          ))}
        </p>
      ) : null}
      {list.status === 'succeeded' && list.deleted.length === 0 ? (
        <p className="empty">
          <FormattedMessage id="recovery.none" />
        </p>
      ) : null}
      {list.deleted.length > 0 ? (
        <TableScroller labelledBy="deleted-assessments-heading">
          <table className="table">
            <ColumnHeaders columns={[{ text: terms.examinee }, 'history.instrument', 'history.administered', 'recovery.deleted', 'history.actions']} />
            <tbody>
              {list.deleted.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    {row.examineeName} ({row.examineeId})
                  </th>
                  <td>{row.productCode}</td>
                  <td>{format.date(row.administrationDate)}</td>
                  <td>
                    <FormattedMessage id="recovery.deletedBy" values={{ name: row.deletedByName, when: format.dateTime(row.deletedAt) }} />
                  </td>
                  <td>
                    {row.recoverable ? (
                      <Button
                        className="button"
                        isDisabled={list.recovering === row.id}
                        aria-label={intl.formatMessage({ id: 'recovery.recoverOf' }, { label: `${row.productCode} ${row.examineeName}` })}
                        onPress={() => dispatch(recoverRequested({ assessmentId: row.id }))}
                      >
                        <FormattedMessage id="recovery.recover" />
                      </Button>
                    ) : (
                      <FormattedMessage id="recovery.examineeDeleted" values={terms} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      ) : null}
    </div>
  );
}
