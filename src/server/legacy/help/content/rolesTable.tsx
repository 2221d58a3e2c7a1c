/**
 * The roles and what each may do, generated from the permission catalogue
 * (src/domain/permissions.ts), so the help changes when a role does.
 */
import { Fragment, type ReactElement } from 'react';
import { PERMISSION_DESCRIPTIONS, PERMISSIONS, ROLE_PERMISSIONS, ROLE_TITLES, ROLES, isInternalRole, type RoleName } from '../../../../domain/permissions';
import { roleList, rolesHolding } from '../helpText';

/** Every permission: what it allows and which roles hold it. */
export function PermissionTable(): ReactElement {
  return (
    <table>
      <caption>Permissions and the roles that hold them</caption>
      <thead>
        <tr>
          <th scope="col">Permission</th>
          <th scope="col">What it allows</th>
          <th scope="col">Roles</th>
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
            <td>{PERMISSION_DESCRIPTIONS[permission]}</td>
            <td>{roleList(rolesHolding(permission)) || 'No role'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Who holds each role, in a sentence. A record over every role, so that a new role cannot reach
 * the help without one.
 */
const ROLE_SUMMARIES: Readonly<Record<RoleName, string>> = {
  examiner: 'gives, scores and reports assessments of the account\'s examinees.',
  teacher: 'gives and scores assessments and makes reports, but does not delete assessments or reports.',
  accountAdministrator: 'does everything an examiner does, and manages the account: its users, labels, licenses, e-mail templates and documents.',
  accountUser: 'reads examinee records, assessments and reports without changing them.',
  backOffice: 'Q-global staff who configure products and licenses; no access to examinee data.',
  dataRetention: 'Q-global staff who handle dormant accounts and account deletion; no access to examinee data.',
};

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
  return (
    <ul>
      {ROLES.map((role) => (
        <li key={role}>
          <strong>{ROLE_TITLES[role]}</strong> ({isInternalRole(role) ? 'internal' : 'customer account'}, {ROLE_PERMISSIONS[role].length} permissions):{' '}
          {ROLE_SUMMARIES[role]}
        </li>
      ))}
    </ul>
  );
}
