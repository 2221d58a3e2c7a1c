/**
 * The catalogue of permission names and the roles that bundle them (spec §6: "a user holds a
 * list of permission names"; which names exist is ours). Every server route and every guarded
 * route, menu entry and button of the SPA names one of these.
 */

/** Every permission name the platform checks. */
export const PERMISSIONS = {
  /** See examinee records of the account. */
  EXAMINEE_VIEW: 'EXAMINEE_VIEW',
  /** Create, edit and delete examinee records. */
  EXAMINEE_EDIT: 'EXAMINEE_EDIT',
  /** Create, rename and archive groups (classes, caseloads, cohorts) and add and remove their members (issue #19). */
  GROUP_EDIT: 'GROUP_EDIT',
  /**
   * Import examinees from a file (an examinee CSV; with ACCOUNT_USERS_MANAGE also OneRoster). An
   * import matches the whole account's records, so teachers, who see only their groups, do not hold it.
   */
  EXAMINEE_IMPORT: 'EXAMINEE_IMPORT',
  /** See assessments, their responses and scores. */
  ASSESSMENT_VIEW: 'ASSESSMENT_VIEW',
  /** Create assessments, enter and save responses, score. */
  ASSESSMENT_EDIT: 'ASSESSMENT_EDIT',
  /** Delete an assessment (soft, audited). */
  ASSESSMENT_DELETE: 'ASSESSMENT_DELETE',
  /** See the account's deleted assessments and recover them (account administrators). */
  ASSESSMENT_RECOVER: 'ASSESSMENT_RECOVER',
  /** Generate a report (consumes a license usage). */
  REPORT_GENERATE: 'REPORT_GENERATE',
  /** List and download stored reports. */
  REPORT_VIEW: 'REPORT_VIEW',
  /** Delete a stored report from the history (the row stays, hidden and audited). */
  REPORT_DELETE: 'REPORT_DELETE',
  /** See the account's feature licenses and the usage ledger (account administrators). */
  LICENSE_USAGE_VIEW: 'LICENSE_USAGE_VIEW',
  /** Manage the account's users, roles and labels. */
  ACCOUNT_USERS_MANAGE: 'ACCOUNT_USERS_MANAGE',
  /** Edit the account's setting items. */
  ACCOUNT_SETTINGS_EDIT: 'ACCOUNT_SETTINGS_EDIT',
  /** Open the resource library. */
  RESOURCE_LIBRARY_VIEW: 'RESOURCE_LIBRARY_VIEW',
  /** Add and remove documents of the account's resource library (account administrators). */
  RESOURCE_LIBRARY_MANAGE: 'RESOURCE_LIBRARY_MANAGE',
  /** Send feedback. */
  FEEDBACK_SUBMIT: 'FEEDBACK_SUBMIT',
  /** Back office: product configuration. */
  PRODUCT_CONFIGURE: 'PRODUCT_CONFIGURE',
  /** Back office: feature licenses. */
  FEATURE_LICENSE_MANAGE: 'FEATURE_LICENSE_MANAGE',
  /** Back office: the assessment tracker. */
  ASSESSMENT_TRACKER_VIEW: 'ASSESSMENT_TRACKER_VIEW',
  /** Back office: the feedback inbox (read, assign, answer and close the feedback users send). */
  FEEDBACK_MANAGE: 'FEEDBACK_MANAGE',
  /** Data retention: dormant and self-service account deletion. */
  DATA_RETENTION_MANAGE: 'DATA_RETENTION_MANAGE',
  /** Data management: delete and recover accounts. */
  ACCOUNT_DATA_DELETE: 'ACCOUNT_DATA_DELETE',
} as const;

/** One permission name of {@link PERMISSIONS}. */
export type PermissionName = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

/** The kinds of user of spec §1, as roles. */
export const ROLES = [
  'examiner',
  'teacher',
  'accountAdministrator',
  'accountUser',
  'backOffice',
  'dataRetention',
] as const;

/** One role of {@link ROLES}. */
export type RoleName = (typeof ROLES)[number];

const P = PERMISSIONS;
const EXAMINER: readonly PermissionName[] = [
  P.EXAMINEE_VIEW,
  P.EXAMINEE_EDIT,
  P.EXAMINEE_IMPORT,
  P.GROUP_EDIT,
  P.ASSESSMENT_VIEW,
  P.ASSESSMENT_EDIT,
  P.ASSESSMENT_DELETE,
  P.REPORT_GENERATE,
  P.REPORT_VIEW,
  P.REPORT_DELETE,
  P.RESOURCE_LIBRARY_VIEW,
  P.FEEDBACK_SUBMIT,
];

