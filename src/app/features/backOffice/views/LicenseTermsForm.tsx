import { useFormik } from 'formik';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AppError } from '../../../../client/appError';
import { LICENSE_OPTIONS } from '../../../../domain/licenseOptions';
import { FieldFrame } from '../../../components/FieldFrame';
import { ErrorNotice } from '../../../components/Notices';
import { SelectField } from '../../../components/SelectField';
import { SubmitStatus } from '../../../components/SubmitStatus';
import { TextInputField } from '../../../components/TextInputField';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { REPORT_TYPE_MESSAGES } from '../../reports/views/reportLabels';
import type { LicenseReference } from '../backOfficeSlice';
import { licenseFormErrors, licenseRuleText, type LicenseFormValues } from './licenseForm';
import { domainValueMessage, OPTION_MESSAGES, TYPE_MESSAGES } from './licenseLabels';

/** Props of {@link LicenseTermsForm}. */
export interface LicenseTermsFormProps {
  initialValues: LicenseFormValues;
  reference: LicenseReference;
  /** Usages already used (a change may not grant fewer); 0 for a new license. */
  usagesUsed: number;
  /** Whether the type can be chosen (only when creating). */
  typeChoice: boolean;
  submitLabel: string;
  busyText: string;
  doneText: string | null;
  busy: boolean;
  /** The last refusal of the server, its field errors shown at their fields. */
  error: AppError | null;
  onSubmit: (values: LicenseFormValues) => void;
  /** Called on every press of the submit button, valid or not (the page checks its own fields then). */
  onSubmitAttempt?: () => void;
  /** Fields shown before the terms (the account of a new license). */
  children?: ReactNode;
}

type TextField = Exclude<keyof LicenseFormValues, 'type' | 'reportType'>;

/**
 * The terms of a license (name, type, form, report type, usages, validity, options) and the reason
 * for the change, checked with the domain's rules as the server checks them.
 */
