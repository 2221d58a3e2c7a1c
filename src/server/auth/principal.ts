/**
 * The signed-in caller of a request, as the services see it.
 */
import { type PermissionItem, ROLE_PERMISSIONS, type RoleName } from '../../domain/permissions';

/** The authenticated user of a request and the session it belongs to. */
export interface Principal {
  userId: number;
  accountId: number;
  sessionId: string;
  userName: string;
  role: RoleName;
  internal: boolean;
  /**
   * The user sees only the examinees of their groups (FERPA legitimate interest,
   * domain/groups/legitimateInterest.ts): every query of the request is narrowed to them.
   */
  limitedToInterest: boolean;
  /** The role's permissions, as the identity lists them (spec §3). */
  permissions: PermissionItem[];
  /** "Dr. Emma Examiner": title, first and last name. */
  displayName: string;
  /** The user's language preference (a language or locale code), for reports. */
  languageCode: string | null;
  /** When the session ends without further activity. */
  idleExpiresAt: Date;
  /** When the session ends whatever the activity. */
  absoluteExpiresAt: Date;
}

/** The permission items of a role. */
export const permissionItems = (role: RoleName): PermissionItem[] =>
  (ROLE_PERMISSIONS[role] ?? []).map((permissionName) => ({ permissionName }));

/** A person's name as shown on screens and reports: title, first and last name ("Dr. Emma Examiner"). */
export const personName = (person: { title: string; firstName: string; lastName: string }): string =>
  [person.title, person.firstName, person.lastName].filter((part) => part.trim() !== '').join(' ');
