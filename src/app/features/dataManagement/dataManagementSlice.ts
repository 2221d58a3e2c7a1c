/**
 * Data management's state (issue #18): per customer account, its deletion state as the staff's
 * panel last read it, and the Delete or Recover under way. Keyed by account id, so two panels (or
 * one panel after the page changes account) never show another account's answer.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '../../../client/appError';
import type { AccountDeletionState } from '../../../contract/services/dataManagement';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';

/** What the panel does to an account. */
export type DeletionAction = 'delete' | 'recover';

/** One account's panel. */
export interface AccountDeletionPanel {
  load: { status: RequestStatus; error: AppError | null };
  state: AccountDeletionState | null;
  change: { status: RequestStatus; error: AppError | null; action: DeletionAction | null };
}

/** The slice: the panels by account id. */
export interface DataManagementState {
  accounts: Record<number, AccountDeletionPanel>;
}

/** The first state of the slice. */
export const initialDataManagementState: DataManagementState = { accounts: {} };

const emptyPanel = (): AccountDeletionPanel => ({ load: { status: 'idle', error: null }, state: null, change: { status: 'idle', error: null, action: null } });

const panelOf = (state: DataManagementState, accountId: number): AccountDeletionPanel => {
  const panel = state.accounts[accountId] ?? emptyPanel();
  state.accounts[accountId] = panel;
  return panel;
};

/** A call for one account with the stated reason. */
export interface ReasonedRequest {
  accountId: number;
  reason: string;
}

const slice = createSlice({
  name: 'dataManagement',
  initialState: initialDataManagementState,
  reducers: {
    /** Show was pressed: read the account's deletion state with the reason. */
    deletionStateRequested(state, action: PayloadAction<ReasonedRequest>) {
      panelOf(state, action.payload.accountId).load = { status: 'loading', error: null };
    },
    deletionStateSucceeded(state, action: PayloadAction<AccountDeletionState>) {
      const panel = panelOf(state, action.payload.accountId);
      panel.load = { status: 'succeeded', error: null };
      panel.state = action.payload;
    },
    deletionStateFailed(state, action: PayloadAction<{ accountId: number; error: AppError }>) {
      panelOf(state, action.payload.accountId).load = { status: 'failed', error: action.payload.error };
    },
    /** Delete or Recover was confirmed. */
    deletionChangeRequested(state, action: PayloadAction<ReasonedRequest & { action: DeletionAction }>) {
      panelOf(state, action.payload.accountId).change = { status: 'loading', error: null, action: action.payload.action };
    },
    /** The change was made: the account's state as it is now. */
    deletionChangeSucceeded(state, action: PayloadAction<AccountDeletionState>) {
      const panel = panelOf(state, action.payload.accountId);
      panel.change.status = 'succeeded';
      panel.state = action.payload;
    },
    /** The change was refused (409 with its reason, 403) or failed. */
    deletionChangeFailed(state, action: PayloadAction<{ accountId: number; error: AppError }>) {
      const panel = panelOf(state, action.payload.accountId);
      panel.change.status = 'failed';
      panel.change.error = action.payload.error;
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialDataManagementState),
});

export const { deletionStateRequested, deletionStateSucceeded, deletionStateFailed, deletionChangeRequested, deletionChangeSucceeded, deletionChangeFailed } = slice.actions;

/** The slice's reducer. */
export const dataManagementReducer = slice.reducer;
