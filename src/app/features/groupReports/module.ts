/** Group reports over selected assessments (a panel of the assessment list). */
import type { FeatureModule } from '../../core/feature/featureModule';
import { groupReportsReducer } from './groupReportsSlice';
import { MESSAGES } from './messages';
import type { EN_US } from './messages/en_us';

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { groupReports: groupReportsReducer };

/** The groupReports feature's module. */
export const groupReportsFeature: FeatureModule<typeof reducers, typeof EN_US> = {
  name: 'groupReports',
  reducers,
  load: () => import(/* webpackChunkName: "groupReports-sagas" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: [],
  messages: MESSAGES,
  routes: [],
  menu: [],
};
