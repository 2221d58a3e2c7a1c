/**
 * Account exports on the data-retention staff's account page (issue #18): per account, the stated
 * reason the staff member works under, the account's exports with their status, and the export
 * being started. Every action is plain JSON.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '../../../client/appError';
import type { AccountExport } from '../../../contract/services/accountExports';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';

/** One account's exports as the panel shows them. */
export interface AccountExportsEntry {
  /** The reason the list was loaded with (sent again with each call into the account and each download). */
  reason: string;
  list: { status: RequestStatus; error: AppError | null; items: AccountExport[] };
  start: { status: RequestStatus; error: AppError | null };
}

/** State of the `accountExports` slice: entries by account id (as text, a JSON key). */
export interface AccountExportsState {
  byAccount: Record<string, AccountExportsEntry>;
}

const initialState: AccountExportsState = { byAccount: {} };

const emptyEntry = (reason: string): AccountExportsEntry => ({ reason, list: { status: 'idle', error: null, items: [] }, start: { status: 'idle', error: null } });

const entryOf = (state: AccountExportsState, accountId: number, reason = ''): AccountExportsEntry => {
  const key = String(accountId);
  const entry = state.byAccount[key] ?? emptyEntry(reason);
  state.byAccount[key] = entry;
  return entry;
};

const slice = createSlice({
  name: 'accountExports',
  initialState,
  reducers: {
    /** Load the account's exports, entering it with `reason`. */
    exportsRequested(state, action: PayloadAction<{ accountId: number; reason: string }>) {
      const entry = entryOf(state, action.payload.accountId, action.payload.reason);
      entry.reason = action.payload.reason;
      entry.list.status = 'loading';
      entry.list.error = null;
    },
    exportsSucceeded(state, action: PayloadAction<{ accountId: number; items: AccountExport[] }>) {
      const entry = entryOf(state, action.payload.accountId);
      entry.list = { status: 'succeeded', error: null, items: action.payload.items };
    },
    exportsFailed(state, action: PayloadAction<{ accountId: number; error: AppError }>) {
      const entry = entryOf(state, action.payload.accountId);
      entry.list.status = 'failed';
      entry.list.error = action.payload.error;
    },
    /** Start an export of the account ("Export now") with `reason`. */
    exportStartRequested(state, action: PayloadAction<{ accountId: number; reason: string }>) {
      const entry = entryOf(state, action.payload.accountId, action.payload.reason);
      entry.reason = action.payload.reason;
      entry.start = { status: 'loading', error: null };
    },
    exportStartSucceeded(state, action: PayloadAction<{ accountId: number; created: AccountExport }>) {
      const entry = entryOf(state, action.payload.accountId);
      entry.start = { status: 'succeeded', error: null };
      entry.list.items = [action.payload.created, ...entry.list.items.filter((item) => item.id !== action.payload.created.id)];
    },
    exportStartFailed(state, action: PayloadAction<{ accountId: number; error: AppError }>) {
      entryOf(state, action.payload.accountId).start = { status: 'failed', error: action.payload.error };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const { exportsRequested, exportsSucceeded, exportsFailed, exportStartRequested, exportStartSucceeded, exportStartFailed } = slice.actions;
export const accountExportsReducer = slice.reducer;
