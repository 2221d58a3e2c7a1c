import { useFormik } from 'formik';
import { useEffect, useRef } from 'react';
import { DELIVERY_MODES } from '../../../../domain/product/productCatalogue';
import { selectLocale } from '../../../core/i18n/i18nSelectors';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useErrorText } from '../../../core/i18n/useErrorText';
import type { AssessmentCreateInput } from '../../../../contract/services/assessments';
import { assessmentCreateSchema } from '../../../../domain/assessment';
import { yupFormErrors } from '../../../components/formErrors';
import { ErrorNotice } from '../../../components/Notices';
import { SelectField } from '../../../components/SelectField';
import { TextInputField } from '../../../components/TextInputField';
import { selectToday } from '../../../core/app/appSelectors';
import { localizeFieldError } from '../../../core/i18n/fieldErrors';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectDefaultExaminerId, selectExamineeDetailState, selectExaminerOptions, selectNewAssessmentState } from '../examineesSelectors';
import { newAssessmentRequested } from '../examineesSlice';
import { selectDeliveryModeFilter, selectFormDeliveryById, selectOfferedForms } from '../formPickerSelectors';
import { deliveryModeFilterChanged, formPickerOpened } from '../formPickerSlice';
import { DELIVERY_MODE_MESSAGES, FormMarketing } from './FormMarketing';
import { CreateWarnings } from './CreateWarnings';
import { UnavailableForms } from './UnavailableForms';

interface Values {
  productId: string;
  administrationDate: string;
  examinerId: string;
}

/** "New assessment": form (product), administration date (today) and examiner (the user's default). */
export function NewAssessmentForm({ examineeRecordId, onCancel }: { examineeRecordId: number; onCancel: () => void }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const format = useFormatters();
  const terms = useAccountTerms();
  const today = useAppSelector(selectToday);
  const { forms, unavailable } = useAppSelector(selectExamineeDetailState);
  const examiners = useAppSelector(selectExaminerOptions);
  const defaultExaminerId = useAppSelector(selectDefaultExaminerId);
  const submit = useAppSelector(selectNewAssessmentState);
  const formRef = useRef<HTMLSelectElement>(null);
  useEffect(() => formRef.current?.focus(), []);
  const locale = useAppSelector(selectLocale);
  useEffect(() => {
    dispatch(formPickerOpened({ locale }));
  }, [dispatch, locale]);
  const offered = useAppSelector(selectOfferedForms);
  const deliveryMode = useAppSelector(selectDeliveryModeFilter);
  const deliveryById = useAppSelector(selectFormDeliveryById);

  const toInput = (values: Values) => ({
    examineeRecordId,
    productId: values.productId,
    administrationDate: values.administrationDate,
    examinerId: values.examinerId === '' ? undefined : Number(values.examinerId),
  });
  const formik = useFormik<Values>({
    initialValues: {
      productId: forms.length === 1 ? (forms[0]?.id ?? '') : '',
      administrationDate: today,
      examinerId: defaultExaminerId > 0 ? String(defaultExaminerId) : '',
    },
    validate: (values) => yupFormErrors(assessmentCreateSchema, toInput(values), { today }),
    onSubmit: (values) => {
      const input = assessmentCreateSchema.validateSync(toInput(values), { context: { today } }) as AssessmentCreateInput;
      dispatch(newAssessmentRequested({ input }));
    },
  });
  const errorOf = (field: keyof Values) => localizeFieldError(intl, formik.touched[field] ? formik.errors[field] : undefined);
  const chosen = forms.find((form) => form.id === formik.values.productId);
  const chosenDelivery = chosen ? deliveryById[chosen.id] : undefined;

  return (
    <section id="new-assessment" className="panel panel--form" aria-labelledby="new-assessment-heading">
      <h2 id="new-assessment-heading">
        <FormattedMessage id="examinee.newAssessment" />
      </h2>
      <UnavailableForms unavailable={unavailable} />
      {forms.length === 0 ? (
        <p>
          <FormattedMessage id="newAssessment.noForms" values={terms} />
        </p>
      ) : (
        <form className="form" noValidate onSubmit={formik.handleSubmit}>
          {submit.status === 'failed' && submit.error ? <ErrorNotice title={intl.formatMessage({ id: 'newAssessment.failed' })}>{errorText(submit.error)}</ErrorNotice> : null}
          <CreateWarnings />
          <div className="form-grid">
            <SelectField
              label={intl.formatMessage({ id: 'formPicker.deliveryFilter' })}
              name="deliveryMode"
              value={deliveryMode ?? ''}
              options={[{ value: '', label: intl.formatMessage({ id: 'formPicker.deliveryAny' }) }, ...DELIVERY_MODES.map((mode) => ({ value: mode, label: intl.formatMessage({ id: DELIVERY_MODE_MESSAGES[mode] }) }))]}
              onChange={(value) => {
                const mode = DELIVERY_MODES.find((candidate) => candidate === value) ?? null;
                dispatch(deliveryModeFilterChanged(mode));
                // A form the filter hides is no longer chosen.
                if (mode !== null && !(deliveryById[formik.values.productId]?.deliveryModes.includes(mode) ?? false)) void formik.setFieldValue('productId', '');
              }}
              description={deliveryMode !== null && offered.length === 0 ? intl.formatMessage({ id: 'formPicker.noneInMode' }) : undefined}
            />
            <SelectField
              label={intl.formatMessage({ id: 'newAssessment.form' })}
              name="productId"
              selectRef={formRef}
              value={formik.values.productId}
              placeholder={intl.formatMessage({ id: 'common.choose' })}
              options={offered.map((form) => ({ value: form.id, label: form.code }))}
              onChange={(value) => void formik.setFieldValue('productId', value)}
              onBlur={() => void formik.setFieldTouched('productId', true)}
              error={errorOf('productId')}
              description={
                chosen
                  ? intl.formatMessage({ id: 'newAssessment.formDescription' }, { name: chosen.name, count: chosen.itemCount, countText: format.number(chosen.itemCount) })
                  : undefined
              }
              isRequired
            />
            <TextInputField
              label={intl.formatMessage({ id: 'newAssessment.administrationDate' })}
              name="administrationDate"
              type="date"
              max={today || undefined}
              value={formik.values.administrationDate}
              onChange={(value) => void formik.setFieldValue('administrationDate', value)}
              onBlur={() => void formik.setFieldTouched('administrationDate', true)}
              error={errorOf('administrationDate')}
              isRequired
            />
            <SelectField
              label={terms.examiner}
              name="examinerId"
              value={formik.values.examinerId}
              placeholder={intl.formatMessage({ id: 'common.choose' })}
              options={examiners.map((examiner) => ({ value: String(examiner.userId), label: examiner.name }))}
              onChange={(value) => void formik.setFieldValue('examinerId', value)}
              onBlur={() => void formik.setFieldTouched('examinerId', true)}
              error={errorOf('examinerId')}
              isRequired
            />
          </div>
          {chosenDelivery ? <FormMarketing delivery={chosenDelivery} /> : null}
          <div className="form-actions">
            <Button type="submit" className="button button--primary" isDisabled={submit.status === 'loading'}>
              <FormattedMessage id="newAssessment.create" />
            </Button>
            <Button className="button button--quiet" onPress={onCancel}>
              <FormattedMessage id="common.cancel" />
            </Button>
            {submit.status === 'loading' ? (
              <span role="status">
                <FormattedMessage id="newAssessment.creating" />
              </span>
            ) : null}
          </div>
        </form>
      )}
    </section>
  );
}
