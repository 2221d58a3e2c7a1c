import { useFormik } from 'formik';
import { useEffect, useRef } from 'react';
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
              label={intl.formatMessage({ id: 'newAssessment.form' })}
              name="productId"
              selectRef={formRef}
              value={formik.values.productId}
              placeholder={intl.formatMessage({ id: 'common.choose' })}
              options={forms.map((form) => ({ value: form.id, label: form.code }))}
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
