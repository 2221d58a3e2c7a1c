/** The groups feature's slices and sagas: a chunk loaded with its first screen (core/feature/featureModule.ts). */
import type { FeatureRuntime } from '../../core/feature/featureModule';
import { groupPageSaga } from './groupPageSaga';
import { groupPageReducer } from './groupPageSlice';
import { groupsSaga } from './groupsSaga';
import { groupsReducer } from './groupsSlice';

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { groups: groupsReducer, groupPage: groupPageReducer };

/** The feature's slices, by state key, and its sagas. */
export const RUNTIME: FeatureRuntime<typeof reducers> = { reducers, sagas: [groupsSaga, groupPageSaga] };