export function LicenseTermsForm({ initialValues, reference, usagesUsed, typeChoice, submitLabel, busyText, doneText, busy, error, onSubmit, onSubmitAttempt, children }: LicenseTermsFormProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const formik = useFormik<LicenseFormValues>({
    initialValues,
    enableReinitialize: true,
    validate: (values) => licenseFormErrors(values, usagesUsed),
    onSubmit: (values) => {
      if (!busy) onSubmit(values);
    },
  });
  const { values } = formik;
  const typeInfo = reference.types.find((info) => info.type === values.type);
  const serverError = (field: string) => error?.fieldErrors[field] ?? error?.fieldErrors[`options.${field}`];
  const shown = (field: keyof LicenseFormValues) =>
    licenseRuleText(intl, (formik.touched[field] || formik.submitCount > 0 ? (formik.errors[field] as string | undefined) : undefined) ?? serverError(field));
  const text = (field: TextField, label: string, options: { type?: 'text' | 'date'; description?: string; required?: boolean } = {}) => (
    <TextInputField
      label={label}
      name={field}
      type={options.type ?? 'text'}
      value={values[field]}
      onChange={(value) => void formik.setFieldValue(field, value)}
      onBlur={() => void formik.setFieldTouched(field, true)}
      description={options.description}
      error={shown(field)}
      isRequired={options.required ?? false}
    />
  );
  const number = (field: 'usagesGranted' | 'seats', label: string, description?: string, required = false) => (
    <FieldFrame label={label} description={description} error={shown(field)}>
      {(control) => (
        <input
          {...control}
          className="field__input"
          name={field}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required={required}
          value={values[field]}
          onChange={(event) => void formik.setFieldValue(field, event.target.value)}
          onBlur={() => void formik.setFieldTouched(field, true)}
        />
      )}
    </FieldFrame>
  );
  return (
    <form
      className="panel form"
      noValidate
      onSubmit={(event) => {
        onSubmitAttempt?.();
        formik.handleSubmit(event);
      }}
      aria-labelledby="license-terms-heading"
    >
      <h2 id="license-terms-heading">
        <FormattedMessage id="backOffice.form.terms" />
      </h2>
      {children}
      <div className="form-grid">
        {typeChoice ? (
          <SelectField
            label={intl.formatMessage({ id: 'backOffice.form.type' })}
            name="type"
            value={values.type}
            placeholder={intl.formatMessage({ id: 'backOffice.form.chooseType' })}
            options={reference.types.map((info) => ({ value: info.type, label: intl.formatMessage({ id: TYPE_MESSAGES[info.type] }) }))}
            onChange={(value) => void formik.setFieldValue('type', value)}
            error={shown('type')}
            isRequired
          />
        ) : null}
        {text('name', intl.formatMessage({ id: 'backOffice.form.name' }), { description: intl.formatMessage({ id: 'backOffice.form.nameHelp' }), required: true })}
        <SelectField
          label={intl.formatMessage({ id: 'backOffice.licenses.product' })}
          name="productId"
          value={values.productId}
          placeholder={intl.formatMessage({ id: 'backOffice.licenses.allProducts' })}
          options={reference.products.map((product) => ({ value: product.id, label: `${product.code}: ${product.name}` }))}
          onChange={(value) => void formik.setFieldValue('productId', value)}
          error={shown('productId')}
        />
        {typeInfo && typeInfo.reportTypes.length > 0 ? (
          <SelectField
            label={intl.formatMessage({ id: 'backOffice.form.reportType' })}
            name="reportType"
            value={values.reportType}
            placeholder={intl.formatMessage({ id: 'backOffice.licenses.allReportTypes' })}
            options={typeInfo.reportTypes.map((reportType) => ({ value: reportType, label: intl.formatMessage({ id: REPORT_TYPE_MESSAGES[reportType] }) }))}
            onChange={(value) => void formik.setFieldValue('reportType', value)}
            error={shown('reportType')}
          />
        ) : null}
        {typeInfo?.grantsUsages !== false
          ? number('usagesGranted', intl.formatMessage({ id: 'backOffice.form.usagesGranted' }), intl.formatMessage({ id: 'backOffice.form.usagesGrantedHelp' }), true)
          : null}
        {text('validFrom', intl.formatMessage({ id: 'backOffice.form.validFrom' }), { type: 'date', required: true })}
        {text('validUntil', intl.formatMessage({ id: 'backOffice.form.validUntil' }), { type: 'date', required: typeInfo?.needsValidUntil ?? false })}
      </div>
      <fieldset className="fieldset">
        <legend>
          <FormattedMessage id="backOffice.form.options" />
        </legend>
        <div className="form-grid">
          {LICENSE_OPTIONS.map((option) => {
            const label = intl.formatMessage({ id: OPTION_MESSAGES[option.key] });
            if (option.dataType === 'number') return <div key={option.key}>{number(option.key, label)}</div>;
            if (option.dataType === 'date') return <div key={option.key}>{text(option.key, label, { type: 'date' })}</div>;
            return (
              <SelectField
                key={option.key}
                label={label}
                name={option.key}
                value={values[option.key]}
                placeholder={intl.formatMessage({ id: 'backOffice.form.noChoice' })}
                options={(reference.domains[option.domain] ?? []).map(({ value }) => ({ value, label: intl.formatMessage({ id: domainValueMessage(option.domain, value) }) }))}
                onChange={(value) => void formik.setFieldValue(option.key, value)}
                error={shown(option.key)}
              />
            );
          })}
        </div>
      </fieldset>
      {text('reason', intl.formatMessage({ id: 'backOffice.form.changeReason' }), { description: intl.formatMessage({ id: 'backOffice.form.changeReasonHelp' }), required: true })}
      {error && Object.keys(error.fieldErrors).length === 0 ? <ErrorNotice>{errorText(error)}</ErrorNotice> : null}
      <div className="form-actions">
        <Button type="submit" className="button button--primary" isDisabled={busy}>
          {submitLabel}
        </Button>
        <SubmitStatus busy={busy} busyText={busyText} doneText={doneText} />
      </div>
    </form>
  );
}