/** The permissions each role bundles. Internal roles (back office, data retention) hold no examinee data permissions. */
export const ROLE_PERMISSIONS: Readonly<Record<RoleName, readonly PermissionName[]>> = {
  examiner: EXAMINER,
  teacher: [
    P.EXAMINEE_VIEW,
    P.EXAMINEE_EDIT,
    P.GROUP_EDIT,
    P.ASSESSMENT_VIEW,
    P.ASSESSMENT_EDIT,
    P.REPORT_GENERATE,
    P.REPORT_VIEW,
    P.RESOURCE_LIBRARY_VIEW,
    P.FEEDBACK_SUBMIT,
  ],
  accountAdministrator: [...EXAMINER, P.ASSESSMENT_RECOVER, P.ACCOUNT_USERS_MANAGE, P.ACCOUNT_SETTINGS_EDIT, P.LICENSE_USAGE_VIEW, P.RESOURCE_LIBRARY_MANAGE],
  accountUser: [P.EXAMINEE_VIEW, P.ASSESSMENT_VIEW, P.REPORT_VIEW, P.RESOURCE_LIBRARY_VIEW, P.FEEDBACK_SUBMIT],
  backOffice: [P.PRODUCT_CONFIGURE, P.FEATURE_LICENSE_MANAGE, P.ASSESSMENT_TRACKER_VIEW, P.FEEDBACK_MANAGE, P.FEEDBACK_SUBMIT],
  dataRetention: [P.DATA_RETENTION_MANAGE, P.ACCOUNT_DATA_DELETE],
};

/**
 * What each permission lets a user do, in words, for the screens that show a role's permissions
 * (manage accounts, the web help). The same catalogue as {@link PERMISSIONS}, readable at run time.
 */
export const PERMISSION_DESCRIPTIONS: Readonly<Record<PermissionName, string>> = {
  EXAMINEE_VIEW: 'See the examinee records of the account.',
  EXAMINEE_EDIT: 'Create, edit and delete examinee records.',
  GROUP_EDIT: 'Create, rename and archive groups, and add and remove their members.',
  EXAMINEE_IMPORT: 'Import examinees from a file (examinee CSV; OneRoster for account administrators).',
  ASSESSMENT_VIEW: 'See assessments, their responses and their scores.',
  ASSESSMENT_EDIT: 'Create assessments, enter and save responses, and score them.',
  ASSESSMENT_DELETE: 'Delete an assessment (it can be recovered by an account administrator).',
  ASSESSMENT_RECOVER: "See the account's deleted assessments and recover them.",
  REPORT_GENERATE: 'Generate a report (uses one license usage).',
  REPORT_VIEW: 'List and download stored reports.',
  REPORT_DELETE: 'Delete a stored report from the report history.',
  LICENSE_USAGE_VIEW: "See the account's feature licenses and their usage.",
  ACCOUNT_USERS_MANAGE: "Manage the account's users and their roles.",
  ACCOUNT_SETTINGS_EDIT: "Edit the account's labels, custom field names, verification code and e-mail templates.",
  RESOURCE_LIBRARY_VIEW: "Open the account's resource library.",
  RESOURCE_LIBRARY_MANAGE: "Add and remove documents of the account's resource library.",
  FEEDBACK_SUBMIT: 'Send feedback about the platform.',
  PRODUCT_CONFIGURE: 'Back office: configure products.',
  FEATURE_LICENSE_MANAGE: 'Back office: manage feature licenses.',
  ASSESSMENT_TRACKER_VIEW: 'Back office: use the assessment tracker.',
  FEEDBACK_MANAGE: 'Back office: read, assign, answer and close the feedback users send.',
  DATA_RETENTION_MANAGE: 'Data retention: dormant and self-service account deletion.',
  ACCOUNT_DATA_DELETE: 'Data management: delete and recover accounts.',
};

/** The name of each role as screens show it. */
export const ROLE_TITLES: Readonly<Record<RoleName, string>> = {
  examiner: 'Examiner',
  teacher: 'Teacher',
  accountAdministrator: 'Account administrator',
  accountUser: 'Account user',
  backOffice: 'Back office',
  dataRetention: 'Data retention',
};

/** Whether a role is held by internal (back-office or data-retention) staff. */
export const isInternalRole = (role: RoleName): boolean => role === 'backOffice' || role === 'dataRetention';

/** One entry of the identity's permission list (spec §3: "a list of items, each with a permission name"). */
export interface PermissionItem {
  permissionName: string;
}

/**
 * The authority check of spec §6: true if any of `requested` is among the user's permission
 * names; false when not authenticated (`permissions` is `null`), when the user holds no
 * permissions, or when nothing is requested.
 * @param permissions the signed-in user's permission items, or `null` when unauthenticated.
 * @param requested the permission names any one of which grants authority.
 */
export function hasAuthority(
  permissions: readonly PermissionItem[] | null | undefined,
  requested: readonly string[],
): boolean {
  if (!permissions || permissions.length === 0) return false;
  return permissions.some((item) => requested.includes(item.permissionName));
}
