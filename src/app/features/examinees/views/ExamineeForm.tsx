import { useFormik } from 'formik';
import { useEffect } from 'react';
import { Button, Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { EMPTY_EXAMINEE, type Examinee, type ExamineeInput, examineeInputSchema, SEXES } from '../../../../domain/examinee';
import { yupFormErrors } from '../../../components/formErrors';
import { ErrorNotice } from '../../../components/Notices';
import { SelectField } from '../../../components/SelectField';
import { TextInputField } from '../../../components/TextInputField';
import { selectToday } from '../../../core/app/appSelectors';
import { localizeFieldError } from '../../../core/i18n/fieldErrors';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { DUPLICATE_ID_MESSAGE } from '../examineesSaga';
import { selectCreateExamineeState, selectIdCheck } from '../examineesSelectors';
import { createRequested, idCheckRequested } from '../examineesSlice';
import { selectExamineeUpdate } from '../examineeEditsSelectors';
import { examineeEditClosed, examineeUpdateRequested } from '../examineeEditsSlice';
import { useValueList } from '../../../core/valueLists/useValueList';
import { SEX_MESSAGES } from './sexLabels';

type TextKey = Exclude<keyof ExamineeInput, 'sex'>;
const CUSTOM_FIELDS = ['customField1', 'customField2', 'customField3', 'customField4'] as const;

/** The fields of a stored examinee, as the form edits them. */
const inputOf = (examinee: Examinee): ExamineeInput => ({
  examineeId: examinee.examineeId,
  firstName: examinee.firstName,
  middleName: examinee.middleName,
  lastName: examinee.lastName,
  // An imported record may lack one; saving the form asks for it.
  birthDate: examinee.birthDate ?? '',
  sex: examinee.sex,
  email: examinee.email,
  customField1: examinee.customField1,
  customField2: examinee.customField2,
  customField3: examinee.customField3,
  customField4: examinee.customField4,
});

/**
 * The examinee form: formik holds the values, the domain's yup schema validates them (the server
 * runs the same one), and submit dispatches one event with the validated data. With `editing`
 * it edits that record (update) instead of creating one.
 */
export function ExamineeForm({ editing }: { editing?: Examinee }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  // The platform's value list in the user's language; the SPA's own words until it has loaded.
  const sexList = useValueList('sex');
  const sexOptions = sexList
    ? sexList.filter((option) => (SEXES as readonly string[]).includes(option.code)).map((option) => ({ value: option.code, label: option.label }))
    : SEXES.map((sex) => ({ value: sex, label: intl.formatMessage({ id: SEX_MESSAGES[sex] }) }));
  const errorText = useErrorText();
  const terms = useAccountTerms();
  const today = useAppSelector(selectToday);
  const createState = useAppSelector(selectCreateExamineeState);
  const updateState = useAppSelector(selectExamineeUpdate);
  const create = editing ? updateState : createState;
  const idCheck = useAppSelector(selectIdCheck);

  const formik = useFormik<ExamineeInput>({
    initialValues: editing ? inputOf(editing) : EMPTY_EXAMINEE,
    validate: (values) => {
      const errors = yupFormErrors(examineeInputSchema, values, { today });
      const taken = idCheck.status === 'taken' && idCheck.examineeId === values.examineeId.trim() && values.examineeId.trim() !== editing?.examineeId;
      return taken && !errors.examineeId ? { ...errors, examineeId: DUPLICATE_ID_MESSAGE } : errors;
    },
    onSubmit: (values) => {
      const input = examineeInputSchema.validateSync(values, { context: { today }, stripUnknown: true }) as ExamineeInput;
      dispatch(editing ? examineeUpdateRequested({ examineeRecordId: editing.id, input }) : createRequested({ input }));
    },
  });

  // Field errors of a refused save (400 validation, 409 duplicate id) go back into the form.
  const { setErrors, setTouched } = formik;
  useEffect(() => {
    const fieldErrors = create.error?.fieldErrors ?? {};
    if (Object.keys(fieldErrors).length === 0) return;
    void setTouched(Object.fromEntries(Object.keys(fieldErrors).map((field) => [field, true])), false);
    setErrors(fieldErrors);
  }, [create.error, setErrors, setTouched]);

  // Messages of the shared schemas (and of the server) are English: shown in the UI language.
  const errorOf = (field: keyof ExamineeInput): string | undefined => localizeFieldError(intl, formik.touched[field] ? formik.errors[field] : undefined);
  const text = (field: TextKey) => ({
    name: field,
    value: formik.values[field],
    onChange: (value: string) => void formik.setFieldValue(field, value),
    onBlur: () => void formik.setFieldTouched(field, true),
    error: errorOf(field),
  });
  const checkId = () => {
    void formik.setFieldTouched('examineeId', true);
    const examineeId = formik.values.examineeId.trim();
    if (examineeId && examineeId !== idCheck.examineeId && examineeId !== editing?.examineeId) dispatch(idCheckRequested({ examineeId }));
  };
  const idDescription =
    idCheck.examineeId === formik.values.examineeId.trim() && idCheck.status === 'checking'
      ? intl.formatMessage({ id: 'examineeForm.idChecking' })
      : idCheck.examineeId === formik.values.examineeId.trim() && idCheck.status === 'unique'
        ? intl.formatMessage({ id: 'examineeForm.idFree' })
        : intl.formatMessage({ id: 'examineeForm.idHint' });
  const formLevelError = create.status === 'failed' && create.error && Object.keys(create.error.fieldErrors).length === 0 ? create.error : null;

  return (
    <form className="form" noValidate onSubmit={formik.handleSubmit}>
      {formLevelError ? <ErrorNotice title={intl.formatMessage({ id: 'examineeForm.notSaved' }, terms)}>{errorText(formLevelError)}</ErrorNotice> : null}
      <div className="form-grid">
        <TextInputField {...text('examineeId')} label={intl.formatMessage({ id: 'examinee.id' }, terms)} isRequired onBlur={checkId} description={idDescription} className="span-2" />
        <TextInputField {...text('firstName')} label={intl.formatMessage({ id: 'examinee.firstName' })} isRequired autoComplete="off" />
        <TextInputField {...text('middleName')} label={intl.formatMessage({ id: 'examinee.middleName' })} autoComplete="off" />
        <TextInputField {...text('lastName')} label={intl.formatMessage({ id: 'examinee.lastName' })} isRequired autoComplete="off" />
        <TextInputField {...text('birthDate')} label={intl.formatMessage({ id: 'examinee.birthDate' })} type="date" isRequired max={today || undefined} />
        <SelectField
          label={intl.formatMessage({ id: 'examinee.sex' })}
          name="sex"
          value={formik.values.sex}
          options={sexOptions}
          onChange={(value) => void formik.setFieldValue('sex', value)}
          onBlur={() => void formik.setFieldTouched('sex', true)}
          error={errorOf('sex')}
          isRequired
        />
        <TextInputField {...text('email')} label={intl.formatMessage({ id: 'examinee.email' })} type="email" autoComplete="off" />
      </div>
      <fieldset className="fieldset">
        <legend>
          <FormattedMessage id="examinee.moreDetails" />
        </legend>
        <div className="form-grid">
          {CUSTOM_FIELDS.map((field) => (
            <TextInputField key={field} {...text(field)} label={terms[field]} />
          ))}
        </div>
      </fieldset>
      <div className="form-actions">
        <Button type="submit" className="button button--primary" isDisabled={create.status === 'loading'}>
          <FormattedMessage id="examineeForm.save" values={terms} />
        </Button>
        {editing ? (
          <Button className="button button--quiet" onPress={() => dispatch(examineeEditClosed())}>
            <FormattedMessage id="common.cancel" />
          </Button>
        ) : (
          <Link href="/examinees" className="button button--quiet">
            <FormattedMessage id="common.cancel" />
          </Link>
        )}
        {create.status === 'loading' ? (
          <span role="status">
            <FormattedMessage id="common.saving" />
          </span>
        ) : null}
      </div>
    </form>
  );
}
