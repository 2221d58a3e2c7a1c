import { useEffect, useRef } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReportBatch } from '../../../../contract/reportTypes';
import { ErrorNotice } from '../../../components/Notices';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { batchDone, isBatchDownloadable, progressMilestone, selectBatchCancel, selectBatchZipUrl, selectCurrentBatch } from '../batchReportsSelectors';
import { batchClosed, cancelRequested, isBatchFinished } from '../batchReportsSlice';
import { BATCH_STATE_MESSAGES, REPORT_TYPE_MESSAGES } from './batchLabels';
import { TableScroller } from '../../../components/TableScroller';

/**
 * What the live region says: the state and each quarter of progress, so a screen reader hears
 * a few milestones rather than every report.
 */
function Announcement({ batch }: { batch: ReportBatch }) {
  const format = useFormatters();
  const values = { done: format.number(batchDone(batch)), total: format.number(batch.total), failed: batch.failed, failedText: format.number(batch.failed) };
  if (batch.state === 'completed') return <FormattedMessage id="batch.announce.completed" values={{ ...values, made: format.number(batch.succeeded) }} />;
  if (batch.state === 'cancelled') return <FormattedMessage id="batch.announce.cancelled" values={{ ...values, made: format.number(batch.succeeded) }} />;
  if (batch.state === 'queued') return <FormattedMessage id="batch.announce.queued" values={values} />;
  return <FormattedMessage id="batch.announce.milestone" values={{ ...values, percent: format.number(progressMilestone(batch)) }} />;
}

/** The failures of a batch: which examinee's report of which form was not made, and why. */
function FailureTable({ batch }: { batch: ReportBatch }) {
  const intl = useIntl();
  const terms = useAccountTerms();
  return (
    <TableScroller labelledBy="batch-failures-caption">
      <table className="table table--compact">
        <caption id="batch-failures-caption">
          <FormattedMessage id="batch.failuresTitle" values={{ count: batch.failed }} />
        </caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'batch.failure.examinee' }, terms)}</th>
            <th scope="col">{intl.formatMessage({ id: 'batch.failure.form' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'batch.failure.reason' })}</th>
          </tr>
        </thead>
        <tbody>
          {batch.failures.map((failure) => (
            <tr key={failure.assessmentId}>
              <th scope="row">{failure.examineeId}</th>
              <td>{failure.productCode}</td>
              <td>{failure.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

/** The batch on screen: a progress bar fed by the server, its failures, "Cancel" and "Download ZIP". */
export function BatchProgress() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const format = useFormatters();
  const current = useAppSelector(selectCurrentBatch);
  const cancel = useAppSelector(selectBatchCancel);
  const zipUrl = useAppSelector(selectBatchZipUrl);
  const heading = useRef<HTMLHeadingElement>(null);
  const batchId = current?.batchId ?? null;
  // A new batch on screen takes the focus, so the user hears where its progress is.
  useEffect(() => {
    if (batchId !== null) heading.current?.focus();
  }, [batchId]);
  if (!current) return null;
  const { batch } = current;
  const finished = batch ? isBatchFinished(batch) : false;
  const done = batch ? batchDone(batch) : 0;
  const progressText = batch ? intl.formatMessage({ id: 'batch.progress' }, { done: format.number(done), total: format.number(batch.total), count: batch.total }) : '';
  return (
    <section className="panel batch-progress" aria-labelledby="batch-progress-heading">
      <h2 id="batch-progress-heading" ref={heading} tabIndex={-1}>
        {batch ? (
          <FormattedMessage
            id="batch.progressTitle"
            values={{ type: intl.formatMessage({ id: REPORT_TYPE_MESSAGES[batch.reportType] }), created: format.dateTime(batch.createdAt) }}
          />
        ) : (
          <FormattedMessage id="batch.loading" />
        )}
      </h2>
      {batch ? (
        <>
          <p className="batch-progress__state">
            <FormattedMessage id={BATCH_STATE_MESSAGES[batch.state]} />
          </p>
          <div className="batch-progress__bar">
            <progress id="batch-progress-bar" max={Math.max(batch.total, 1)} value={done} aria-labelledby="batch-progress-heading" aria-valuetext={progressText} />
            <p className="batch-progress__count">{progressText}</p>
          </div>
          <p className="batch-progress__counts">
            <FormattedMessage
              id="batch.counts"
              values={{ made: format.number(batch.succeeded), failedText: format.number(batch.failed), cancelledText: format.number(batch.cancelled) }}
            />
          </p>
        </>
      ) : null}
      <div className="visually-hidden" role="status" aria-live="polite">
        {batch ? <Announcement batch={batch} /> : null}
      </div>
      {current.pollError ? (
        <p className="notice notice--warning">
          <FormattedMessage id="batch.pollFailed" values={{ message: errorText(current.pollError) }} />
        </p>
      ) : null}
      {batch && batch.failures.length > 0 ? <FailureTable batch={batch} /> : null}
      <div className="action-panel__buttons">
        {batch && isBatchDownloadable(batch) ? (
          // A plain link: the server accepts the token cookie on GET, so the browser downloads the ZIP itself.
          <a className="button button--primary" href={zipUrl(batch.id)} download={batch.zipFileName}>
            <FormattedMessage id="batch.download" values={{ count: batch.succeeded, countText: format.number(batch.succeeded) }} />
          </a>
        ) : null}
        {batch && !finished ? (
          <Button className="button" isDisabled={cancel.status === 'loading'} onPress={() => dispatch(cancelRequested({ batchId: batch.id }))}>
            <FormattedMessage id="batch.cancel" />
          </Button>
        ) : null}
        <Button className="button button--quiet" onPress={() => dispatch(batchClosed())}>
          <FormattedMessage id={finished ? 'batch.close' : 'batch.hide'} />
        </Button>
      </div>
      {!finished && batch ? (
        <p className="action-panel__note">
          <FormattedMessage id="batch.keepWorking" />
        </p>
      ) : null}
      {cancel.status === 'failed' && cancel.error ? <ErrorNotice title={intl.formatMessage({ id: 'batch.notCancelled' })}>{errorText(cancel.error)}</ErrorNotice> : null}
    </section>
  );
}
