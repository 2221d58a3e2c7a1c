/** Remote administration: links, on-screen launches and the e-mails that carry them (panels of the examinee and assessment pages). */
import type { FeatureModule } from '../../core/feature/featureModule';
import { examineeEmailsSaga } from './examineeEmailsSaga';
import { examineeEmailsReducer } from './examineeEmailsSlice';
import { remoteAdministrationSaga } from './remoteAdministrationSaga';
import { remoteAdministrationReducer } from './remoteAdministrationSlice';
import { MESSAGES } from './messages';

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { remoteAdministration: remoteAdministrationReducer, examineeEmails: examineeEmailsReducer };

/** The remote administration feature's module. */
export const remoteAdministrationFeature: FeatureModule<typeof reducers, typeof MESSAGES.en_us> = {
  name: 'remoteAdministration',
  reducers,
  messages: MESSAGES,
  sagas: [remoteAdministrationSaga, examineeEmailsSaga],
  routes: [],
  menu: [],
};
