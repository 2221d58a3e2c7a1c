/** Data management's selectors. */
import type { RootState } from '../../rootReducer';
import type { AccountDeletionPanel } from './dataManagementSlice';

const EMPTY: AccountDeletionPanel = { load: { status: 'idle', error: null }, state: null, change: { status: 'idle', error: null, action: null } };

/** The panel of account `accountId` (an empty one before anything was asked). */
export const selectDeletionPanel = (state: RootState, accountId: number): AccountDeletionPanel => state.dataManagement.accounts[accountId] ?? EMPTY;
