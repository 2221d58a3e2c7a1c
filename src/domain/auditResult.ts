/**
 * The outcome class of an audit row (issue #16): whether the event was allowed, denied by a
 * security control, or failed for another reason. The detailed outcome code (`ok`, `replayed`,
 * a problem code) stays on the row; the class is what an inspector filters on (OWASP ASVS 5.0
 * V16.3.1-V16.3.3: log authentication events, authorization failures and bypass attempts;
 * HIPAA 45 CFR 164.312(b)).
 */

/** The three outcome classes, as stored in audit_log.result. */
export const AUDIT_RESULTS = ['allowed', 'denied', 'failed'] as const;

/** One outcome class. */
export type AuditResult = (typeof AUDIT_RESULTS)[number];

/**
 * Outcome codes of a refusal by a security control: no credential or an invalid one, a missing
 * CSRF token, a permission refused, a lock-out, a reused refresh token, a throttled caller, a
 * remote link that does not open (unknown, not yet open, expired, withdrawn or used).
 */
const DENIED_OUTCOMES: ReadonlySet<string> = new Set([
  'unauthenticated',
  'csrf',
  'forbidden',
  'lockedOut',
  'crossAccount',
  'outsideInterest',
  'rateLimited',
  'linkInvalid',
  'linkNotYetOpen',
  'linkExpired',
  'linkRevoked',
  'linkCompleted',
]);

/**
 * Audit actions that are themselves a refusal by a security control, whatever their outcome code
 * (rows written before the outcome classes carried `ok` for them).
 */
const DENIED_ACTIONS: ReadonlySet<string> = new Set([
  'auth.signInFailed',
  'auth.signInLocked',
  'auth.lockedOut',
  'auth.refreshTokenReused',
  'account.changePasswordFailed',
  'auth.reauthenticationFailed',
  'auth.secondFactorFailed',
  'access.crossAccountDenied',
  'access.interestDenied',
]);

/**
 * The class of an audit row's outcome.
 * @param outcome the detailed outcome: `ok` or `replayed` (allowed), a problem code of
 *   `contract/problem.ts` or `error` (an unexpected failure).
 * @param action the audited action (operation id or auth event); a few actions are refusals by
 *   their nature (a failed sign-in, a lock-out, a reused refresh token, a cross-account id).
 * @returns `denied` for a refusal by a security control (401, CSRF, 403, lock-out, reuse, a
 *   cross-account id, a throttled caller, a remote link that does not open); `allowed` for `ok`
 *   and `replayed`; `failed` for everything else (validation, not found, conflict, server error).
 */
export function auditResultOf(outcome: string, action = ''): AuditResult {
  if (DENIED_ACTIONS.has(action) || DENIED_OUTCOMES.has(outcome)) return 'denied';
  if (outcome === 'ok' || outcome === 'replayed') return 'allowed';
  return 'failed';
}

/** Whether `value` names an outcome class (a filter from a query string). */
export const isAuditResult = (value: unknown): value is AuditResult => typeof value === 'string' && (AUDIT_RESULTS as readonly string[]).includes(value);

/**
 * Kinds of audited action, as the account's audit trail filters them: examinee records (an
 * examinee, assessment, report, link or administration session), sign-in and sessions (`auth.*`
 * events, session calls), users and settings, and internal staff's entries into the account.
 */
export const AUDIT_ACTION_CLASSES = ['examineeRecords', 'signIn', 'administration', 'staff'] as const;

/** One kind of audited action. */
export type AuditActionClass = (typeof AUDIT_ACTION_CLASSES)[number];

/** The audited entities that are an examinee's data (DESIGN.md §5). */
export const EXAMINEE_DATA_ENTITIES: readonly string[] = ['examinee', 'assessment', 'report', 'groupReport', 'reportBatch', 'remoteLink', 'session', 'emailMessage'];

/** The kind of an audited action, from its action id and entity. */
export function auditActionClassOf(action: string, entity: string): AuditActionClass {
  if (action.startsWith('staff.')) return 'staff';
  if (action.startsWith('auth.') || action.startsWith('keepAlive.') || entity === 'refreshTokenFamily') return 'signIn';
  if (EXAMINEE_DATA_ENTITIES.includes(entity)) return 'examineeRecords';
  return 'administration';
}
