import { useFormik } from 'formik';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Locale } from '../../../../domain/locale';
import { DEFAULT_LINK_VALIDITY_DAYS, remoteLinkInputSchema } from '../../../../domain/remoteLink';
import { yupFormErrors } from '../../../components/formErrors';
import { ErrorNotice } from '../../../components/Notices';
import { SubmitStatus } from '../../../components/SubmitStatus';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectCreateLinkState, selectDefaultLinkLocale } from '../remoteAdministrationSelectors';
import { createLinkRequested } from '../remoteAdministrationSlice';
import { LinkChoiceFields, type LinkChoiceValues } from './LinkChoiceFields';
import { linkFormErrors, linkInputOf } from './linkForm';

/** "Create link": who answers, the language and the validity; the address is then shown once. */
export function CreateLinkForm({ assessmentId, formLanguages }: { assessmentId: number; formLanguages: readonly Locale[] }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const locale = useAppSelector(selectDefaultLinkLocale);
  const state = useAppSelector(selectCreateLinkState);
  const busy = state.status === 'loading';
  const formik = useFormik<LinkChoiceValues>({
    initialValues: { respondent: 'examinee', locale, validForDays: DEFAULT_LINK_VALIDITY_DAYS },
    validate: (values) => linkFormErrors((checked) => yupFormErrors(remoteLinkInputSchema, checked, {}), values),
    onSubmit: (values) => {
      if (!busy) dispatch(createLinkRequested({ assessmentId, link: linkInputOf(values, locale) }));
    },
  });
  const shownErrors = Object.fromEntries(Object.entries(formik.errors).filter(([name]) => formik.touched[name as keyof LinkChoiceValues] || formik.submitCount > 0));
  return (
    <form className="form" noValidate onSubmit={formik.handleSubmit} aria-labelledby="remote-create-heading">
      <h3 id="remote-create-heading">
        <FormattedMessage id="remote.createLink" />
      </h3>
      <div className="form-grid">
        <LinkChoiceFields
          values={formik.values}
          errors={shownErrors}
          setField={(name, value) => void formik.setFieldValue(name, value)}
          touch={(name) => void formik.setFieldTouched(name, true)}
          formLanguages={formLanguages}
        />
      </div>
      <div className="form-actions">
        <Button type="submit" className="button button--primary" isDisabled={busy}>
          <FormattedMessage id="remote.create" />
        </Button>
        <SubmitStatus busy={busy} busyText={intl.formatMessage({ id: 'remote.creating' })} />
      </div>
      {state.status === 'failed' && state.error ? <ErrorNotice title={intl.formatMessage({ id: 'remote.notCreated' })}>{errorText(state.error)}</ErrorNotice> : null}
    </form>
  );
}
