/**
 * The operations of account exports (issue #18): the data-retention staff's, across accounts with
 * a stated reason (dataRetention.exports, createExport, downloadExport), and the account
 * administrator's own access request (accountManagement.requestExport, exports).
 */
import type { AccountExport, ExportReasonBody } from '../../../contract/services/accountExports';
import type { Repositories } from '../../db/repositories';
import type { AccountExportRow } from '../../db/repositories/accountExports';
import type { FileAnswer, SignedInCall, StaffCall } from '../../http/operationHandler';
import { HttpProblem, notFound } from '../../http/problems';
import { startAccountExport } from './startExport';

const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);

/** Whether a ready export's file may still be fetched at `now` (before its link's expiry). */
export const exportDownloadable = (row: Pick<AccountExportRow, 'status' | 'expiresAt'>, now: Date): boolean =>
  row.status === 'ready' && row.expiresAt !== null && row.expiresAt.getTime() > now.getTime();

/** An export as the contract answers it. */
export const toAccountExport = (row: AccountExportRow, now: Date): AccountExport => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  requestedBy: row.requestedBy,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
  readyAt: iso(row.readyAt),
  expiresAt: iso(row.expiresAt),
  downloadedAt: iso(row.downloadedAt),
  fileName: row.fileName,
  byteSize: row.byteSize,
  failureReason: row.failureReason,
  mailed: row.emailMessageId !== null,
  emailState: row.emailState,
  downloadable: exportDownloadable(row, now),
});

/**
 * The repositories of customer account `accountId`, entered with `reason`.
 * @throws HttpProblem notFound for the operator's own account (it is not a customer's).
 */
async function customerAccount(call: StaffCall, accountId: number, reason: string): Promise<Repositories> {
  if (accountId === call.user.accountId) throw notFound('The account');
  const repos = await call.crossAccount.account(accountId, reason);
  if ((await repos.accountExports.accountName()) === '') throw notFound('The account');
  return repos;
}

/** dataRetention.exports: the account's exports, newest first. @throws HttpProblem notFound. */
export async function listAccountExports(call: StaffCall, accountId: number, reason: string): Promise<AccountExport[]> {
  const repos = await customerAccount(call, accountId, reason);
  return (await repos.accountExports.list()).map((row) => toAccountExport(row, call.now));
}

/** dataRetention.createExport: starts a staff export of the account. @throws HttpProblem notFound. */
export async function createStaffExport(call: StaffCall, accountId: number, body: ExportReasonBody): Promise<AccountExport> {
  await customerAccount(call, accountId, body.reason);
  const created = await startAccountExport(call.context, call.db, accountId, { kind: 'staff', requestedBy: call.user.userId, reason: body.reason.trim() }, call.now);
  return toAccountExport(created, call.now);
}

/**
 * dataRetention.downloadExport: the ZIP of a ready export of the account, before its expiry.
 * @throws HttpProblem notFound (another account's export too); notReady (409) while it is built or
 *   when it failed; linkExpired (410) after its expiry.
 */
export async function downloadStaffExport(call: StaffCall, accountId: number, exportId: number, reason: string): Promise<FileAnswer> {
  const repos = await customerAccount(call, accountId, reason);
  const row = await repos.accountExports.find(exportId);
  if (!row) throw notFound('The export');
  if (row.status !== 'ready') throw new HttpProblem('notReady', row.status === 'failed' ? (row.failureReason ?? 'The export failed.') : 'The export is still being built.');
  if (!exportDownloadable(row, call.now)) throw new HttpProblem('linkExpired', 'This export has expired. Start a new export.');
  const file = await repos.accountExports.file(exportId);
  if (!file) throw notFound('The export');
  return { kind: 'file', contentType: 'application/zip', fileName: file.fileName, bytes: file.bytes };
}

/** accountManagement.requestExport: the administrator's access request for their own account. */
export async function requestOwnExport(call: SignedInCall): Promise<AccountExport> {
  const created = await startAccountExport(call.context, call.db, call.user.accountId, { kind: 'accessRequest', requestedBy: call.user.userId }, call.now);
  return toAccountExport(created, call.now);
}

/** accountManagement.exports: the caller's own account's exports, newest first. */
export async function listOwnExports(repos: Repositories, now: Date): Promise<AccountExport[]> {
  return (await repos.accountExports.list()).map((row) => toAccountExport(row, now));
}
