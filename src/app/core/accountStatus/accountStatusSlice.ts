/**
 * The signed-in user's role (spec §6: "a separate call fetches the user's role") and the account's
 * DALS status (spec §3, §7; DESIGN.md §8), loaded after each identity load.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DalsStatus, SelfRole } from '../../../contract/types';
import type { AppError } from '../../../client/appError';
import type { RequestStatus } from '../requestStatus';
import { identityLoadSucceeded, loggedOut } from '../session/sessionSlice';

/** State of the `accountStatus` slice. */
export interface AccountStatusState {
  role: SelfRole | null;
  roleStatus: RequestStatus;
  roleError: AppError | null;
  /** `null` until loaded, and for internal users (who have no customer account). */
  dals: DalsStatus | null;
  dalsStatus: RequestStatus;
  /** "Keep this account": idle, loading while it is sent, failed with the error. */
  keepStatus: RequestStatus;
  keepError: AppError | null;
}

const initialState: AccountStatusState = {
  role: null,
  roleStatus: 'idle',
  roleError: null,
  dals: null,
  dalsStatus: 'idle',
  keepStatus: 'idle',
  keepError: null,
};

const accountStatusSlice = createSlice({
  name: 'accountStatus',
  initialState,
  reducers: {
    roleSucceeded(state, action: PayloadAction<SelfRole>) {
      state.role = action.payload;
      state.roleStatus = 'succeeded';
      state.roleError = null;
    },
    roleFailed(state, action: PayloadAction<AppError>) {
      state.roleStatus = 'failed';
      state.roleError = action.payload;
    },
    dalsSucceeded(state, action: PayloadAction<DalsStatus>) {
      state.dals = action.payload;
      state.dalsStatus = 'succeeded';
    },
    /** The DALS fetch failed (spec §8: logged; the notice stays hidden). */
    dalsFailed(state, _action: PayloadAction<AppError>) {
      state.dalsStatus = 'failed';
    },
    /** The user chose "Keep this account". */
    keepRequested(state) {
      state.keepStatus = 'loading';
      state.keepError = null;
    },
    keepSucceeded(state, action: PayloadAction<DalsStatus>) {
      state.dals = action.payload;
      state.keepStatus = 'succeeded';
    },
    keepFailed(state, action: PayloadAction<AppError>) {
      state.keepStatus = 'failed';
      state.keepError = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Both load after every identity load (the saga fetches them on the same event).
    builder.addCase(identityLoadSucceeded, (state, action) => {
      state.roleStatus = 'loading';
      state.dalsStatus = action.payload.internalUser ? 'idle' : 'loading';
    });
    builder.addCase(loggedOut, () => initialState);
  },
});

export const { roleSucceeded, roleFailed, dalsSucceeded, dalsFailed, keepRequested, keepSucceeded, keepFailed } =
  accountStatusSlice.actions;
export const accountStatusReducer = accountStatusSlice.reducer;
