import { useFormik } from 'formik';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextInputField } from '../../../components/TextInputField';
import { useReasonError } from '../../../core/i18n/useReasonError';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectWorkReason } from '../backOfficeSelectors';
import { workReasonStated } from '../backOfficeSlice';

/**
 * Asks once why the staff member works on customer accounts (a ticket, an order): every call into
 * an account sends it, and the audit log keeps it. Once stated, it is shown with a way to change it.
 */
export function WorkReasonForm() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const reasonError = useReasonError();
  const reason = useAppSelector(selectWorkReason);
  const formik = useFormik({
    initialValues: { reason: '' },
    validate: (values) => {
      const message = reasonError(values.reason);
      return message ? { reason: message } : {};
    },
    onSubmit: (values) => {
      dispatch(workReasonStated({ reason: values.reason.trim() }));
    },
  });
  if (reason !== '') {
    return (
      <p className="work-reason">
        <FormattedMessage id="backOffice.reason.current" values={{ reason }} />{' '}
        <Button className="button button--quiet" onPress={() => dispatch(workReasonStated({ reason: '' }))}>
          <FormattedMessage id="backOffice.reason.change" />
        </Button>
      </p>
    );
  }
  const error = formik.touched.reason || formik.submitCount > 0 ? formik.errors.reason : undefined;
  return (
    <form className="panel form" noValidate onSubmit={formik.handleSubmit} aria-labelledby="work-reason-heading">
      <h2 id="work-reason-heading">
        <FormattedMessage id="backOffice.reason.heading" />
      </h2>
      <TextInputField
        label={intl.formatMessage({ id: 'backOffice.reason.label' })}
        name="reason"
        value={formik.values.reason}
        onChange={(value) => void formik.setFieldValue('reason', value)}
        onBlur={() => void formik.setFieldTouched('reason', true)}
        description={intl.formatMessage({ id: 'backOffice.reason.help' })}
        error={error}
        isRequired
      />
      <div className="form-actions">
        <Button type="submit" className="button button--primary">
          <FormattedMessage id="backOffice.reason.continue" />
        </Button>
      </div>
    </form>
  );
}
