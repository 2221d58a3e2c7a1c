/** The liveSessions feature's slices and sagas: a chunk loaded with its first screen (core/feature/featureModule.ts). */
import type { FeatureRuntime } from '../../core/feature/featureModule';
import { liveDashboardSaga } from './liveDashboardSaga';
import { liveDashboardReducer } from './liveDashboardSlice';
import { livePlanSaga } from './livePlanSaga';
import { livePlanReducer } from './livePlanSlice';
import { liveScreenSaga } from './liveScreenSaga';
import { liveScreenReducer } from './liveScreenSlice';
import { liveVideoReducer } from '../../../client/live/video/liveVideoSlice';
import { liveOrfTimerSaga } from './orfTimerSaga';

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { liveDashboard: liveDashboardReducer, livePlan: livePlanReducer, liveScreen: liveScreenReducer, liveVideo: liveVideoReducer };

/** The feature's slices, by state key, and its sagas. */
export const RUNTIME: FeatureRuntime<typeof reducers> = { reducers, sagas: [liveDashboardSaga, livePlanSaga, liveScreenSaga, liveOrfTimerSaga] };
