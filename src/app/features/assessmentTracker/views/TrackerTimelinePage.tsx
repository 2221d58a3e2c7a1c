import { useEffect } from 'react';
import { Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useScreenName } from '../../../core/layout/useScreenName';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectTracker, selectTrackerChange, selectTrackerReason } from '../assessmentTrackerSelectors';
import { trackerRequested } from '../assessmentTrackerSlice';
import { RevealDialog, StatusUpdateDialog } from './TrackerDialogs';
import { TrackerReasonForm } from './TrackerReasonForm';
import { TrackerSummary } from './TrackerSummary';
import { TrackerTimeline } from './TrackerTimeline';

/** One assessment of a customer account: its facts, hidden examinee data, its timeline and the status updates. */
export function TrackerTimelinePage({ accountId, assessmentId }: { accountId: number; assessmentId: number }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const reason = useAppSelector(selectTrackerReason);
  const tracker = useAppSelector(selectTracker);
  const change = useAppSelector(selectTrackerChange);
  const data = tracker.data && tracker.data.accountId === accountId && tracker.data.assessment.id === assessmentId ? tracker.data : null;
  const title = intl.formatMessage({ id: 'tracker.timeline.title' }, { id: assessmentId });
  useScreenName(title);
  const loaded = data !== null;
  useEffect(() => {
    // A lookup by id already brought this tracker; otherwise (an address opened, a reason just stated) it loads.
    if (reason !== '' && !loaded) dispatch(trackerRequested({ accountId, assessmentId }));
  }, [dispatch, reason, accountId, assessmentId, loaded]);
  return (
    <div className="page">
      <p>
        <Link href="/back-office/tracker">
          <FormattedMessage id="tracker.backToSearch" />
        </Link>
      </p>
      <h1>{title}</h1>
      <TrackerReasonForm />
      {reason !== '' && tracker.status === 'loading' ? (
        <LoadingNotice>
          <FormattedMessage id="common.loading" />
        </LoadingNotice>
      ) : null}
      {tracker.status === 'failed' && tracker.error ? <ErrorNotice>{errorText(tracker.error)}</ErrorNotice> : null}
      {reason !== '' && data ? (
        <>
          {change.status === 'succeeded' && change.kind === 'status' ? (
            <p role="status" className="notice notice--success">
              <FormattedMessage id="tracker.update.done" />
            </p>
          ) : null}
          <TrackerSummary tracker={data} />
          <TrackerTimeline events={data.timeline} />
          <RevealDialog tracker={data} />
          <StatusUpdateDialog tracker={data} />
        </>
      ) : null}
    </div>
  );
}
