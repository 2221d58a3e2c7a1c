/** The account's licenses and the usage ledger (account administrators). */
import { lazy } from 'react';
import { PERMISSIONS } from '../../../domain/permissions';
import { type FeatureModule, screenAt } from '../../core/feature/featureModule';
import { licensingReducer } from './licensingSlice';
import { MESSAGES } from './messages';
import type { EN_US } from './messages/en_us';
import { SCREENS } from '../../../contract/services/licensingScreens';

const LicensesPage = lazy(() => import(/* webpackChunkName: "licensing" */ './views/LicensesPage').then((m) => ({ default: m.LicensesPage })));

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { licensing: licensingReducer };

/** The licensing feature's module. */
export const licensingFeature: FeatureModule<typeof reducers, typeof EN_US> = {
  name: 'licensing',
  reducers,
  load: () => import(/* webpackChunkName: "licensing-sagas" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: ['reports'],
  messages: MESSAGES,
  routes: [{ screen: screenAt(SCREENS, '/licenses'), render: () => <LicensesPage /> }],
  menu: [{ href: '/licenses', shownWith: [PERMISSIONS.LICENSE_USAGE_VIEW], label: { messageId: 'licensing.nav' }, current: (pathname) => pathname === '/licenses', order: 40 }],
};
