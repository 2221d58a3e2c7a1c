import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { DownloadButtonLink } from '../../../components/DownloadButtonLink';
import { ListLoadStates } from '../../../components/ListLoadStates';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { batchDone, isBatchDownloadable, selectBatchZipUrl, selectCurrentBatch, selectRecentBatches } from '../batchReportsSelectors';
import { batchOpened } from '../batchReportsSlice';
import { BATCH_STATE_MESSAGES, REPORT_TYPE_MESSAGES } from './batchLabels';
import { TableScroller } from '../../../components/TableScroller';

/** The user's recent batches: each can be shown again, and downloaded once finished. */
export function RecentBatches() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const format = useFormatters();
  const recent = useAppSelector(selectRecentBatches);
  const current = useAppSelector(selectCurrentBatch);
  const zipUrl = useAppSelector(selectBatchZipUrl);
  return (
    <section className="panel" aria-labelledby="recent-batches-heading">
      <h2 id="recent-batches-heading">
        <FormattedMessage id="batch.recent" />
      </h2>
      <ListLoadStates
        status={recent.status}
        error={recent.error}
        rowCount={recent.batches.length}
        loadingText={intl.formatMessage({ id: 'common.loading' })}
        emptyText={intl.formatMessage({ id: 'batch.noneYet' })}
      />
      {recent.batches.length > 0 ? (
        <TableScroller labelledBy="recent-batches-heading">
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
                      <DownloadButtonLink href={zipUrl(batch.id)} fileName={batch.zipFileName} describedBy={`batch-${batch.id}`}>
                        <FormattedMessage id="batch.downloadShort" />
                      </DownloadButtonLink>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      ) : null}
    </section>
  );
}
