import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PermissionName } from '../../../domain/permissions';
import { useScreenName } from '../layout/useScreenName';
import { useAuthority } from './useAuthority';

/** Renders its children only for a user holding one of `anyOf`; others see why the page is empty. */
export function RequireAuthority({ anyOf, children }: { anyOf: readonly PermissionName[]; children: ReactNode }) {
  const allowed = useAuthority(...anyOf);
  if (allowed) return <>{children}</>;
  return <NotAvailablePage />;
}

/** What a user without the route's permission sees, titled like any other screen. */
function NotAvailablePage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'authority.title' });
  useScreenName(title);
  return (
    <div className="page">
      <h1>{title}</h1>
      <p>
        <FormattedMessage id="authority.text" />
      </p>
    </div>
  );
}
