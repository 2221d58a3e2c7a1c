/** Group reports over selected assessments (a panel of the assessment list). */
import type { FeatureModule } from '../../core/feature/featureModule';
import type { RUNTIME } from './runtime';
import { MESSAGES } from './messages';

/** The groupReports feature's module. */
export const groupReportsFeature: FeatureModule<(typeof RUNTIME)['reducers'], typeof MESSAGES.en_us> = {
  name: 'groupReports',
  load: () => import(/* webpackChunkName: "groupReports" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: [],
  messages: MESSAGES,
  routes: [],
  menu: [],
};
