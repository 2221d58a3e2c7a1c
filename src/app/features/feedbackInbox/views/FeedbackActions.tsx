import { useFormik } from 'formik';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FeedbackItem } from '../../../../contract/services/feedbackInbox';
import { FEEDBACK_ANSWER_LIMITS } from '../../../../domain/feedbackInbox';
import { FieldFrame } from '../../../components/FieldFrame';
import { ErrorNotice } from '../../../components/Notices';
import { SelectField } from '../../../components/SelectField';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectFeedbackChange, selectFeedbackStaff } from '../feedbackInboxSelectors';
import { answerRequested, assignRequested, feedbackStatusRequested } from '../feedbackInboxSlice';

/** What staff may do with the feedback now (its `actions`): assign it, answer the sender, close or reopen it. */
export function FeedbackActions({ feedback }: { feedback: FeedbackItem }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const staff = useAppSelector(selectFeedbackStaff);
  const change = useAppSelector(selectFeedbackChange);
  const key = { accountId: feedback.accountId, feedbackId: feedback.id };
  const busy = change.status === 'loading';
  const [assigneeId, setAssigneeId] = useState(String(feedback.assignee?.id ?? staff.items[0]?.id ?? ''));
  const answer = useFormik({
    initialValues: { message: '' },
    validate: (values) => (values.message.trim() === '' ? { message: intl.formatMessage({ id: 'feedbackInbox.answer.required' }) } : {}),
    // The form is left as typed: a refused answer keeps its text, and a stored one remounts this
    // panel (its key on the feedback page counts the answers), which empties it.
    onSubmit: (values) => {
      if (!busy) dispatch(answerRequested({ ...key, message: values.message.trim() }));
    },
  });
  const can = (action: FeedbackItem['actions'][number]) => feedback.actions.includes(action);
  const answerError = answer.submitCount > 0 ? answer.errors.message : undefined;
  return (
    <>
      {change.status === 'failed' && change.error ? <ErrorNotice>{errorText(change.error)}</ErrorNotice> : null}
      <p role="status">
        {busy ? <FormattedMessage id="feedbackInbox.saving" /> : null}
        {change.status === 'succeeded' ? <FormattedMessage id="feedbackInbox.saved" /> : null}
      </p>
      {can('assign') ? (
        <section className="panel form" aria-labelledby="feedback-assign-heading">
          <h2 id="feedback-assign-heading">
            <FormattedMessage id="feedbackInbox.assign.heading" />
          </h2>
          <SelectField
            label={intl.formatMessage({ id: 'feedbackInbox.assign.label' })}
            name="assigneeId"
            value={assigneeId}
            options={staff.items.map((member) => ({ value: String(member.id), label: member.name }))}
            onChange={setAssigneeId}
          />
          <div className="form-actions">
            <Button className="button" isDisabled={busy || assigneeId === ''} onPress={() => dispatch(assignRequested({ ...key, assigneeId: Number(assigneeId) }))}>
              <FormattedMessage id="feedbackInbox.assign.submit" />
            </Button>
          </div>
        </section>
      ) : null}
      {can('answer') ? (
        <form className="panel form" noValidate onSubmit={answer.handleSubmit} aria-labelledby="feedback-answer-heading">
          <h2 id="feedback-answer-heading">
            <FormattedMessage id="feedbackInbox.answer.heading" />
          </h2>
          <FieldFrame
            label={<FormattedMessage id="feedbackInbox.answer.label" />}
            description={<FormattedMessage id="feedbackInbox.answer.help" values={{ email: feedback.senderHasEmail ? 'yes' : 'no' }} />}
            error={answerError}
          >
            {(control) => (
              <textarea
                {...control}
                className="field__input"
                name="message"
                rows={6}
                maxLength={FEEDBACK_ANSWER_LIMITS.max}
                required
                value={answer.values.message}
                onChange={(event) => void answer.setFieldValue('message', event.target.value)}
              />
            )}
          </FieldFrame>
          <div className="form-actions">
            <Button type="submit" className="button button--primary" isDisabled={busy}>
              <FormattedMessage id="feedbackInbox.answer.submit" />
            </Button>
          </div>
        </form>
      ) : feedback.status !== 'closed' ? (
        <p className="hint">
          <FormattedMessage id="feedbackInbox.answer.assignFirst" />
        </p>
      ) : null}
      <div className="form-actions">
        {can('close') ? (
          <Button className="button" isDisabled={busy} onPress={() => dispatch(feedbackStatusRequested({ ...key, action: 'close' }))}>
            <FormattedMessage id="feedbackInbox.close" />
          </Button>
        ) : null}
        {can('reopen') ? (
          <Button className="button" isDisabled={busy} onPress={() => dispatch(feedbackStatusRequested({ ...key, action: 'reopen' }))}>
            <FormattedMessage id="feedbackInbox.reopen" />
          </Button>
        ) : null}
      </div>
    </>
  );
}
