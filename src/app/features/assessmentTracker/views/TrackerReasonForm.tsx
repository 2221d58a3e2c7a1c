import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextInputField } from '../../../components/TextInputField';
import { useReasonError } from '../../../core/i18n/useReasonError';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectTrackerReason } from '../assessmentTrackerSelectors';
import { trackerReasonStated } from '../assessmentTrackerSlice';

/**
 * Asks once why the staff member looks assessments up (a ticket): every call into an account sends
 * it, and the audit log keeps it. Once stated, it is shown with a way to change it.
 */
export function TrackerReasonForm() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const reasonError = useReasonError();
  const reason = useAppSelector(selectTrackerReason);
  const [value, setValue] = useState('');
  const [pressed, setPressed] = useState(false);
  if (reason !== '') {
    return (
      <p className="work-reason">
        <FormattedMessage id="tracker.reason.current" values={{ reason }} />{' '}
        <Button className="button button--quiet" onPress={() => dispatch(trackerReasonStated({ reason: '' }))}>
          <FormattedMessage id="tracker.reason.change" />
        </Button>
      </p>
    );
  }
  const error = pressed ? reasonError(value) : undefined;
  return (
    <form
      className="panel form"
      noValidate
      aria-labelledby="tracker-reason-heading"
      onSubmit={(event) => {
        event.preventDefault();
        setPressed(true);
        if (!reasonError(value)) dispatch(trackerReasonStated({ reason: value.trim() }));
      }}
    >
      <h2 id="tracker-reason-heading">
        <FormattedMessage id="tracker.reason.heading" />
      </h2>
      <TextInputField
        label={intl.formatMessage({ id: 'tracker.reason.label' })}
        name="trackerReason"
        value={value}
        onChange={setValue}
        description={intl.formatMessage({ id: 'tracker.reason.help' })}
        error={error}
        isRequired
      />
      <div className="form-actions">
        <Button type="submit" className="button button--primary">
          <FormattedMessage id="tracker.reason.continue" />
        </Button>
      </div>
    </form>
  );
}
