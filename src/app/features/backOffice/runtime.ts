/** The backOffice feature's slices and sagas: a chunk loaded with its first screen (core/feature/featureModule.ts). */
import type { FeatureRuntime } from '../../core/feature/featureModule';
import { backOfficeSaga } from './backOfficeSaga';
import { backOfficeReducer } from './backOfficeSlice';

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { backOffice: backOfficeReducer };

/** The feature's slices, by state key, and its sagas. */
export const RUNTIME: FeatureRuntime<typeof reducers> = { reducers, sagas: [backOfficeSaga] };
