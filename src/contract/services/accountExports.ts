/**
 * Account exports (issue #18, CATALOGUE.md `dataRetention.exports`): an account's data as one ZIP,
 * built by a job, with a single-use download link that expires within 24 hours. Data-retention
 * staff list an account's exports and start one (with a stated reason, across accounts, audited)
 * and download a ready one from their screen; an account's administrator asks for the export of
 * their own account (an access request) and gets the link by e-mail. The link itself is opened on
 * the legacy download page, without signing in (docs/dataRetention.md).
 */
import * as yup from 'yup';
import { PERMISSIONS } from '../../domain/permissions';
import { staffReasonSchema } from '../../domain/staffReason';
import { defineOperation } from '../operation';

/** Who asked for an export: the account's administrator (an access request), staff, or the retention job before deletion. */
export const ACCOUNT_EXPORT_KINDS = ['accessRequest', 'staff', 'beforeDeletion'] as const;
/** An export's progress: being built, ready to download, or failed. */
export const ACCOUNT_EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;

const MAX_RECORD_ID = 2_147_483_647;
const recordId = () => yup.number().integer().positive().max(MAX_RECORD_ID).required();
const nullableText = () => yup.string().nullable().defined();

/** An export as the lists show it. */
export const accountExportSchema = yup.object({
  id: yup.number().integer().required(),
  kind: yup.string<(typeof ACCOUNT_EXPORT_KINDS)[number]>().oneOf(ACCOUNT_EXPORT_KINDS).required(),
  status: yup.string<(typeof ACCOUNT_EXPORT_STATUSES)[number]>().oneOf(ACCOUNT_EXPORT_STATUSES).required(),
  /** The user who asked; `null` for the retention job. */
  requestedBy: yup.number().integer().nullable().defined(),
  /** The staff member's stated reason. */
  reason: nullableText(),
  /** ISO instants. */
  createdAt: yup.string().required(),
  readyAt: nullableText(),
  /** When the download link stops working. */
  expiresAt: nullableText(),
  /** When the e-mailed single-use link was used. */
  downloadedAt: nullableText(),
  fileName: nullableText(),
  /** The ZIP's size in bytes, once ready. */
  byteSize: yup.number().integer().nullable().defined(),
  /** Why the build failed. */
  failureReason: nullableText(),
  /** Whether the link was e-mailed (access requests and exports before deletion); staff download from the screen. */
  mailed: yup.boolean().required(),
  /** The delivery state of the link's e-mail (`queued`, `sending`, `retrying`, `sent`, `failed`); `null` when none was mailed. */
  emailState: nullableText(),
  /** Whether a ready export can still be downloaded from the staff's screen (before its expiry). */
  downloadable: yup.boolean().required(),
});

/** An account export ({@link accountExportSchema}). */
export type AccountExport = yup.InferType<typeof accountExportSchema>;

const accountParams = yup.object({ accountId: recordId() });
const exportParams = yup.object({ accountId: recordId(), exportId: recordId() });
const reasonQuery = yup.object({ reason: staffReasonSchema });

/** yup schema of {@link ExportReasonBody}. */
const exportReasonBodySchema = yup.object({ reason: staffReasonSchema });
/** What starting a staff export takes: the stated reason (a ticket number and why). */
export type ExportReasonBody = yup.InferType<typeof exportReasonBodySchema>;
/** Query of the staff's reads: the stated reason. */
export type ExportReasonQuery = yup.InferType<typeof reasonQuery>;

const STAFF = [PERMISSIONS.DATA_RETENTION_MANAGE] as const;

/** dataRetention.exports: the exports of one customer account, newest first. */
export const exports = defineOperation<{ accountId: number }, ExportReasonQuery, undefined, AccountExport[]>({
  id: 'dataRetention.exports',
  service: 'dataRetention',
  method: 'GET',
  path: '/accounts/{accountId}/exports',
  summary: "The data exports of a customer account with their status, newest first (data retention, with a stated reason).",
  access: STAFF,
  reach: 'allAccounts',
  params: accountParams,
  query: reasonQuery,
  response: 'json',
  responseSchema: yup.array(accountExportSchema).required(),
  audit: { entity: 'account', id: { params: 'accountId' } },
});

/** dataRetention.createExport: starts an export of a customer account (kind `staff`). */
export const createExport = defineOperation<{ accountId: number }, Record<string, never>, ExportReasonBody, AccountExport>({
  id: 'dataRetention.createExport',
  service: 'dataRetention',
  method: 'POST',
  path: '/accounts/{accountId}/exports',
  summary: "Starts an export of a customer account's data as one ZIP, with a stated reason; a job builds it.",
  access: STAFF,
  reach: 'allAccounts',
  params: accountParams,
  body: exportReasonBodySchema,
  response: 'json',
  responseSchema: accountExportSchema,
  successStatus: 201,
  audit: { entity: 'accountExport', id: { response: 'id' }, reason: 'reason' },
});

/** dataRetention.downloadExport: the ZIP of a ready export, from the staff's screen, before its expiry. */
export const downloadExport = defineOperation<{ accountId: number; exportId: number }, ExportReasonQuery, undefined, Blob>({
  id: 'dataRetention.downloadExport',
  service: 'dataRetention',
  method: 'GET',
  path: '/accounts/{accountId}/exports/{exportId}/file',
  summary: "The ZIP of a ready export of a customer account, until its link's expiry (data retention, with a stated reason).",
  access: STAFF,
  reach: 'allAccounts',
  params: exportParams,
  query: reasonQuery,
  response: 'zip',
  audit: { entity: 'accountExport', id: { params: 'exportId' } },
});

/** accountManagement.requestExport: the administrator asks for their own account's export (an access request). */
export const requestExport = defineOperation<Record<string, never>, Record<string, never>, undefined, AccountExport>({
  id: 'accountManagement.requestExport',
  service: 'accountManagement',
  method: 'POST',
  path: '/exports',
  summary: "Asks for the export of the caller's own account's data; the single-use download link comes by e-mail.",
  access: [PERMISSIONS.ACCOUNT_SETTINGS_EDIT],
  response: 'json',
  responseSchema: accountExportSchema,
  successStatus: 201,
  audit: { entity: 'accountExport', id: { response: 'id' } },
});

/** accountManagement.exports: the exports of the caller's own account, newest first. */
export const ownExports = defineOperation<Record<string, never>, Record<string, never>, undefined, AccountExport[]>({
  id: 'accountManagement.exports',
  service: 'accountManagement',
  method: 'GET',
  path: '/exports',
  summary: "The exports of the caller's own account with their status, newest first.",
  access: [PERMISSIONS.ACCOUNT_SETTINGS_EDIT],
  response: 'json',
  responseSchema: yup.array(accountExportSchema).required(),
  audit: { entity: 'account', id: { caller: 'accountId' } },
});
