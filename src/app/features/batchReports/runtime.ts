/** The batchReports feature's slices and sagas: a chunk loaded with its first screen (core/feature/featureModule.ts). */
import type { FeatureRuntime } from '../../core/feature/featureModule';
import { batchReportsSaga } from './batchReportsSaga';
import { batchReportsReducer } from './batchReportsSlice';

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { batchReports: batchReportsReducer };

/** The feature's slices, by state key, and its sagas. */
export const RUNTIME: FeatureRuntime<typeof reducers> = { reducers, sagas: [batchReportsSaga] };
