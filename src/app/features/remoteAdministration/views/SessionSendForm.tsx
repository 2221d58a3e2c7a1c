import { useFormik } from 'formik';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EmailPage } from '../../../../contract/services/email';
import { sendEmailSchema } from '../../../../contract/services/email';
import { sessionInputSchema } from '../../../../contract/services/sessions';
import { yupFormErrors } from '../../../components/formErrors';
import { ErrorNotice } from '../../../components/Notices';
import { SubmitStatus } from '../../../components/SubmitStatus';
import { localizeFieldError } from '../../../core/i18n/fieldErrors';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectSessionSend } from '../examineeEmailsSelectors';
import { sessionAddressDismissed, sessionSendRequested } from '../examineeEmailsSlice';
import { LinkChoiceFields, type LinkChoiceValues } from './LinkChoiceFields';
import { linkFormErrors, linkInputOf } from './linkForm';
import { RecipientFields, type RecipientValues } from './RecipientFields';

/** The form's values as typed; `way` is set by the button pressed. */
interface SessionValues extends LinkChoiceValues, RecipientValues {
  assessmentIds: number[];
  way: 'email' | 'link';
}

/**
 * "Send several forms together": tick two or more open assessments, then send them by e-mail or
 * create one link; the respondent answers them in the order listed.
 */
export function SessionSendForm({ page }: { page: EmailPage }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const terms = useAccountTerms();
  const errorText = useErrorText();
  const format = useFormatters();
  const send = useAppSelector(selectSessionSend);
  const busy = send.status === 'loading';
  const examineeRecordId = page.examinee.examineeRecordId;
  const examineeName = `${page.examinee.firstName} ${page.examinee.lastName}`.trim();
  const formik = useFormik<SessionValues>({
    initialValues: {
      assessmentIds: [],
      recipientAddress: page.examinee.email,
      recipientName: examineeName,
      respondent: 'examinee',
      locale: page.defaultLocale,
      validForDays: page.defaultValidForDays,
      way: 'email',
    },
    validate: (values) =>
      linkFormErrors((checked) => {
        const link = linkInputOf(checked, page.defaultLocale);
        const session = yupFormErrors(sessionInputSchema, { examineeRecordId, assessmentIds: checked.assessmentIds, title: '' }, {});
        // The session does not exist yet: 1 stands in for its id, so the schema checks the rest.
        const email =
          checked.way === 'email'
            ? yupFormErrors(sendEmailSchema, { examineeRecordId, sessionId: 1, recipientAddress: checked.recipientAddress, recipientName: checked.recipientName, ...link }, {})
            : yupFormErrors(sendEmailSchema.pick(['respondent', 'locale', 'validForDays']), link, {});
        return { ...email, ...session };
      }, values),
    onSubmit: (values) => {
      if (busy) return;
      // The order of the list on screen is the order the respondent answers in.
      const ordered = page.assessments.map((entry) => entry.assessmentId).filter((id) => values.assessmentIds.includes(id));
      dispatch(
        sessionSendRequested({
          examineeRecordId,
          assessmentIds: ordered,
          link: linkInputOf(values, page.defaultLocale),
          way: values.way,
          recipientAddress: values.recipientAddress.trim(),
          recipientName: values.recipientName.trim(),
        }),
      );
    },
  });
  const { values } = formik;
  const shown = (name: string) => (formik.submitCount > 0 || formik.touched[name as keyof SessionValues] ? (formik.errors as Record<string, string | undefined>)[name] : undefined);
  const submitAs = (way: SessionValues['way']) => {
    void formik.setFieldValue('way', way, false).then(() => formik.submitForm());
  };
  const toggle = (assessmentId: number, checked: boolean) =>
    void formik.setFieldValue('assessmentIds', checked ? [...values.assessmentIds, assessmentId] : values.assessmentIds.filter((id) => id !== assessmentId));
  const assessmentsError = localizeFieldError(intl, shown('assessmentIds'));
  return (
    <form className="form" noValidate onSubmit={(event) => event.preventDefault()} aria-labelledby="session-send-heading">
      <h3 id="session-send-heading">
        <FormattedMessage id="emails.together" />
      </h3>
      <fieldset className="fieldset" aria-describedby={assessmentsError ? 'session-assessments-error' : undefined}>
        <legend>
          <FormattedMessage id="emails.togetherChoose" />
        </legend>
        {page.assessments.map((entry) => (
          <label key={entry.assessmentId} className="checkbox-field">
            <input
              type="checkbox"
              name="assessmentIds"
              value={entry.assessmentId}
              checked={values.assessmentIds.includes(entry.assessmentId)}
              onChange={(event) => toggle(entry.assessmentId, event.target.checked)}
            />{' '}
            {entry.productCode} · {format.date(entry.administrationDate)}
          </label>
        ))}
        {assessmentsError ? (
          <p id="session-assessments-error" className="field__error">
            {assessmentsError}
          </p>
        ) : null}
      </fieldset>
      <div className="form-grid">
        <LinkChoiceFields
          values={values}
          errors={{ respondent: shown('respondent'), locale: shown('locale'), validForDays: shown('validForDays') }}
          setField={(name, value) => void formik.setFieldValue(name, value)}
          touch={(name) => void formik.setFieldTouched(name, true)}
        />
        <RecipientFields
          values={values}
          errors={{ recipientAddress: values.way === 'email' ? shown('recipientAddress') : undefined, recipientName: shown('recipientName') }}
          setField={(name, value) => void formik.setFieldValue(name, value)}
          touch={(name) => void formik.setFieldTouched(name, true)}
          addressRequired={false}
          addressDescription={intl.formatMessage({ id: 'emails.addressOnlyForEmail' })}
        />
      </div>
      <div className="form-actions">
        <Button className="button button--primary" isDisabled={busy} onPress={() => submitAs('email')}>
          <FormattedMessage id="remote.sendByEmail" />
        </Button>
        <Button className="button" isDisabled={busy} onPress={() => submitAs('link')}>
          <FormattedMessage id="remote.createLink" />
        </Button>
        <SubmitStatus
          busy={busy}
          busyText={intl.formatMessage({ id: 'remote.sending' })}
          doneText={send.status === 'succeeded' && send.sent ? intl.formatMessage({ id: 'emails.togetherSent' }, { ...terms, address: send.sent.recipientAddress }) : null}
        />
      </div>
      {send.status === 'failed' && send.error ? <ErrorNotice title={intl.formatMessage({ id: 'emails.togetherFailed' })}>{errorText(send.error)}</ErrorNotice> : null}
      {send.url ? (
        <section className="notice notice--success" aria-labelledby="session-address-heading">
          <h4 id="session-address-heading" className="notice__title">
            <FormattedMessage id="remote.revealed.created" />
          </h4>
          <p>
            <strong>
              <FormattedMessage id="remote.revealed.once" />
            </strong>
          </p>
          <div className="field">
            <label className="field__label" htmlFor="session-address">
              <FormattedMessage id="remote.address" />
            </label>
            <input id="session-address" className="field__input" readOnly value={send.url} onFocus={(event) => event.target.select()} />
          </div>
          <Button className="button button--quiet" onPress={() => dispatch(sessionAddressDismissed())}>
            <FormattedMessage id="remote.done" />
          </Button>
        </section>
      ) : null}
    </form>
  );
}
