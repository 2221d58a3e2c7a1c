/**
 * What the help says about roles and permissions in one language: role titles, who holds each role,
 * and what each permission allows. Records over every role and permission, so that a new one
 * cannot reach the help without its words in every language.
 */
import type { PermissionName, RoleName } from '../../../../domain/permissions';

/** The help's words for the permission catalogue (src/domain/permissions.ts) in one language. */
export interface RoleWords {
  /** "Examiner". */
  titles: Readonly<Record<RoleName, string>>;
  /** Who holds the role, completing a sentence that starts with its title. */
  summaries: Readonly<Record<RoleName, string>>;
  /** What the permission allows, in a sentence. */
  permissions: Readonly<Record<PermissionName, string>>;
}
