/** The back office (internal staff): its home and the feature licenses of customer accounts. */
import { lazy } from 'react';
import { SCREENS } from '../../../contract/services/backOfficeScreens';
import { type FeatureModule, screenAt } from '../../core/feature/featureModule';
import { backOfficeReducer } from './backOfficeSlice';
import { idParam } from '../../core/router/matchPath';
import { MESSAGES } from './messages';
import type { EN_US } from './messages/en_us';

const BackOfficeHome = lazy(() => import(/* webpackChunkName: "backOffice" */ './views/BackOfficeHome').then((m) => ({ default: m.BackOfficeHome })));
const LicenseSearchPage = lazy(() => import(/* webpackChunkName: "backOffice" */ './views/LicenseSearchPage').then((m) => ({ default: m.LicenseSearchPage })));
const NewLicensePage = lazy(() => import(/* webpackChunkName: "backOffice" */ './views/NewLicensePage').then((m) => ({ default: m.NewLicensePage })));
const LicenseDetailPage = lazy(() => import(/* webpackChunkName: "backOffice" */ './views/LicenseDetailPage').then((m) => ({ default: m.LicenseDetailPage })));

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { backOffice: backOfficeReducer };

/** The back office feature's module. */
export const backOfficeFeature: FeatureModule<typeof reducers, typeof EN_US> = {
  name: 'backOffice',
  reducers,
  load: () => import(/* webpackChunkName: "backOffice-sagas" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: ['reports'],
  messages: MESSAGES,
  routes: [
    { screen: screenAt(SCREENS, '/back-office'), render: () => <BackOfficeHome /> },
    { screen: screenAt(SCREENS, '/back-office/licenses'), render: () => <LicenseSearchPage /> },
    { screen: screenAt(SCREENS, '/back-office/licenses/new'), render: () => <NewLicensePage /> },
    {
      screen: screenAt(SCREENS, '/back-office/accounts/:accountId/licenses/:licenseId'),
      render: (params) => {
        const accountId = idParam(params['accountId']);
        const licenseId = idParam(params['licenseId']);
        return accountId === null || licenseId === null ? null : <LicenseDetailPage accountId={accountId} licenseId={licenseId} />;
      },
    },
  ],
  menu: [
    {
      href: '/back-office',
      // Every part of the back office opens its home, so the entry shows with any of their permissions.
      shownWith: screenAt(SCREENS, '/back-office').opensWith,
      label: { messageId: 'backOffice.nav' },
      current: (pathname) => pathname === '/back-office' || pathname.startsWith('/back-office/'),
      order: 90,
    },
  ],
};
