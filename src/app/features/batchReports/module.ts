/** Batch reports of selected assessments (a panel of the assessment list). */
import type { FeatureModule } from '../../core/feature/featureModule';
import type { RUNTIME } from './runtime';
import { MESSAGES } from './messages';

/** The batchReports feature's module. */
export const batchReportsFeature: FeatureModule<(typeof RUNTIME)['reducers'], typeof MESSAGES.en_us> = {
  name: 'batchReports',
  load: () => import(/* webpackChunkName: "batchReports" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: ['reports'],
  messages: MESSAGES,
  routes: [],
  menu: [],
};
