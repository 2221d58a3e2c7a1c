/**
 * Account exports (issue #18): the data-retention staff's panel of one account's exports. It has
 * no screen of its own: `AccountExportsPanel` (views/AccountExportsPanel.tsx) is shown on the
 * staff's account page (the data-retention area), which mounts it with the account's id.
 */
import type { FeatureModule } from '../../core/feature/featureModule';
import { accountExportsReducer } from './accountExportsSlice';
import { MESSAGES } from './messages';
import type { EN_US } from './messages/en_us';

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { accountExports: accountExportsReducer };

/** The account exports feature's module: a slice, its sagas and its words; no route, no menu entry. */
export const accountExportsFeature: FeatureModule<typeof reducers, typeof EN_US> = {
  name: 'accountExports',
  reducers,
  load: () => import(/* webpackChunkName: "accountExports-sagas" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: [],
  messages: MESSAGES,
  routes: [],
  menu: [],
};
