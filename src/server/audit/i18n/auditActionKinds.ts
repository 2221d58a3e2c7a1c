/**
 * What the account's audit trail names: the kinds of record of audit rows, the events that have
 * words of their own, and the shape of the words of an action (auditActionText.ts has them in
 * every language).
 */

/** The kinds of record an audit row names (the contract's `audit.entity`, and the services' own). */
export const AUDIT_ENTITIES = [
  'examinee',
  'assessment',
  'report',
  'groupReport',
  'reportBatch',
  'remoteLink',
  'session',
  'emailMessage',
  'emailTemplate',
  'user',
  'account',
  'accountItem',
  'resourceDocument',
  'feedback',
  'usageLedger',
  'featureLicense',
  'product',
  'appConfig',
  'auditLog',
  'refreshTokenFamily',
  'operation',
  'accountExport',
  'group',
  'groupAssignment',
  'rosterImport',
  'stimulusBook',
] as const;

/** One kind of record of {@link AUDIT_ENTITIES}. */
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** The events that are not an operation call, or that read better with their own words. */
export const AUDIT_EVENTS = [
  'auth.signIn',
  'auth.signInFailed',
  'auth.signInLocked',
  'auth.lockedOut',
  'auth.signOut',
  'auth.refreshTokenReused',
  'auth.passwordResetRequested',
  'auth.passwordReset',
  'account.changePasswordFailed',
  'auth.reauthenticationFailed',
  'auth.secondFactorFailed',
  'auth.recoveryCodeUsed',
  'auth.secondFactorEnrolled',
  'auth.secondFactorDisabled',
  'auth.secondFactorReset',
  'auth.recoveryCodesRenewed',
  'access.crossAccountDenied',
  'access.interestDenied',
  'staff.enterAccount',
  'staff.enterAllAccounts',
  'staff.revealExamineeData',
  'assessment.osaOpen',
  'assessment.osaSubmit',
  'prosa.liveCommand',
  'retention.purgeBlocked',
  'retention.accountPurged',
  'accountExport.linkDownload',
  'retention.dormant',
  'retention.dormancyEnded',
  'retention.deleted',
  'retention.deletionBlocked',
] as const;

/** One event of {@link AUDIT_EVENTS}. */
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

/** The words of audited actions. */
export interface AuditActionText {
  /** What an operation did, by its HTTP method. */
  verbs: Readonly<Record<'GET' | 'POST' | 'PUT' | 'DELETE', string>>;
  entities: Readonly<Record<AuditEntity, string>>;
  events: Readonly<Record<AuditEvent, string>>;
}
