import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../core/i18n/messageId';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectNewAssessmentState, selectNewAssessmentWarnings } from '../examineesSelectors';
import { newAssessmentRequested, newAssessmentWarningsCancelled } from '../examineesSlice';

const WARNING_MESSAGES: Readonly<Record<string, MessageId>> = {
  retest: 'createWarnings.retest',
  ageOutOfRange: 'createWarnings.ageOutOfRange',
  noLicense: 'createWarnings.noLicense',
};

/** The warnings of a graceful create (retest interval, age range, no license for the report): "Create anyway" or "Cancel"; nothing is created until confirmed. */
export function CreateWarnings() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const terms = useAccountTerms();
  const pending = useAppSelector(selectNewAssessmentWarnings);
  const submit = useAppSelector(selectNewAssessmentState);
  const format = useFormatters();
  if (!pending) return null;
  return (
    <div className="notice notice--warning" role="alert" aria-labelledby="create-warnings-heading">
      <h3 id="create-warnings-heading">
        <FormattedMessage id="createWarnings.title" />
      </h3>
      <ul>
        {pending.warnings.map((warning) => {
          // Said from the facts the warning names, in the user's language and date format.
          const id = WARNING_MESSAGES[warning.code];
          const values = { ...terms, ...warning.params, date: format.date(warning.params.date) };
          return <li key={warning.code}>{id ? intl.formatMessage({ id }, values) : warning.message}</li>;
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
