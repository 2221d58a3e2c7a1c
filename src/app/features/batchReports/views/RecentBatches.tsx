import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { batchDone, isBatchDownloadable, selectBatchZipUrl, selectCurrentBatch, selectRecentBatches } from '../batchReportsSelectors';
import { batchOpened } from '../batchReportsSlice';
import { BATCH_STATE_MESSAGES, REPORT_TYPE_MESSAGES } from './batchLabels';

/** The user's recent batches: each can be shown again, and downloaded once finished. */
export function RecentBatches() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const format = useFormatters();
  const recent = useAppSelector(selectRecentBatches);
  const current = useAppSelector(selectCurrentBatch);
  const zipUrl = useAppSelector(selectBatchZipUrl);
  return (
    <section className="panel" aria-labelledby="recent-batches-heading">
      <h2 id="recent-batches-heading">
        <FormattedMessage id="batch.recent" />
      </h2>
      {recent.status === 'loading' && recent.batches.length === 0 ? (
        <LoadingNotice>
          <FormattedMessage id="common.loading" />
        </LoadingNotice>
      ) : null}
      {recent.status === 'failed' && recent.error ? <ErrorNotice>{errorText(recent.error)}</ErrorNotice> : null}
      {recent.status === 'succeeded' && recent.batches.length === 0 ? (
        <p className="empty">
          <FormattedMessage id="batch.noneYet" />
        </p>
      ) : null}
      {recent.batches.length > 0 ? (
        <div className="table-wrap">
          <table className="table table--compact">
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'batch.col.created' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'batch.col.type' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'batch.col.state' })}</th>
                <th scope="col" className="num">
                  {intl.formatMessage({ id: 'batch.col.reports' })}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{intl.formatMessage({ id: 'batch.col.actions' })}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {recent.batches.map((batch) => (
                <tr key={batch.id}>
                  <th scope="row" id={`batch-${batch.id}`}>
                    {format.dateTime(batch.createdAt)}
                  </th>
                  <td>{intl.formatMessage({ id: REPORT_TYPE_MESSAGES[batch.reportType] })}</td>
                  <td>{intl.formatMessage({ id: BATCH_STATE_MESSAGES[batch.state] })}</td>
                  <td className="num">{intl.formatMessage({ id: 'batch.progress' }, { done: format.number(batchDone(batch)), total: format.number(batch.total), count: batch.total })}</td>
                  <td className="actions">
                    <Button
                      className="button button--small"
                      isDisabled={current?.batchId === batch.id}
                      aria-describedby={`batch-${batch.id}`}
                      onPress={() => dispatch(batchOpened({ batchId: batch.id }))}
                    >
                      <FormattedMessage id="batch.show" />
                    </Button>{' '}
                    {isBatchDownloadable(batch) ? (
                      <a className="button button--small" href={zipUrl(batch.id)} download={batch.zipFileName} aria-describedby={`batch-${batch.id}`}>
                        <FormattedMessage id="batch.downloadShort" />
                      </a>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
