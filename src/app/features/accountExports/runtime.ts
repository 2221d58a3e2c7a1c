/** The accountExports feature's slices and sagas: a chunk loaded with its first screen (core/feature/featureModule.ts). */
import type { FeatureRuntime } from '../../core/feature/featureModule';
import { accountExportsSaga } from './accountExportsSaga';
import { accountExportsReducer } from './accountExportsSlice';

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { accountExports: accountExportsReducer };

/** The feature's slices, by state key, and its sagas. */
export const RUNTIME: FeatureRuntime<typeof reducers> = { reducers, sagas: [accountExportsSaga] };
