/** Batch reports of selected assessments (a panel of the assessment list). */
import type { FeatureModule } from '../../core/feature/featureModule';
import { batchReportsReducer } from './batchReportsSlice';
import { MESSAGES } from './messages';
import type { EN_US } from './messages/en_us';

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { batchReports: batchReportsReducer };

/** The batchReports feature's module. */
export const batchReportsFeature: FeatureModule<typeof reducers, typeof EN_US> = {
  name: 'batchReports',
  reducers,
  load: () => import(/* webpackChunkName: "batchReports-sagas" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: ['reports'],
  messages: MESSAGES,
  routes: [],
  menu: [],
};
