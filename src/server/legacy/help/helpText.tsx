/**
 * Small pieces the help's pages share: who may use a screen (from the permission catalogue) and
 * keys to press.
 */
import type { ReactElement, ReactNode } from 'react';
import { PERMISSIONS, ROLE_PERMISSIONS, ROLE_TITLES, ROLES, type PermissionName, type RoleName } from '../../../domain/permissions';

/** The roles that bundle a permission, in the catalogue's order. */
export const rolesHolding = (permission: PermissionName): RoleName[] => ROLES.filter((role) => ROLE_PERMISSIONS[role].includes(permission));

/** "Examiner, Teacher and Account administrator". */
export function roleList(roles: readonly RoleName[]): string {
  const titles = roles.map((role) => ROLE_TITLES[role]);
  if (titles.length <= 1) return titles.join('');
  return `${titles.slice(0, -1).join(', ')} and ${titles[titles.length - 1]}`;
}

/**
 * "Who can open it": the permission a screen needs and the roles that hold it, or that every
 * signed-in user has it.
 */
export function Needs({ permission }: { permission: PermissionName | null }): ReactElement {
  if (permission === null) return <p className="notice">Every signed-in user can open this page.</p>;
  return (
    <p className="notice">
      Who can use it: users with the permission <code>{PERMISSIONS[permission]}</code> ({roleList(rolesHolding(permission))}).
    </p>
  );
}

/** A key or key combination, as the keyboard labels it. */
export const Key = ({ children }: { children: ReactNode }): ReactElement => <kbd>{children}</kbd>;
