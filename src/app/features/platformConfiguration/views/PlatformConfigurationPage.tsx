import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useScreenName } from '../../../core/layout/useScreenName';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectCurrentConfig } from '../platformConfigurationSelectors';
import { configRequested } from '../platformConfigurationSlice';
import { ConfigCompare } from './ConfigCompare';
import { ConfigEditor } from './ConfigEditor';
import { ConfigHistory } from './ConfigHistory';

/** The platform configuration (`/back-office/configuration`): config.json's current version to edit, its versions to compare and roll back to. */
export function PlatformConfigurationPage() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const current = useAppSelector(selectCurrentConfig);
  const title = intl.formatMessage({ id: 'platformConfiguration.title' });
  useScreenName(title);
  useEffect(() => {
    dispatch(configRequested());
  }, [dispatch]);
  return (
    <div className="page">
      <h1>{title}</h1>
      <p>
        <FormattedMessage id="platformConfiguration.intro" />
      </p>
      {current.status === 'failed' && current.error ? <ErrorNotice>{errorText(current.error)}</ErrorNotice> : null}
      {current.data === null ? (
        current.status === 'loading' || current.status === 'idle' ? (
          <LoadingNotice>
            <FormattedMessage id="platformConfiguration.loading" />
          </LoadingNotice>
        ) : null
      ) : (
        <>
          <ConfigEditor config={current.data} />
          <ConfigHistory config={current.data} />
          <ConfigCompare config={current.data} />
        </>
      )}
    </div>
  );
}
