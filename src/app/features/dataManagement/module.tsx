/**
 * Data management (issue #18): deleting and recovering a customer account. No screen of its own:
 * its `DeleteAccountPanel` (views/DeleteAccountPanel.tsx, props `accountId`) is mounted on the
 * data-retention staff's account page, which imports it from there, so the panel stays out of the
 * SPA's first scripts.
 */
import { type FeatureModule } from '../../core/feature/featureModule';
import { dataManagementReducer } from './dataManagementSlice';
import { MESSAGES } from './messages';
import type { EN_US } from './messages/en_us';

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { dataManagement: dataManagementReducer };

/** The data management feature's module. */
export const dataManagementFeature: FeatureModule<typeof reducers, typeof EN_US> = {
  name: 'dataManagement',
  reducers,
  load: () => import(/* webpackChunkName: "dataManagement-sagas" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: [],
  messages: MESSAGES,
  routes: [],
  menu: [],
};
