import type { AppConfig } from '../../../contract/appConfig';

/**
 * The legacy section used when config.json could not be loaded (spec §8 continues with `{}`):
 * without it a signed-out user would have no way to the login page. Mirrors config/config.json.
 */
export const DEFAULT_LEGACY: NonNullable<AppConfig['qgLegacy']> = {
  baseUrl: '/legacy',
  pages: {
    login: '/login',
    home: '/home',
    myAccountSettings: '/my-account',
    manageAccounts: '/manage-accounts',
    resourceLibrary: '/resource-library',
    notifications: '/notifications',
    feedback: '/feedback',
    help: '/help/index.html',
    logoutConfirmation: '/logout',
  },
  pageRefreshParam: 'pageRefresh',
  logoutParam: 'logout',
};
