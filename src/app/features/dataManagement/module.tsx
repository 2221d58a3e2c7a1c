/**
 * Data management (issue #18): deleting and recovering a customer account. No screen of its own:
 * its `DeleteAccountPanel` (props `accountId`) is mounted on the data-retention staff's account page.
 */
import { type FeatureModule } from '../../core/feature/featureModule';
import type { RUNTIME } from './runtime';
import { MESSAGES } from './messages';

export { DeleteAccountPanel } from './views/DeleteAccountPanel';

/** The data management feature's module. */
export const dataManagementFeature: FeatureModule<(typeof RUNTIME)['reducers'], typeof MESSAGES.en_us> = {
  name: 'dataManagement',
  load: () => import(/* webpackChunkName: "dataManagement" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: [],
  messages: MESSAGES,
  routes: [],
  menu: [],
};
