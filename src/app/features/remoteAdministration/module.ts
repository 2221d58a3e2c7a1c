/** Remote administration: links, on-screen launches and the e-mails that carry them (panels of the examinee and assessment pages). */
import type { FeatureModule } from '../../core/feature/featureModule';
import type { RUNTIME } from './runtime';
import { MESSAGES } from './messages';

/** The remote administration feature's module. */
export const remoteAdministrationFeature: FeatureModule<(typeof RUNTIME)['reducers'], typeof MESSAGES.en_us> = {
  name: 'remoteAdministration',
  load: () => import(/* webpackChunkName: "remoteAdministration" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: ['assessments'],
  messages: MESSAGES,
  routes: [],
  menu: [],
};
