/** Reads of the `accountExports` slice. */
import { createSelector } from '@reduxjs/toolkit';
import { selectServicesBaseUrl } from '../../core/config/configSelectors';
import type { RootState } from '../../rootReducer';
import { exportFileUrl } from './accountExportsApi';
import type { AccountExportsEntry } from './accountExportsSlice';

const NO_ENTRY: AccountExportsEntry = { reason: '', list: { status: 'idle', error: null, items: [] }, start: { status: 'idle', error: null } };

/** One account's entry (an empty one before anything was loaded). */
export const selectAccountExports = (state: RootState, accountId: number): AccountExportsEntry => state.accountExports.byAccount[String(accountId)] ?? NO_ENTRY;

/** The address of a ready export's ZIP, with the account's stated reason. */
export const selectExportFileUrl = createSelector(
  [selectServicesBaseUrl, (state: RootState) => state.accountExports.byAccount],
  (baseUrl, byAccount) => (accountId: number, exportId: number) => exportFileUrl(baseUrl, accountId, exportId, byAccount[String(accountId)]?.reason ?? ''),
);
