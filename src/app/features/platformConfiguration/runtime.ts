/** The platformConfiguration feature's slices and sagas: a chunk loaded with its first screen (core/feature/featureModule.ts). */
import type { FeatureRuntime } from '../../core/feature/featureModule';
import { platformConfigurationSaga } from './platformConfigurationSaga';
import { platformConfigurationReducer } from './platformConfigurationSlice';

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { platformConfiguration: platformConfigurationReducer };

/** The feature's slices, by state key, and its sagas. */
export const RUNTIME: FeatureRuntime<typeof reducers> = { reducers, sagas: [platformConfigurationSaga] };
