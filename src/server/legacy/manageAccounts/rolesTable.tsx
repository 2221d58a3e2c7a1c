/**
 * "Roles and permissions": which permission each account role bundles (domain/permissions.ts
 * ROLE_PERMISSIONS), in the words of PERMISSION_DESCRIPTIONS. Internal staff roles are not
 * given by account administrators, so they and the permissions only they hold are left out.
 */
import type { ReactElement } from 'react';
import { ACCOUNT_ROLES } from '../../../contract/services/accountManagement';
import { PERMISSION_DESCRIPTIONS, PERMISSIONS, type PermissionName, ROLE_PERMISSIONS, ROLE_TITLES } from '../../../domain/permissions';

/** The permissions at least one account role holds, in catalogue order. */
export const ACCOUNT_ROLE_PERMISSIONS: readonly PermissionName[] = Object.values(PERMISSIONS).filter((permission) =>
  ACCOUNT_ROLES.some((role) => ROLE_PERMISSIONS[role].includes(permission)),
);

/** The table, one row per permission and one column per account role; `headingId` names the heading that labels it. */
export function RolesTable({ headingId }: { headingId: string }): ReactElement {
  return (
    // Focusable, so that a keyboard can scroll the table where the screen is narrower than it.
    <div className="table-scroll" role="region" aria-labelledby={headingId} tabIndex={0}>
      <table aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">Permission</th>
            {ACCOUNT_ROLES.map((role) => (
              <th key={role} scope="col">
                {ROLE_TITLES[role]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ACCOUNT_ROLE_PERMISSIONS.map((permission) => (
            <tr key={permission}>
              <th scope="row">{PERMISSION_DESCRIPTIONS[permission]}</th>
              {ACCOUNT_ROLES.map((role) => (
                <td key={role}>{ROLE_PERMISSIONS[role].includes(permission) ? 'Yes' : 'No'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
