/** Remote administration: links, on-screen launches and the e-mails that carry them (panels of the examinee and assessment pages). */
import type { FeatureModule } from '../../core/feature/featureModule';
import { examineeEmailsReducer } from './examineeEmailsSlice';
import { remoteAdministrationReducer } from './remoteAdministrationSlice';
import { MESSAGES } from './messages';
import type { EN_US } from './messages/en_us';

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { remoteAdministration: remoteAdministrationReducer, examineeEmails: examineeEmailsReducer };

/** The remote administration feature's module. */
export const remoteAdministrationFeature: FeatureModule<typeof reducers, typeof EN_US> = {
  name: 'remoteAdministration',
  reducers,
  load: () => import(/* webpackChunkName: "remoteAdministration-sagas" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: ['assessments'],
  messages: MESSAGES,
  routes: [],
  menu: [],
};
