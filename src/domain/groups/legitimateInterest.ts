/**
 * Legitimate educational interest (FERPA, 34 CFR §99.31(a)(1)(ii)): a school official may see a
 * student's records only where they have a legitimate educational interest in them. On the
 * platform that interest comes from groups: a limited user sees the examinees of the active groups
 * they are assigned to, and those they entered themselves, with their assessments and reports;
 * any other examinee of the account answers as if it did not exist (and the attempt is audited).
 *
 * The server enforces it on every query of a limited user's request (row-level security, migration
 * 0028); this module decides who is limited.
 */
import type { RoleName } from '../permissions';

/** The account's choice (the account item `legitimateInterestForExaminers`). */
export interface LegitimateInterestSetting {
  /** Examiners and account users are limited like teachers. */
  examinersLimited: boolean;
}

/**
 * Whether a user of `role` sees only the examinees of their groups: teachers always; examiners
 * and account users when the account turns the rule on for them; account administrators never
 * (they manage the groups), nor internal staff (who reach an account only through their audited
 * cross-account scope).
 */
export function isLimitedToLegitimateInterest(role: RoleName, setting: LegitimateInterestSetting): boolean {
  switch (role) {
    case 'teacher':
      return true;
    case 'examiner':
    case 'accountUser':
      return setting.examinersLimited;
    case 'accountAdministrator':
    case 'backOffice':
    case 'dataRetention':
      return false;
  }
}
