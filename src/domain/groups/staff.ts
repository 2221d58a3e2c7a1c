/**
 * Who may be a group's staff (issue #19): the account's users who work with examinees, that is
 * examiners, teachers and account administrators. Account users only read, and internal staff
 * reach an account only through their audited cross-account scope, so neither carries a group.
 */
import type { RoleName } from '../permissions';

/** The roles whose users may be assigned to a group. */
export const GROUP_STAFF_ROLES: readonly RoleName[] = ['examiner', 'teacher', 'accountAdministrator'];

/** Whether a user of `role` may be assigned to a group. */
export const canBeGroupStaff = (role: RoleName): boolean => GROUP_STAFF_ROLES.includes(role);
