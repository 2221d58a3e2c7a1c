/**
 * The roles and what each may do, generated from the permission catalogue
 * (src/domain/permissions.ts), so the help changes when a role does.
 */
import { Fragment, type ReactElement } from 'react';
import { PERMISSIONS, ROLE_PERMISSIONS, ROLES, isInternalRole } from '../../../../domain/permissions';
import { roleList, rolesHolding } from '../helpText';
import { useHelpLanguage } from '../i18n/helpLanguage';

/** Every permission: what it allows and which roles hold it. */
export function PermissionTable(): ReactElement {
  const { locale, chrome, roles } = useHelpLanguage();
  return (
    <table>
      <caption>{chrome.permissionsCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{chrome.permissionColumn}</th>
          <th scope="col">{chrome.allowsColumn}</th>
          <th scope="col">{chrome.rolesColumn}</th>
        </tr>
      </thead>
      <tbody>
        {Object.values(PERMISSIONS).map((permission) => (
          <tr key={permission}>
            <th scope="row">
              <code>
                <BreakableName name={permission} />
              </code>
            </th>
            <td>{roles.permissions[permission]}</td>
            <td>{roleList(rolesHolding(permission), roles.titles, locale) || chrome.noRole}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A permission name that may wrap after its underscores on a narrow screen. */
function BreakableName({ name }: { name: string }): ReactElement {
  const parts = name.split('_');
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? (
            <>
              _<wbr />
            </>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}

/** Each role: who holds it and how many permissions it bundles (the table below lists them). */
export function RoleList(): ReactElement {
  const { chrome, roles } = useHelpLanguage();
  return (
    <ul>
      {ROLES.map((role) => (
        <li key={role}>
          <strong>{roles.titles[role]}</strong>
          {chrome.roleDetails(isInternalRole(role) ? chrome.internalRole : chrome.customerRole, ROLE_PERMISSIONS[role].length)}
          {roles.summaries[role]}
        </li>
      ))}
    </ul>
  );
}
