import { useFormik } from 'formik';
import { useMemo } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EmailPage } from '../../../../contract/services/email';
import { sendEmailSchema } from '../../../../contract/services/email';
import { isLocale, type Locale } from '../../../../domain/locale';
import { EmailPreview } from '../../../components/EmailPreview';
import { yupFormErrors } from '../../../components/formErrors';
import { ErrorNotice } from '../../../components/Notices';
import { SubmitStatus } from '../../../components/SubmitStatus';
import { selectToday } from '../../../core/app/appSelectors';
import { selectFormatPreferences } from '../../../core/i18n/i18nSelectors';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { previewExpiry, renderPreview, templateFor } from '../emailPreview';
import { selectSendState } from '../remoteAdministrationSelectors';
import { sendFormEdited, sendRequested } from '../remoteAdministrationSlice';
import { LinkChoiceFields, type LinkChoiceValues } from './LinkChoiceFields';
import { linkFormErrors, linkInputOf, parseDays } from './linkForm';
import { RecipientFields, type RecipientValues } from './RecipientFields';

/** The e-mail form's values as typed. */
type SendValues = LinkChoiceValues & RecipientValues;

/** Props of {@link SendEmailForm}. */
export interface SendEmailFormProps {
  assessmentId: number;
  page: EmailPage;
  /** The locales the form's questions exist in. */
  formLanguages: readonly Locale[];
}

/**
 * "Send by e-mail": recipient, who answers, language and validity, with a preview of the
 * account's template; errors from the shared schema beside each field.
 */
export function SendEmailForm({ assessmentId, page, formLanguages }: SendEmailFormProps) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const terms = useAccountTerms();
  const errorText = useErrorText();
  const today = useAppSelector(selectToday);
  const { timeZone } = useAppSelector(selectFormatPreferences);
  const state = useAppSelector(selectSendState);
  const busy = state.status === 'loading';
  const examineeName = `${page.examinee.firstName} ${page.examinee.lastName}`.trim();
  const examineeRecordId = page.examinee.examineeRecordId;
  const toInput = (values: SendValues) => ({
    examineeRecordId,
    assessmentId,
    sessionId: null,
    linkId: null,
    recipientAddress: values.recipientAddress.trim(),
    recipientName: values.recipientName.trim(),
    ...linkInputOf(values, page.defaultLocale),
    subject: null,
    body: null,
  });
  const formik = useFormik<SendValues>({
    initialValues: {
      recipientAddress: page.examinee.email,
      recipientName: examineeName,
      respondent: 'examinee',
      locale: page.defaultLocale,
      validForDays: page.defaultValidForDays,
    },
    validate: (values) => linkFormErrors((checked) => yupFormErrors(sendEmailSchema, toInput(checked), {}), values),
    onSubmit: (values) => {
      if (!busy) dispatch(sendRequested(toInput(values)));
    },
  });
  const { values } = formik;
  const setField = (name: keyof SendValues, value: string) => {
    // Another recipient than the examinee: their own address and name, not the examinee's.
    if (name === 'respondent' && value !== 'examinee' && values.respondent === 'examinee') {
      if (values.recipientAddress === page.examinee.email) void formik.setFieldValue('recipientAddress', '');
      if (values.recipientName === examineeName) void formik.setFieldValue('recipientName', '');
    }
    void formik.setFieldValue(name, value);
    if (state.status !== 'idle') dispatch(sendFormEdited());
  };
  const touch = (name: keyof SendValues) => void formik.setFieldTouched(name, true);
  // The server checks again (and more: a link no longer open); its field messages show in the same place.
  const serverError = (name: keyof SendValues) => (state.status === 'failed' ? state.error?.fieldErrors[name] : undefined);
  const shown = (name: keyof SendValues) => (formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined) ?? serverError(name);
  const preview = useMemo(() => {
    const locale = isLocale(values.locale) ? values.locale : page.defaultLocale;
    const template = templateFor(page.templates, 'qosaInvitation', locale);
    if (!template) return null;
    const days = parseDays(values.validForDays);
    return renderPreview(template, {
      examineeName,
      recipientName: values.recipientName.trim() || examineeName,
      link: intl.formatMessage({ id: 'remote.previewLink' }),
      expiresAt: days === null ? '' : previewExpiry(today, days, locale, timeZone),
      examinerName: page.examinerName,
      accountName: page.accountName,
    });
  }, [values.locale, values.validForDays, values.recipientName, page, examineeName, intl, today, timeZone]);
  return (
    <form className="form" noValidate onSubmit={formik.handleSubmit} aria-labelledby="remote-email-heading">
      <h3 id="remote-email-heading">
        <FormattedMessage id="remote.sendByEmail" />
      </h3>
      <div className="form-grid">
        <LinkChoiceFields values={values} errors={{ respondent: shown('respondent'), locale: shown('locale'), validForDays: shown('validForDays') }} setField={setField} touch={touch} formLanguages={formLanguages} />
        <RecipientFields values={values} errors={{ recipientAddress: shown('recipientAddress'), recipientName: shown('recipientName') }} setField={setField} touch={touch} />
      </div>
      {preview ? (
        <EmailPreview id="remote-preview-heading" heading={<FormattedMessage id="remote.preview" />} help={<FormattedMessage id="remote.previewHelp" />} subject={preview.subject} body={preview.body} />
      ) : null}
      <div className="form-actions">
        <Button type="submit" className="button button--primary" isDisabled={busy}>
          <FormattedMessage id="remote.send" />
        </Button>
        <SubmitStatus
          busy={busy}
          busyText={intl.formatMessage({ id: 'remote.sending' })}
          doneText={state.status === 'succeeded' && state.sent ? intl.formatMessage({ id: 'remote.sent' }, { ...terms, address: state.sent.recipientAddress }) : null}
        />
      </div>
      {state.status === 'failed' && state.error ? <ErrorNotice title={intl.formatMessage({ id: 'remote.notSent' })}>{errorText(state.error)}</ErrorNotice> : null}
    </form>
  );
}
