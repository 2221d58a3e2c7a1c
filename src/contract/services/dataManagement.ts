/**
 * Data management (CATALOGUE.md `/data-management`: dataManagement.deleteAccount,
 * dataManagement.recoverAccount; issue #18 "Recovery"): data-retention staff who hold
 * ACCOUNT_DATA_DELETE and whom the data-retention settings allow to delete
 * (retention_staff_settings.may_delete) delete a customer account (soft) after an export of it,
 * and recover it within the recovery window; the purge follows the window. Each call reaches the
 * account through the staff member's audited cross-account access with a stated reason.
 */
import * as yup from 'yup';
import { PERMISSIONS } from '../../domain/permissions';
import { RETENTION_STATES, type RetentionState } from '../../domain/retention/accountLifecycle';
import { staffReasonSchema } from '../../domain/staffReason';
import { defineOperation } from '../operation';

const DELETE = [PERMISSIONS.ACCOUNT_DATA_DELETE] as const;

/** Why a deletion is refused: already deleted, blocked (a legal hold, open access requests), no recent export. */
export const DELETE_REFUSALS = ['deleted', 'blocked', 'noRecentExport'] as const;
/** One value of {@link DELETE_REFUSALS}. */
export type DeleteRefusal = (typeof DELETE_REFUSALS)[number];

/** The largest record id (PostgreSQL `integer`): a larger one names nothing and is refused as bad input. */
const MAX_RECORD_ID = 2_147_483_647;
const accountParams = yup.object({ accountId: yup.number().integer().positive().max(MAX_RECORD_ID).required() });

/** yup schema of {@link AccountDeletionState}. */
export const accountDeletionStateSchema = yup.object({
  accountId: yup.number().integer().required(),
  accountName: yup.string().required(),
  state: yup.mixed<RetentionState>().oneOf([...RETENTION_STATES]).required(),
  /** ISO instant of the deletion, or `null` while the account is not deleted. */
  deletedAt: yup.string().nullable().defined(),
  /** The staff member's reason, or the job's cause (`dormant`, `selfDeletion`); `null` while not deleted. */
  deletionReason: yup.string().nullable().defined(),
  /** Whether a staff member (not the daily job) deleted it. */
  deletedByStaff: yup.boolean().required(),
  /** The day (`YYYY-MM-DD`) a deleted account is purged; `null` while not deleted. */
  purgeDate: yup.string().nullable().defined(),
  /** Whether recoverAccount may recover it now. */
  recoverable: yup.boolean().required(),
  /** What stops deletion (domain purgeBlock): a legal hold, open access requests, or `null`. */
  blockKind: yup.mixed<'legalHold' | 'openAccessRequest'>().oneOf(['legalHold', 'openAccessRequest']).nullable().defined(),
  /** The legal hold's reason, or `null`. */
  holdReason: yup.string().nullable().defined(),
  /** The account's open access requests (its administrators' exports not yet delivered). */
  openAccessRequests: yup.number().integer().required(),
  /** ISO instant the latest ready export became ready, or `null`. */
  latestExportAt: yup.string().nullable().defined(),
  /** Why deleteAccount would be refused now, or `null` when it may delete: already deleted, blocked, or no export in the last `exportLinkHours` hours. */
  deleteRefusal: yup.mixed<DeleteRefusal>().oneOf([...DELETE_REFUSALS]).nullable().defined(),
  /** The hours an export counts as recent for a deletion (`config.retention.exportLinkHours`). */
  exportHours: yup.number().integer().required(),
});

/** A customer account's deletion as the staff's panel shows it ({@link accountDeletionStateSchema}). */
export type AccountDeletionState = yup.InferType<typeof accountDeletionStateSchema>;

/** yup schema of {@link ReasonBody}. */
const reasonBodySchema = yup.object({ reason: staffReasonSchema });
/** The stated reason of a deletion or a recovery, which the audit log keeps. */
export type ReasonBody = yup.InferType<typeof reasonBodySchema>;

/** yup schema of {@link ReasonQuery}. */
const reasonQuerySchema = yup.object({ reason: staffReasonSchema });
/** The stated reason of a read. */
export type ReasonQuery = yup.InferType<typeof reasonQuerySchema>;

/** A customer account's deletion state: what the panel shows before Delete or Recover. */
export const accountDeletion = defineOperation<{ accountId: number }, ReasonQuery, undefined, AccountDeletionState>({
  id: 'dataManagement.accountDeletion',
  service: 'dataManagement',
  method: 'GET',
  path: '/accounts/{accountId}/deletion',
  summary: "A customer account's deletion state: deleted or not, its purge date, what blocks deletion and its latest export (data retention, with a stated reason).",
  access: DELETE,
  reach: 'allAccounts',
  params: accountParams,
  query: reasonQuerySchema,
  response: 'json',
  responseSchema: accountDeletionStateSchema,
  audit: { entity: 'account', id: { params: 'accountId' } },
});

/**
 * Deletes a customer account (soft): nobody of it signs in, its sessions end, its links answer
 * like unknown ones; recoverable until its purge date. 403 unless the staff member may delete
 * (data-retention settings); 409 when it is already deleted, when a legal hold or an open access
 * request blocks it, or when no export of it was made in the last `exportLinkHours` hours.
 */
export const deleteAccount = defineOperation<{ accountId: number }, Record<string, never>, ReasonBody, AccountDeletionState>({
  id: 'dataManagement.deleteAccount',
  service: 'dataManagement',
  method: 'POST',
  path: '/accounts/{accountId}/deletion',
  summary: 'Deletes a customer account after an export of it, with a stated reason; it can be recovered until it is purged.',
  access: DELETE,
  reach: 'allAccounts',
  params: accountParams,
  body: reasonBodySchema,
  response: 'json',
  responseSchema: accountDeletionStateSchema,
  audit: { entity: 'account', id: { params: 'accountId' }, reason: 'reason' },
});

/**
 * Recovers a deleted account within the recovery window: its users sign in again (their revoked
 * sessions stay ended), its links work again, and its dormancy and deletion request are cleared.
 * 403 unless the staff member may delete; 409 when it is not deleted or the window has ended.
 */
export const recoverAccount = defineOperation<{ accountId: number }, Record<string, never>, ReasonBody, AccountDeletionState>({
  id: 'dataManagement.recoverAccount',
  service: 'dataManagement',
  method: 'POST',
  path: '/accounts/{accountId}/recovery',
  summary: 'Recovers a deleted customer account before its purge date, with a stated reason.',
  access: DELETE,
  reach: 'allAccounts',
  params: accountParams,
  body: reasonBodySchema,
  response: 'json',
  responseSchema: accountDeletionStateSchema,
  audit: { entity: 'account', id: { params: 'accountId' }, reason: 'reason' },
});
