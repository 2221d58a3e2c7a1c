import { useFormik } from 'formik';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { cloneBodySchema, type CloneInput } from '../../../../contract/services/assessmentLifecycle';
import { yupFormErrors } from '../../../components/formErrors';
import { TextInputField } from '../../../components/TextInputField';
import { selectToday } from '../../../core/app/appSelectors';
import { localizeFieldError } from '../../../core/i18n/fieldErrors';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { assessmentCloneRequested, examineeDialogClosed } from '../examineeEditsSlice';

/** The copy form of the clone dialog: a new administration date (today) and whether to copy the responses. */
export function CloneForm({ assessmentId, busy }: { assessmentId: number; busy: boolean }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const today = useAppSelector(selectToday);
  const formik = useFormik<CloneInput>({
    initialValues: { administrationDate: today, copyResponses: true },
    validate: (values) => yupFormErrors(cloneBodySchema, values, { today }),
    onSubmit: (values) => {
      dispatch(assessmentCloneRequested({ assessmentId, input: values }));
    },
  });
  const dateError = localizeFieldError(intl, formik.touched.administrationDate ? formik.errors.administrationDate : undefined);
  return (
    <form className="form" noValidate onSubmit={formik.handleSubmit}>
      <TextInputField
        label={intl.formatMessage({ id: 'newAssessment.administrationDate' })}
        name="administrationDate"
        type="date"
        max={today || undefined}
        value={formik.values.administrationDate}
        onChange={(value) => void formik.setFieldValue('administrationDate', value)}
        onBlur={() => void formik.setFieldTouched('administrationDate', true)}
        error={dateError}
        isRequired
      />
      <label className="checkbox-field">
        <input type="checkbox" name="copyResponses" checked={formik.values.copyResponses} onChange={(event) => void formik.setFieldValue('copyResponses', event.target.checked)} />{' '}
        <FormattedMessage id="clone.copyResponses" />
      </label>
      <div className="dialog__actions">
        <Button type="submit" className="button button--primary" isDisabled={busy}>
          <FormattedMessage id="clone.confirm" />
        </Button>
        <Button className="button button--quiet" onPress={() => dispatch(examineeDialogClosed())}>
          <FormattedMessage id="common.cancel" />
        </Button>
      </div>
    </form>
  );
}
