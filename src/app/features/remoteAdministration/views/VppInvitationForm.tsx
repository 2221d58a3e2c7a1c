import { useFormik } from 'formik';
import { useMemo } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { type EmailPage, vppEmail, type VppEmailInput } from '../../../../contract/services/email';
import { isLocale, type Locale } from '../../../../domain/locale';
import { EmailPreview } from '../../../components/EmailPreview';
import { FieldFrame } from '../../../components/FieldFrame';
import { yupFormErrors } from '../../../components/formErrors';
import { ErrorNotice } from '../../../components/Notices';
import { SubmitStatus } from '../../../components/SubmitStatus';
import { selectToday } from '../../../core/app/appSelectors';
import { localizeFieldError } from '../../../core/i18n/fieldErrors';
import { selectFormatPreferences } from '../../../core/i18n/i18nSelectors';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { appointmentInstant } from '../appointment';
import { renderPreview, templateFor } from '../emailPreview';
import { selectVideoServiceAddress, selectVppState } from '../remoteAdministrationSelectors';
import { vppFormEdited, vppRequested } from '../remoteAdministrationSlice';
import { vppPreviewValues } from '../vppPreview';
import { LinkChoiceFields } from './LinkChoiceFields';
import { RecipientFields, type RecipientValues } from './RecipientFields';

/** The invitation form's values as typed; `startsAt` is the `datetime-local` value, a wall-clock time. */
interface VppValues extends RecipientValues {
  locale: string;
  startsAt: string;
}

/** Props of {@link VppInvitationForm}. */
export interface VppInvitationFormProps {
  assessmentId: number;
  page: EmailPage;
  /** The locales the form's questions exist in. */
  formLanguages: readonly Locale[];
}

/**
 * "Invite to a video session": recipient, language and the appointment (typed in the examiner's
 * time zone preference, sent as an instant), with a preview of the account's invitation
 * template; errors from the shared schema, and the server's (an appointment past or too far
 * ahead), beside each field.
 */
