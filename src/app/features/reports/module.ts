/** Reports of an assessment: generation, history and downloads (a panel of the assessment page). */
import type { FeatureModule } from '../../core/feature/featureModule';
import { reportsReducer } from './reportsSlice';
import { MESSAGES } from './messages';
import type { EN_US } from './messages/en_us';

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { reports: reportsReducer };

/** The reports feature's module. */
export const reportsFeature: FeatureModule<typeof reducers, typeof EN_US> = {
  name: 'reports',
  reducers,
  load: () => import(/* webpackChunkName: "reports-sagas" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: ['assessments'],
  messages: MESSAGES,
  routes: [],
  menu: [],
};
