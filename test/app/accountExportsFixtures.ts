/** Exports of a customer account as the server answers them, for the account exports' SPA tests. */
import type { AccountExport } from '../../src/contract/services/accountExports';

/** The staff member's stated reason. */
export const EXPORT_REASON = 'Ticket DR-4411: the clinic asked for all of its data.';

/** A ready staff export, downloadable from the screen. */
export const READY_EXPORT: AccountExport = {
  id: 5,
  kind: 'staff',
  status: 'ready',
  requestedBy: 7,
  reason: EXPORT_REASON,
  createdAt: '2026-11-26T09:00:00.000Z',
  readyAt: '2026-11-26T09:00:05.000Z',
  expiresAt: '2026-11-27T09:00:05.000Z',
  downloadedAt: null,
  fileName: 'account-2-export-5-2026-11-26.zip',
  byteSize: 52_000,
  failureReason: null,
  mailed: false,
  emailState: null,
  downloadable: true,
};

/** An administrator's access request whose e-mailed link was used. */
export const USED_EXPORT: AccountExport = {
  ...READY_EXPORT,
  id: 4,
  kind: 'accessRequest',
  reason: null,
  requestedBy: 3,
  mailed: true,
  emailState: 'sent',
  downloadedAt: '2026-11-25T10:00:00.000Z',
  downloadable: true,
};

/** A new export, still being built. */
export const PENDING_EXPORT: AccountExport = { ...READY_EXPORT, id: 6, status: 'pending', readyAt: null, expiresAt: null, fileName: null, byteSize: null, downloadable: false };
