import type { ReactNode } from 'react';
import type { PermissionName } from '../../../domain/permissions';
import { useScreenName } from '../layout/useScreenName';
import { useAuthority } from './useAuthority';

/** Renders its children only for a user holding one of `anyOf`; others see why the page is empty. */
export function RequireAuthority({ anyOf, children }: { anyOf: PermissionName[]; children: ReactNode }) {
  const allowed = useAuthority(...anyOf);
  if (allowed) return <>{children}</>;
  return <NotAvailablePage />;
}

/** What a user without the route's permission sees, titled like any other screen. */
function NotAvailablePage() {
  useScreenName('Not available');
  return (
    <div className="page">
      <h1>Not available</h1>
      <p>You do not have permission to see this page. Ask your account administrator if you need it.</p>
    </div>
  );
}
