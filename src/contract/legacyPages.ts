import type { AppConfig } from './appConfig';

/**
 * The legacy application's pages (config/config.json `qgLegacy`), in one place for both ends:
 * the server registers the legacy pages at these paths and links them to one another, and the
 * SPA falls back on them when config.json could not be loaded (spec §8 continues with `{}`), so
 * that a signed-out user still has a way to the login page.
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

/** The address of a legacy page: the base URL and the page's path (`/legacy/my-account`). */
export const legacyPagePath = (page: keyof typeof DEFAULT_LEGACY.pages): string => `${DEFAULT_LEGACY.baseUrl}${DEFAULT_LEGACY.pages[page]}`;
