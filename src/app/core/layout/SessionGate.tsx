import { type ReactNode, useDeferredValue } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '../../hooks';
import { ErrorNotice, LoadingNotice } from '../../components/Notices';
import { selectLoginUrl } from '../config/configSelectors';
import { selectCatalogueFailure, selectShownCatalogueReady } from '../i18n/i18nSliceSelectors';
import { selectSessionError, selectSessionStatus } from '../session/sessionSelectors';
import { useScreenName } from './useScreenName';

/**
 * Shows the app only to an authenticated user, once the whole catalogue of the language shown is
 * here (the first scripts carry only the core's US English); until then, where the sign-in stands,
 * or why no catalogue could be loaded (offline, or a release replaced its chunk): the first scripts'
 * core messages say so, where waiting would show "Signing in…" for good.
 *
 * The shell and the first screen are most of the start's rendering, so they open through a
 * deferred value: React renders them as a transition, in slices of a few milliseconds with the
 * browser free between them (one long task would block input: Lighthouse's Total Blocking Time),
 * and the gate stays until they are ready. Closing is not deferred: a session that ends takes the
 * screens away at once.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  const error = useAppSelector(selectSessionError);
  const loginUrl = useAppSelector(selectLoginUrl);
  const catalogueReady = useAppSelector(selectShownCatalogueReady);
  const catalogueFailure = useAppSelector(selectCatalogueFailure);
  const intl = useIntl();
  const open = status === 'authenticated' && catalogueReady;
  const shown = useDeferredValue(open) && open;
  useScreenName(shown ? null : intl.formatMessage({ id: 'session.title' }));
  if (shown) return <>{children}</>;
  return (
    <main id="main" className="gate">
      <p className="gate__brand">Q-global</p>
      {status === 'unauthenticated' && error?.code === 'localTokenMissing' ? (
        <div className="notice notice--error" role="alert">
          <FormattedMessage id="session.localTokenMissing" />
        </div>
      ) : status === 'authenticated' && catalogueFailure ? (
        <ErrorNotice>
          <FormattedMessage id="common.something" values={{ message: catalogueFailure.message }} />
        </ErrorNotice>
      ) : status === 'unauthenticated' ? (
        <p role="status">
          <FormattedMessage id="session.redirecting" values={{ link: (text) => <a href={loginUrl}>{text}</a> }} />
        </p>
      ) : (
        <LoadingNotice>
          <FormattedMessage id="session.signingIn" />
        </LoadingNotice>
      )}
    </main>
  );
}
