import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../core/i18n/messages/en_us';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectNewAssessmentState, selectNewAssessmentWarnings } from '../examineesSelectors';
import { newAssessmentRequested, newAssessmentWarningsCancelled } from '../examineesSlice';

const WARNING_MESSAGES: Readonly<Record<string, MessageId>> = {
  retest: 'createWarnings.retest',
  ageOutOfRange: 'createWarnings.ageOutOfRange',
};

/** The warnings of a graceful create (retest interval, age range): "Create anyway" or "Cancel"; nothing is created until confirmed. */
export function CreateWarnings() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const terms = useAccountTerms();
  const pending = useAppSelector(selectNewAssessmentWarnings);
  const submit = useAppSelector(selectNewAssessmentState);
  if (!pending) return null;
  const english = intl.locale.toLowerCase().startsWith('en');
  return (
    <div className="notice notice--warning" role="alert" aria-labelledby="create-warnings-heading">
      <h3 id="create-warnings-heading">
        <FormattedMessage id="createWarnings.title" />
      </h3>
      <ul>
        {pending.warnings.map((warning) => {
          // The server's English names the dates and ages; other languages say what it means.
          const id = WARNING_MESSAGES[warning.code];
          return <li key={warning.code}>{id && !english ? intl.formatMessage({ id }, terms) : warning.message}</li>;
        })}
      </ul>
      <div className="form-actions">
        <Button
          className="button button--primary"
          isDisabled={submit.status === 'loading'}
          onPress={() => dispatch(newAssessmentRequested({ input: pending.input, confirmedWarnings: pending.warnings.map((warning) => warning.code) }))}
        >
          <FormattedMessage id="createWarnings.confirm" />
        </Button>
        <Button className="button button--quiet" onPress={() => dispatch(newAssessmentWarningsCancelled())}>
          <FormattedMessage id="common.cancel" />
        </Button>
      </div>
    </div>
  );
}
