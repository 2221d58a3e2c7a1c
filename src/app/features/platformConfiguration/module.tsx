/** The back office's platform configuration (internal staff): config.json's versions, edited, compared and rolled back. */
import { lazy } from 'react';
import { SCREENS } from '../../../contract/services/platformConfiguration';
import { type FeatureModule, screenAt } from '../../core/feature/featureModule';
import type { RUNTIME } from './runtime';
import { MESSAGES } from './messages';

const PlatformConfigurationPage = lazy(() =>
  import(/* webpackChunkName: "platformConfiguration" */ './views/PlatformConfigurationPage').then((m) => ({ default: m.PlatformConfigurationPage })),
);

/** The platform configuration feature's module: its screen is reached from the back office's home. */
export const platformConfigurationFeature: FeatureModule<(typeof RUNTIME)['reducers'], typeof MESSAGES.en_us> = {
  name: 'platformConfiguration',
  load: () => import(/* webpackChunkName: "platformConfiguration" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: [],
  messages: MESSAGES,
  routes: [{ screen: screenAt(SCREENS, '/back-office/configuration'), render: () => <PlatformConfigurationPage /> }],
  menu: [],
};
