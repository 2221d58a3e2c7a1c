/**
 * The app configuration (`assets/config/config.json`). A failed load continues with `{}` (spec §8).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppConfig } from '../../../contract/appConfig';
import type { RequestStatus } from '../requestStatus';
import { loggedOut } from '../session/sessionSlice';

/** State of the `config` slice. */
export interface ConfigState {
  status: RequestStatus;
  value: AppConfig;
}

const initialState: ConfigState = { status: 'idle', value: {} };

const configSlice = createSlice({
  name: 'config',
  initialState,
  reducers: {
    /** The app started and needs its configuration. */
    loadRequested(state) {
      state.status = 'loading';
    },
    /** The configuration arrived. */
    loadSucceeded(state, action: PayloadAction<AppConfig>) {
      state.status = 'succeeded';
      state.value = action.payload;
    },
    /** The configuration could not be loaded: continue with an empty one. */
    loadFailed(state) {
      state.status = 'failed';
      state.value = {};
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialState),
});

export const { loadRequested: configLoadRequested, loadSucceeded: configLoadSucceeded, loadFailed: configLoadFailed } =
  configSlice.actions;
export const configReducer = configSlice.reducer;
