import { useFormik } from 'formik';
import { useEffect } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { FEEDBACK_CATEGORIES } from '../../../../domain/feedback';
import { FEEDBACK_STATUSES } from '../../../../domain/feedbackInbox';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { SelectField } from '../../../components/SelectField';
import { TextInputField } from '../../../components/TextInputField';
import { Pager } from '../../../components/Pager';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useScreenName } from '../../../core/layout/useScreenName';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectWorkReason } from '../../backOffice/backOfficeSelectors';
import { WorkReasonForm } from '../../backOffice/views/WorkReasonForm';
import { selectFeedbackStaff, selectInbox } from '../feedbackInboxSelectors';
import { type InboxCriteria, inboxRequested, staffRequested } from '../feedbackInboxSlice';
import { CATEGORY_MESSAGES, STATUS_MESSAGES } from './feedbackLabels';
import { FeedbackTable } from './FeedbackTable';

/** The feedback of every account: the stated reason, filters by status, category, assignee and account, and a page of feedback. */
export function FeedbackInboxPage() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const format = useFormatters();
  const reason = useAppSelector(selectWorkReason);
  const inbox = useAppSelector(selectInbox);
  const staff = useAppSelector(selectFeedbackStaff);
  const title = intl.formatMessage({ id: 'feedbackInbox.title' });
  useScreenName(title);
  const formik = useFormik<InboxCriteria>({
    initialValues: inbox.criteria,
    onSubmit: (criteria) => {
      dispatch(inboxRequested({ criteria, page: 1 }));
    },
  });
  useEffect(() => {
    dispatch(staffRequested());
  }, [dispatch]);
  useEffect(() => {
    // Once the reason is stated, the page shown is the last one asked for (new feedback at first).
    if (reason !== '') dispatch(inboxRequested({ criteria: inbox.criteria, page: inbox.page }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a new reason only; the criteria come along from the state
  }, [dispatch, reason]);
  const pageTo = (page: number) => dispatch(inboxRequested({ criteria: inbox.criteria, page }));
  return (
    <div className="page">
      <h1>{title}</h1>
      <WorkReasonForm />
      {reason !== '' ? (
        <>
          <form className="panel form" role="search" noValidate onSubmit={formik.handleSubmit} aria-labelledby="feedback-filter-heading">
            <h2 id="feedback-filter-heading">
              <FormattedMessage id="feedbackInbox.filter" />
            </h2>
            <div className="form-grid">
              <SelectField
                label={intl.formatMessage({ id: 'feedbackInbox.status' })}
                name="status"
                value={formik.values.status}
                placeholder={intl.formatMessage({ id: 'feedbackInbox.anyStatus' })}
                options={FEEDBACK_STATUSES.map((status) => ({ value: status, label: intl.formatMessage({ id: STATUS_MESSAGES[status] }) }))}
                onChange={(value) => void formik.setFieldValue('status', value)}
              />
              <SelectField
                label={intl.formatMessage({ id: 'feedbackInbox.category' })}
                name="category"
                value={formik.values.category}
                placeholder={intl.formatMessage({ id: 'feedbackInbox.anyCategory' })}
                options={FEEDBACK_CATEGORIES.map((category) => ({ value: category, label: intl.formatMessage({ id: CATEGORY_MESSAGES[category] }) }))}
                onChange={(value) => void formik.setFieldValue('category', value)}
              />
              <SelectField
                label={intl.formatMessage({ id: 'feedbackInbox.assignee' })}
                name="assigneeId"
                value={formik.values.assigneeId}
                placeholder={intl.formatMessage({ id: 'feedbackInbox.anyone' })}
                options={staff.items.map((member) => ({ value: String(member.id), label: member.name }))}
                onChange={(value) => void formik.setFieldValue('assigneeId', value)}
              />
              <TextInputField
                label={intl.formatMessage({ id: 'feedbackInbox.account' })}
                name="account"
                type="search"
                value={formik.values.account}
                onChange={(value) => void formik.setFieldValue('account', value)}
              />
            </div>
            <div className="form-actions">
              <Button type="submit" className="button button--primary">
                <FormattedMessage id="feedbackInbox.show" />
              </Button>
            </div>
          </form>
          <section className="panel" aria-labelledby="feedback-results-heading">
            <h2 id="feedback-results-heading">
              <FormattedMessage id="feedbackInbox.results" />
            </h2>
            {inbox.status === 'loading' && inbox.items.length === 0 ? (
              <LoadingNotice>
                <FormattedMessage id="common.loading" />
              </LoadingNotice>
            ) : null}
            {inbox.status === 'failed' && inbox.error ? <ErrorNotice>{errorText(inbox.error)}</ErrorNotice> : null}
            {inbox.status === 'succeeded' && inbox.total === 0 ? (
              <p className="empty">
                <FormattedMessage id="feedbackInbox.none" />
              </p>
            ) : null}
            {inbox.items.length > 0 ? <FeedbackTable items={inbox.items} /> : null}
            {inbox.total > 0 ? (
              <Pager
                label={intl.formatMessage({ id: 'feedbackInbox.pages' })}
                status={intl.formatMessage(
                  { id: 'feedbackInbox.pageStatus' },
                  { page: format.number(inbox.page), pageCount: format.number(inbox.pageCount), total: inbox.total, totalText: format.number(inbox.total) },
                )}
                page={inbox.page}
                pageCount={inbox.pageCount}
                busy={inbox.status === 'loading'}
                onPage={pageTo}
              />
            ) : null}
          </section>
        </>
      ) : null}
    </div>
  );
}
