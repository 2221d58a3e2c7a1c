/**
 * The status of the user's last preference change (the identity itself lives in the session).
 */
import { createSlice } from '@reduxjs/toolkit';
import type { AppError } from '../../../client/appError';
import type { RequestStatus } from '../requestStatus';
import { loggedOut } from '../session/sessionSlice';
import { preferencesUpdateFailed, preferencesUpdateRequested, preferencesUpdateSucceeded } from './preferencesActions';

/** State of the `preferences` slice. */
export interface PreferencesState {
  status: RequestStatus;
  error: AppError | null;
}

/** The state before any change. */
export const initialPreferencesState: PreferencesState = { status: 'idle', error: null };

const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: initialPreferencesState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(preferencesUpdateRequested, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(preferencesUpdateSucceeded, (state) => {
        state.status = 'succeeded';
      })
      .addCase(preferencesUpdateFailed, (state, action) => {
        state.status = 'failed';
        state.error = action.payload;
      })
      .addCase(loggedOut, () => initialPreferencesState);
  },
});

/** The reducer of the `preferences` slice. */
export const preferencesReducer = preferencesSlice.reducer;
