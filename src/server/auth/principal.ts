/**
 * The signed-in caller of a request, as the services see it.
 */
import type { AccountLabels, UserPreferences } from '../../domain/identity';
import { type PermissionItem, ROLE_PERMISSIONS, type RoleName } from '../../domain/permissions';

/**
 * The user's own record and their account's settings as the identity (spec §3) shows them. Read
 * with the principal in the same statement, so that the identity, which the SPA loads after every
 * sign-in and reload, needs no statement of its own.
 */
export interface PrincipalProfile {
  title: string;
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  email: string;
  phone: string;
  examiner: boolean;
  /** The user's own choices; missing keys take the platform defaults. */
  preferences: Partial<UserPreferences>;
  /** The account's labels, or `null` when the account has no settings row. */
  labels: AccountLabels | null;
  /** The account's item-entry verification code, or `null` when it has no settings row. */
  itemEntryVerificationCode: string | null;
}

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
  /** The user's record as the identity shows it, as it was when the request began. */
  profile: PrincipalProfile;
}

/** The permission items of a role. */
export const permissionItems = (role: RoleName): PermissionItem[] =>
  (ROLE_PERMISSIONS[role] ?? []).map((permissionName) => ({ permissionName }));

/** A person's name as shown on screens and reports: title, first and last name ("Dr. Emma Examiner"). */
export const personName = (person: { title: string; firstName: string; lastName: string }): string =>
  [person.title, person.firstName, person.lastName].filter((part) => part.trim() !== '').join(' ');
