/**
 * "Roles and permissions": which permission each account role bundles (domain/permissions.ts
 * ROLE_PERMISSIONS), in the words of PERMISSION_DESCRIPTIONS in the user's language. Internal staff roles are not
 * given by account administrators, so they and the permissions only they hold are left out.
 */
import type { ReactElement } from 'react';
import { ACCOUNT_ROLES } from '../../../contract/services/accountManagement';
import type { Locale } from '../../../domain/locale';
import { PERMISSIONS, type PermissionName, ROLE_PERMISSIONS } from '../../../domain/permissions';
import { MANAGE_ACCOUNTS_PERMISSION_TEXTS, MANAGE_ACCOUNTS_ROLE_TITLES } from '../i18n/manageAccountsRolesText';
import { MANAGE_ACCOUNTS_TEXT } from '../i18n/manageAccountsText';

/** The permissions at least one account role holds, in catalogue order. */
export const ACCOUNT_ROLE_PERMISSIONS: readonly PermissionName[] = Object.values(PERMISSIONS).filter((permission) =>
  ACCOUNT_ROLES.some((role) => ROLE_PERMISSIONS[role].includes(permission)),
);

/** The table, one row per permission and one column per account role; `headingId` names the heading that labels it. */
export function RolesTable({ headingId, locale }: { headingId: string; locale: Locale }): ReactElement {
  const text = MANAGE_ACCOUNTS_TEXT[locale];
  const roleTitles = MANAGE_ACCOUNTS_ROLE_TITLES[locale];
  const permissionTexts = MANAGE_ACCOUNTS_PERMISSION_TEXTS[locale];
  return (
    // Focusable, so that a keyboard can scroll the table where the screen is narrower than it.
    <div className="table-scroll" role="region" aria-labelledby={headingId} tabIndex={0}>
      <table aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{text.permission}</th>
            {ACCOUNT_ROLES.map((role) => (
              <th key={role} scope="col">
                {roleTitles[role]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ACCOUNT_ROLE_PERMISSIONS.map((permission) => (
            <tr key={permission}>
              <th scope="row">{permissionTexts[permission]}</th>
              {ACCOUNT_ROLES.map((role) => (
                <td key={role}>{ROLE_PERMISSIONS[role].includes(permission) ? text.yes : text.no}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
