/** Reports of an assessment: generation, history and downloads (a panel of the assessment page). */
import type { FeatureModule } from '../../core/feature/featureModule';
import type { RUNTIME } from './runtime';
import { MESSAGES } from './messages';

/** The reports feature's module. */
export const reportsFeature: FeatureModule<(typeof RUNTIME)['reducers'], typeof MESSAGES.en_us> = {
  name: 'reports',
  load: () => import(/* webpackChunkName: "reports" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: ['assessments'],
  messages: MESSAGES,
  routes: [],
  menu: [],
};
