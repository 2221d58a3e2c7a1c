/**
 * Which features' sagas are running (core/feature/featureModule.ts: they load with a feature's
 * first screen; its slices are in the store from the start). Names only, so the state stays
 * serializable; the loaded code itself lives in the saga middleware.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '../../../client/appError';

/** State of the `features` slice. */
export interface FeaturesState {
  /** The features whose sagas are running, in the order they loaded. */
  loaded: string[];
  /** The last failure to load a feature's chunk (a network error), by feature name. */
  failed: Record<string, AppError>;
}

const initialState: FeaturesState = { loaded: [], failed: {} };

const featuresSlice = createSlice({
  name: 'features',
  initialState,
  reducers: {
    /** A screen needs these features (with everything they use: see featureLoading.ts). */
    featuresRequested(_state, _action: PayloadAction<{ names: string[] }>) {},
    featureLoaded(state, action: PayloadAction<{ name: string }>) {
      if (!state.loaded.includes(action.payload.name)) state.loaded.push(action.payload.name);
      delete state.failed[action.payload.name];
    },
    featureLoadFailed(state, action: PayloadAction<{ name: string; error: AppError }>) {
      state.failed[action.payload.name] = action.payload.error;
    },
  },
});

export const { featuresRequested, featureLoaded, featureLoadFailed } = featuresSlice.actions;
export const featuresReducer = featuresSlice.reducer;
