/** The back office's platform configuration (internal staff): config.json's versions, edited, compared and rolled back. */
import { lazy } from 'react';
import { SCREENS } from '../../../contract/services/platformConfigurationScreens';
import { type FeatureModule, screenAt } from '../../core/feature/featureModule';
import { platformConfigurationReducer } from './platformConfigurationSlice';
import { MESSAGES } from './messages';
import type { EN_US } from './messages/en_us';

const PlatformConfigurationPage = lazy(() =>
  import(/* webpackChunkName: "platformConfiguration" */ './views/PlatformConfigurationPage').then((m) => ({ default: m.PlatformConfigurationPage })),
);

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { platformConfiguration: platformConfigurationReducer };

/** The platform configuration feature's module: its screen is reached from the back office's home. */
export const platformConfigurationFeature: FeatureModule<typeof reducers, typeof EN_US> = {
  name: 'platformConfiguration',
  reducers,
  load: () => import(/* webpackChunkName: "platformConfiguration-sagas" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: [],
  messages: MESSAGES,
  routes: [{ screen: screenAt(SCREENS, '/back-office/configuration'), render: () => <PlatformConfigurationPage /> }],
  menu: [],
};
