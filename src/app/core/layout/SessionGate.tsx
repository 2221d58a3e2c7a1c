import type { ReactNode } from 'react';
import { useAppSelector } from '../../hooks';
import { LoadingNotice } from '../../components/Notices';
import { selectLoginUrl } from '../config/configSelectors';
import { selectSessionError, selectSessionStatus } from '../session/sessionSelectors';
import { useScreenName } from './useScreenName';

/** Shows the app only to an authenticated user; everyone else sees where the sign-in stands. */
export function SessionGate({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  const error = useAppSelector(selectSessionError);
  const loginUrl = useAppSelector(selectLoginUrl);
  useScreenName(status === 'authenticated' ? null : 'Signing in');
  if (status === 'authenticated') return <>{children}</>;
  return (
    <main id="main" className="gate">
      <p className="gate__brand">Q-global</p>
      {status === 'unauthenticated' && error?.code === 'localTokenMissing' ? (
        <div className="notice notice--error" role="alert">
          {error.message}
        </div>
      ) : status === 'unauthenticated' ? (
        <p role="status">
          Taking you to the sign-in page… If nothing happens, <a href={loginUrl}>sign in here</a>.
        </p>
      ) : (
        <LoadingNotice>Signing you in…</LoadingNotice>
      )}
    </main>
  );
}
