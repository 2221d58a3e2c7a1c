/**
 * The user identity answered by the "self preferences with add-on permissions" call (spec §3).
 */
import type { PermissionItem } from './permissions';

/** User preferences (spec §3). */
export interface UserPreferences {
  dateFormat: { dateFormatName: string; dateFormatCode: string };
  numberFormat: {
    numberFormatName: string;
    numberFormatCode: string;
    decimalSeparator: string;
    groupingSeparator: string;
  };
  timeZone: { timeZoneName: string; timeZoneCode: string };
  language: { languageName: string; languageCode: string };
  itemEntryAutoAdvance: boolean;
  showStartingTips: boolean;
  showWarningPopup: boolean;
  /** The examiner preselected on new assessments; 0 when none (spec §3 default). */
  defaultExaminerId: number;
  isInternalUser: boolean;
}

/** The words an account uses in place of "examinee", "examiner" and its four custom fields (spec §3). */
export interface AccountLabels {
  examinee: string;
  examiner: string;
  customField1: string;
  customField2: string;
  customField3: string;
  customField4: string;
}

/** Fields every identity has (spec §3). */
interface IdentityBase {
  userId: number;
  accountId: number;
  userName: string;
  title: string;
  firstName: string;
  lastName: string;
  middleName: string;
  suffix: string;
  email: string;
  /** Whether the user is an examiner (may be named as the examiner of an assessment). */
  examiner: boolean;
  showStartingTips: boolean;
  showWarningPopup: boolean;
  defaultExaminerId: number;
  phoneNo: string;
  permissions: PermissionItem[];
  preferences: UserPreferences;
}

/** An account user: has account labels and an item-entry verification code (spec §3). */
export interface AccountUserIdentity extends IdentityBase {
  internalUser: false;
  accountLabels: AccountLabels;
  /** The account's item-entry verification code; empty when the account does not require verification. */
  itemEntryVerificationCode: string;
}

/** An internal (back-office or data-retention) user: neither account labels nor a verification code (spec §3, §6). */
export interface InternalUserIdentity extends IdentityBase {
  internalUser: true;
}

/** The signed-in user's identity. */
export type UserIdentity = AccountUserIdentity | InternalUserIdentity;

/** The account labels used when an account has not renamed them. */
export const DEFAULT_ACCOUNT_LABELS: AccountLabels = {
  examinee: 'Examinee',
  examiner: 'Examiner',
  customField1: 'Custom field 1',
  customField2: 'Custom field 2',
  customField3: 'Custom field 3',
  customField4: 'Custom field 4',
};
