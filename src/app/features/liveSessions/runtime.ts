/**
 * The liveSessions feature's sagas (and the API modules they call): a chunk loaded with its first screen
 * (core/feature/featureModule.ts). Its slices stay in the module, in the store from the start.
 */
import type { FeatureRuntime } from '../../core/feature/featureModule';
import { liveDashboardSaga } from './liveDashboardSaga';
import { livePlanSaga } from './livePlanSaga';
import { liveScreenSaga } from './liveScreenSaga';
import { liveOrfTimerSaga } from './orfTimerSaga';

/** The feature's sagas. */
export const RUNTIME: FeatureRuntime = { sagas: [liveDashboardSaga, livePlanSaga, liveScreenSaga, liveOrfTimerSaga] };
