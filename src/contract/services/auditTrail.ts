/**
 * The account's audit trail for its administrators (issue #16): who saw or changed which
 * examinee's data, when, from where, and with what outcome (FERPA 34 CFR 99.32, the record of
 * disclosures; HIPAA 45 CFR 164.312(b), audit controls). Only the caller's account's rows, read
 * under its row-level security; internal staff's audited entries into the account are among them.
 * Reading the trail is itself audited.
 */
import * as yup from 'yup';
import { AUDIT_ACTION_CLASSES, AUDIT_RESULTS } from '../../domain/auditResult';
import { isIsoDate } from '../../domain/dates';
import { PERMISSIONS } from '../../domain/permissions';
import { defineOperation } from '../operation';
import { pageSchemaOf } from '../responseSchemas';

/** The most rows one CSV export holds; a larger selection is refused with a message to narrow it. */
export const MAX_AUDIT_EXPORT_ROWS = 10_000;

const isoDate = () =>
  yup
    .string()
    .optional()
    .test('iso-date', 'Enter a real date as YYYY-MM-DD.', (value) => value === undefined || isIsoDate(value));

/** yup schema of {@link AuditTrailFilter}: every field narrows. */
export const auditTrailFilterSchema = yup.object({
  /** First and last day (UTC), inclusive. */
  from: isoDate(),
  to: isoDate().test('after-from', 'The end date cannot be before the start date.', function afterFrom(value) {
    const from = (this.parent as { from?: string }).from;
    return !value || !from || value >= from;
  }),
  /** The acting user. */
  userId: yup.number().integer().positive().optional(),
  /** The examinee whose data the row concerns (an examinee, or one of its assessments or reports). */
  examineeRecordId: yup.number().integer().positive().optional(),
  /** What kind of action: examinee records, sign-in and sessions, users and settings, internal staff. */
  actionClass: yup.string().oneOf([...AUDIT_ACTION_CLASSES], `Choose one of: ${AUDIT_ACTION_CLASSES.join(', ')}.`).optional(),
  /** The outcome class: allowed, denied (by a security control) or failed. */
  result: yup.string().oneOf([...AUDIT_RESULTS], `Choose one of: ${AUDIT_RESULTS.join(', ')}.`).optional(),
});

/** Filters of the audit trail ({@link auditTrailFilterSchema}). */
export type AuditTrailFilter = yup.InferType<typeof auditTrailFilterSchema>;

/** yup schema of {@link AuditTrailQuery}: the filters and the page. */
const auditTrailQuerySchema = auditTrailFilterSchema.shape({
  page: yup.number().integer().min(1).optional(),
  pageSize: yup.number().integer().min(1).max(100).optional(),
});

/** Query of account.auditLog ({@link auditTrailQuerySchema}). */
export type AuditTrailQuery = yup.InferType<typeof auditTrailQuerySchema>;

/** yup schema of {@link AuditTrailEntry}. */
const auditTrailEntrySchema = yup.object({
  id: yup.number().integer().required(),
  /** ISO instant. */
  at: yup.string().required(),
  /** The acting user, when the account knows them (a failed sign-in of an unknown name has none). */
  userId: yup.number().integer().nullable().defined(),
  /** The acting user's name as the account shows it; `null` for none, or for internal staff. */
  userName: yup.string().nullable().defined(),
  /** The operation id (`assessment.getExaminee`) or event (`auth.signIn`). */
  action: yup.string().required(),
  /** The action in the caller's language. */
  actionLabel: yup.string().required(),
  entity: yup.string().required(),
  entityId: yup.string().nullable().defined(),
  /** The examinee whose data it was, when the record is an examinee, assessment or report of the account. */
  examineeRecordId: yup.number().integer().nullable().defined(),
  examineeName: yup.string().nullable().defined(),
  /** The caller's address. */
  ip: yup.string().defined(),
  /** The outcome code (`ok`, `replayed`, a problem code). */
  outcome: yup.string().required(),
  result: yup.string().oneOf([...AUDIT_RESULTS]).required(),
  /** Internal staff's stated reason for entering the account. */
  reason: yup.string().nullable().defined(),
  requestId: yup.string().nullable().defined(),
});

/** One row of the audit trail as an account administrator sees it ({@link auditTrailEntrySchema}). */
export type AuditTrailEntry = yup.InferType<typeof auditTrailEntrySchema>;

/** A page of the audit trail, newest first. */
const auditTrailPageSchema = pageSchemaOf(auditTrailEntrySchema);

/** A page of {@link AuditTrailEntry} ({@link auditTrailPageSchema}). */
export type AuditTrailPage = yup.InferType<typeof auditTrailPageSchema>;

/** The account's audit trail, newest first, filtered and paged. */
export const auditLog = defineOperation<Record<string, never>, AuditTrailQuery, undefined, AuditTrailPage>({
  id: 'account.auditLog',
  service: 'account',
  method: 'GET',
  path: '/audit-log',
  summary: "Lists the caller's account's audit trail (who did what to which examinee's data, when, from where, with what outcome), newest first.",
  access: [PERMISSIONS.ACCOUNT_USERS_MANAGE],
  query: auditTrailQuerySchema,
  response: 'json',
  responseSchema: auditTrailPageSchema,
  audit: { entity: 'auditLog', id: null },
});

/**
 * The same rows as a CSV file (UTF-8, a header row, formula-like cells escaped); more than
 * {@link MAX_AUDIT_EXPORT_ROWS} rows is refused (400) with a message to narrow the filters.
 */
export const exportAuditLog = defineOperation<Record<string, never>, AuditTrailFilter, undefined, Blob>({
  id: 'account.exportAuditLog',
  service: 'account',
  method: 'GET',
  path: '/audit-log/export.csv',
  summary: `Exports the caller's account's audit trail as CSV, at most ${MAX_AUDIT_EXPORT_ROWS} rows (narrow the filters for more).`,
  access: [PERMISSIONS.ACCOUNT_USERS_MANAGE],
  query: auditTrailFilterSchema,
  response: 'file',
  audit: { entity: 'auditLog', id: null },
});
