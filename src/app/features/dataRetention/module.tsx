/** The data-retention staff's area (issue #18): the dashboard of accounts by retention state, an account's case, and the staff's own settings. */
import { lazy } from 'react';
import { SCREENS } from '../../../contract/services/dataRetentionScreens';
import { type FeatureModule, screenAt } from '../../core/feature/featureModule';
import { dataRetentionReducer } from './dataRetentionSlice';
import { idParam } from '../../core/router/matchPath';
import { MESSAGES } from './messages';
import type { EN_US } from './messages/en_us';

const RetentionDashboardPage = lazy(() => import(/* webpackChunkName: "dataRetention" */ './views/RetentionDashboardPage').then((m) => ({ default: m.RetentionDashboardPage })));
const AccountCasePage = lazy(() => import(/* webpackChunkName: "dataRetention" */ './views/AccountCasePage').then((m) => ({ default: m.AccountCasePage })));
const RetentionSettingsPage = lazy(() => import(/* webpackChunkName: "dataRetention" */ './views/RetentionSettingsPage').then((m) => ({ default: m.RetentionSettingsPage })));

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { dataRetention: dataRetentionReducer };

/** The data-retention feature's module. */
export const dataRetentionFeature: FeatureModule<typeof reducers, typeof EN_US> = {
  name: 'dataRetention',
  reducers,
  load: () => import(/* webpackChunkName: "dataRetention-sagas" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: ['accountExports', 'backOffice', 'dataManagement'],
  messages: MESSAGES,
  routes: [
    { screen: screenAt(SCREENS, '/data-retention'), render: () => <RetentionDashboardPage /> },
    { screen: screenAt(SCREENS, '/data-retention/settings'), render: () => <RetentionSettingsPage /> },
    {
      screen: screenAt(SCREENS, '/data-retention/accounts/:accountId'),
      render: (params) => {
        const accountId = idParam(params['accountId']);
        return accountId === null ? null : <AccountCasePage accountId={accountId} />;
      },
    },
  ],
  menu: [
    {
      href: '/data-retention',
      shownWith: screenAt(SCREENS, '/data-retention').opensWith,
      label: { messageId: 'dataRetention.nav' },
      current: (pathname) => pathname === '/data-retention' || pathname.startsWith('/data-retention/'),
      order: 91,
    },
  ],
};
