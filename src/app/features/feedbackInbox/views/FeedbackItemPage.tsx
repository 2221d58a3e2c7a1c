import { useEffect } from 'react';
import { Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useScreenName } from '../../../core/layout/useScreenName';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectWorkReason } from '../../backOffice/backOfficeSelectors';
import { WorkReasonForm } from '../../backOffice/views/WorkReasonForm';
import { selectFeedbackItem } from '../feedbackInboxSelectors';
import { feedbackRequested, staffRequested } from '../feedbackInboxSlice';
import { FeedbackActions } from './FeedbackActions';
import { CATEGORY_MESSAGES, STATUS_MESSAGES } from './feedbackLabels';
import { FeedbackThread } from './FeedbackThread';

/** One piece of feedback of an account: what the sender wrote, its status and assignee, its answers, and what staff may do now. */
export function FeedbackItemPage({ accountId, feedbackId }: { accountId: number; feedbackId: number }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const format = useFormatters();
  const reason = useAppSelector(selectWorkReason);
  const item = useAppSelector(selectFeedbackItem);
  const feedback = item.feedback && item.feedback.id === feedbackId && item.feedback.accountId === accountId ? item.feedback : null;
  const title = intl.formatMessage({ id: 'feedbackInbox.item.details' });
  useScreenName(title);
  useEffect(() => {
    dispatch(staffRequested());
  }, [dispatch]);
  useEffect(() => {
    if (reason !== '') dispatch(feedbackRequested({ accountId, feedbackId }));
  }, [dispatch, reason, accountId, feedbackId]);
  const yesNo = (value: boolean) => intl.formatMessage({ id: value ? 'feedbackInbox.item.yes' : 'feedbackInbox.item.no' });
  return (
    <div className="page">
      <p>
        <Link href="/back-office/feedback">
          <FormattedMessage id="feedbackInbox.item.back" />
        </Link>
      </p>
      <h1>{title}</h1>
      <WorkReasonForm />
      {reason !== '' && item.status === 'loading' ? (
        <LoadingNotice>
          <FormattedMessage id="common.loading" />
        </LoadingNotice>
      ) : null}
      {item.status === 'failed' && item.error ? <ErrorNotice>{errorText(item.error)}</ErrorNotice> : null}
      {reason !== '' && feedback ? (
        <>
          <section className="panel" aria-labelledby="feedback-details-heading">
            <h2 id="feedback-details-heading">
              <FormattedMessage id={CATEGORY_MESSAGES[feedback.category]} />
            </h2>
            <p className="feedback-message">{feedback.message}</p>
            <dl className="details">
              <dt>
                <FormattedMessage id="feedbackInbox.item.from" />
              </dt>
              <dd>{`${feedback.senderName} (${feedback.senderUserName}) · ${feedback.accountName} (${feedback.accountId})`}</dd>
              <dt>
                <FormattedMessage id="feedbackInbox.item.sent" />
              </dt>
              <dd>{format.dateTime(feedback.createdAt)}</dd>
              <dt>
                <FormattedMessage id="feedbackInbox.status" />
              </dt>
              <dd>
                <FormattedMessage id={STATUS_MESSAGES[feedback.status]} />
              </dd>
              <dt>
                <FormattedMessage id="feedbackInbox.assignee" />
              </dt>
              <dd>{feedback.assignee?.name ?? intl.formatMessage({ id: 'feedbackInbox.nobody' })}</dd>
              <dt>
                <FormattedMessage id="feedbackInbox.item.screen" />
              </dt>
              <dd>{feedback.screen || intl.formatMessage({ id: 'feedbackInbox.item.noScreen' })}</dd>
              <dt>
                <FormattedMessage id="feedbackInbox.item.rating" />
              </dt>
              <dd>
                {feedback.rating === null ? (
                  <FormattedMessage id="feedbackInbox.item.noRating" />
                ) : (
                  <FormattedMessage id="feedbackInbox.item.ratingValue" values={{ rating: feedback.rating }} />
                )}
              </dd>
              <dt>
                <FormattedMessage id="feedbackInbox.item.mayContact" />
              </dt>
              <dd>{yesNo(feedback.mayContact)}</dd>
              <dt>
                <FormattedMessage id="feedbackInbox.item.browser" />
              </dt>
              <dd>{feedback.userAgent}</dd>
            </dl>
          </section>
          <FeedbackThread answers={feedback.answers} />
          <FeedbackActions key={`${feedback.id}-${feedback.assignee?.id ?? 0}-${feedback.answers.length}`} feedback={feedback} />
        </>
      ) : null}
    </div>
  );
}