export function VppInvitationForm({ assessmentId, page, formLanguages }: VppInvitationFormProps) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const terms = useAccountTerms();
  const errorText = useErrorText();
  const today = useAppSelector(selectToday);
  const { timeZone } = useAppSelector(selectFormatPreferences);
  const videoServiceAddress = useAppSelector(selectVideoServiceAddress);
  const state = useAppSelector(selectVppState);
  const busy = state.status === 'loading';
  const examineeName = `${page.examinee.firstName} ${page.examinee.lastName}`.trim();
  const toInput = (values: VppValues): VppEmailInput => ({
    examineeRecordId: page.examinee.examineeRecordId,
    assessmentId,
    sessionId: null,
    recipientAddress: values.recipientAddress.trim(),
    recipientName: values.recipientName.trim(),
    locale: isLocale(values.locale) ? values.locale : page.defaultLocale,
    // An empty or impossible time is sent as nothing, which the schema names ("Choose the appointment.").
    startsAt: appointmentInstant(values.startsAt, timeZone) ?? '',
    subject: null,
    body: null,
  });
  const formik = useFormik<VppValues>({
    initialValues: { recipientAddress: page.examinee.email, recipientName: examineeName, locale: page.defaultLocale, startsAt: '' },
    validate: (values) => (vppEmail.body ? yupFormErrors(vppEmail.body, toInput(values), {}) : {}),
    onSubmit: (values) => {
      if (!busy) dispatch(vppRequested(toInput(values)));
    },
  });
  const { values } = formik;
  const setField = (name: keyof VppValues, value: string) => {
    void formik.setFieldValue(name, value);
    if (state.status !== 'idle') dispatch(vppFormEdited());
  };
  const touch = (name: keyof VppValues) => void formik.setFieldTouched(name, true);
  // The server checks what the browser cannot (the appointment against its clock); its field messages show in the same place.
  const serverError = (name: keyof VppValues) => (state.status === 'failed' ? state.error?.fieldErrors[name] : undefined);
  const shown = (name: keyof VppValues) => (formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined) ?? serverError(name);
  const startsAtError = localizeFieldError(intl, shown('startsAt'));
  const preview = useMemo(() => {
    const locale = isLocale(values.locale) ? values.locale : page.defaultLocale;
    const template = templateFor(page.templates, 'vppInvitation', locale);
    if (!template) return null;
    return renderPreview(template, {
      examineeName,
      recipientName: values.recipientName.trim() || examineeName,
      examinerName: page.examinerName,
      accountName: page.accountName,
      ...vppPreviewValues({
        locale,
        startsAt: appointmentInstant(values.startsAt, timeZone),
        timeZone,
        examinerName: page.examinerName,
        videoServiceConfigured: page.videoServiceConfigured,
        videoServiceAddress,
        standIns: {
          link: intl.formatMessage({ id: 'remote.previewLink' }),
          startsAt: intl.formatMessage({ id: 'remote.vpp.previewStartsAt' }),
          expiresAt: intl.formatMessage({ id: 'remote.vpp.previewExpiresAt' }),
          videoLink: intl.formatMessage({ id: 'remote.vpp.previewVideoLink' }),
        },
      }),
    });
  }, [values.locale, values.startsAt, values.recipientName, page, examineeName, intl, timeZone, videoServiceAddress]);
  const sentText = state.status === 'succeeded' && state.sent ? intl.formatMessage({ id: 'remote.vpp.sent' }, { ...terms, address: state.sent.recipientAddress }) : null;
  return (
    <form className="form" noValidate onSubmit={formik.handleSubmit} aria-labelledby="remote-vpp-heading">
      <h3 id="remote-vpp-heading">
        <FormattedMessage id="remote.vpp" />
      </h3>
      {page.videoServiceConfigured ? null : (
        <p className="notice notice--warning">
          <FormattedMessage id="remote.vpp.noVideoService" />
        </p>
      )}
      <div className="form-grid">
        <RecipientFields values={values} errors={{ recipientAddress: shown('recipientAddress'), recipientName: shown('recipientName') }} setField={setField} touch={touch} />
        <LinkChoiceFields
          values={{ respondent: 'examinee', locale: values.locale, validForDays: 1 }}
          errors={{ locale: shown('locale') }}
          setField={(_name, value) => setField('locale', value)}
          touch={() => touch('locale')}
          languageOnly
          formLanguages={formLanguages}
        />
        <FieldFrame
          label={intl.formatMessage({ id: 'remote.vpp.startsAt' })}
          description={intl.formatMessage({ id: 'remote.vpp.startsAtHelp' }, { timeZone })}
          error={startsAtError}
        >
          {(control) => (
            <input
              {...control}
              className="field__input"
              name="startsAt"
              type="datetime-local"
              required
              // Today's start in the examiner's calendar: a browser picker greys out the days before it.
              min={today ? `${today}T00:00` : undefined}
              value={values.startsAt}
              onChange={(event) => setField('startsAt', event.target.value)}
              onBlur={() => touch('startsAt')}
            />
          )}
        </FieldFrame>
      </div>
      <p>
        <FormattedMessage id="remote.vpp.window" />
      </p>
      {preview ? (
        <EmailPreview id="remote-vpp-preview-heading" heading={<FormattedMessage id="remote.preview" />} help={<FormattedMessage id="remote.previewHelp" />} subject={preview.subject} body={preview.body} />
      ) : null}
      <div className="form-actions">
        <Button type="submit" className="button button--primary" isDisabled={busy}>
          <FormattedMessage id="remote.send" />
        </Button>
        <SubmitStatus busy={busy} busyText={intl.formatMessage({ id: 'remote.sending' })} doneText={sentText} />
      </div>
      {state.status === 'failed' && state.error ? <ErrorNotice title={intl.formatMessage({ id: 'remote.vpp.notSent' })}>{errorText(state.error)}</ErrorNotice> : null}
    </form>
  );
}
