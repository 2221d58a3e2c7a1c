import { type FormEvent, useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { isLocale, type Locale } from '../../../../domain/locale';
import { ErrorNotice } from '../../../components/Notices';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectDefaultLinkLocale, selectLaunchState } from '../remoteAdministrationSelectors';
import { launchRequested } from '../remoteAdministrationSlice';
import { LinkChoiceFields } from './LinkChoiceFields';

/** "Administer on this device": the player opens in a new tab, in the language chosen. */
export function LaunchForm({ assessmentId, formLanguages }: { assessmentId: number; formLanguages: readonly Locale[] }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const terms = useAccountTerms();
  const errorText = useErrorText();
  const defaultLocale = useAppSelector(selectDefaultLinkLocale);
  const state = useAppSelector(selectLaunchState);
  // A draft choice that no other part of the app needs: it becomes an action on submit.
  const [locale, setLocale] = useState<string>(defaultLocale);
  const busy = state.status === 'loading';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && isLocale(locale)) dispatch(launchRequested({ assessmentId, locale }));
  };
  return (
    <form className="form" noValidate onSubmit={submit} aria-labelledby="remote-launch-heading">
      <h3 id="remote-launch-heading">
        <FormattedMessage id="remote.launch" />
      </h3>
      <p>
        <FormattedMessage id="remote.launchHelp" values={terms} />
      </p>
      <div className="form-grid">
        <LinkChoiceFields values={{ respondent: 'examinee', locale, validForDays: 1 }} errors={{}} setField={(_name, value) => setLocale(value)} touch={() => undefined} languageOnly formLanguages={formLanguages} />
      </div>
      <div className="form-actions">
        <Button type="submit" className="button button--primary" isDisabled={busy}>
          <FormattedMessage id="remote.start" />
        </Button>
        <span role="status">{busy ? intl.formatMessage({ id: 'remote.starting' }) : state.status === 'succeeded' ? intl.formatMessage({ id: 'remote.launched' }) : ''}</span>
      </div>
      {state.status === 'failed' && state.error ? <ErrorNotice title={intl.formatMessage({ id: 'remote.notLaunched' })}>{errorText(state.error)}</ErrorNotice> : null}
    </form>
  );
}
