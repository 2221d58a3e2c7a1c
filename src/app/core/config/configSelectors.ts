import { createSelector } from 'reselect';
import type { AppConfig, LegacyPage } from '../../../contract/appConfig';
import { DEFAULT_CONTEXT_ROOT } from '../../../contract/operation';
import type { RootState } from '../../rootReducer';
import { DEFAULT_LEGACY } from '../../../contract/legacyPages';

/** The app configuration (`{}` when it could not be loaded). */
export const selectAppConfig = (state: RootState): AppConfig => state.config.value;

/** Whether the configuration load has finished, either way. */
export const selectConfigSettled = (state: RootState): boolean =>
  state.config.status === 'succeeded' || state.config.status === 'failed';

/** The services' base URL: host (empty for the page's origin) plus context root. */
export const selectServicesBaseUrl = createSelector([selectAppConfig], (config) => {
  const services = config.qgServices;
  return `${services?.host ?? ''}${services?.contextRoot ?? DEFAULT_CONTEXT_ROOT}`;
});

/** The legacy application's section, or its defaults. */
export const selectLegacyConfig = createSelector([selectAppConfig], (config) => config.qgLegacy ?? DEFAULT_LEGACY);

/** The URL of a legacy page, with the page-refresh flag every legacy link carries (spec §2). */
export const legacyPageUrl = (legacy: NonNullable<AppConfig['qgLegacy']>, page: LegacyPage): string =>
  `${legacy.baseUrl}${legacy.pages[page] ?? DEFAULT_LEGACY.pages[page]}?${legacy.pageRefreshParam || 'pageRefresh'}=true`;

/** The legacy login page: baseUrl + pages.login + '?pageRefresh=true'. */
export const selectLoginUrl = createSelector([selectLegacyConfig], (legacy) => legacyPageUrl(legacy, 'login'));

/** The legacy logout confirmation: baseUrl + pages.logoutConfirmation + '?pageRefresh=true'. */
export const selectLogoutUrl = createSelector([selectLegacyConfig], (legacy) => legacyPageUrl(legacy, 'logoutConfirmation'));

/** The legacy pages the SPA links to (spec §2), in menu order; login and logout are flows, not links. */
export const LINKED_LEGACY_PAGES = [
  'home',
  'myAccountSettings',
  'manageAccounts',
  'resourceLibrary',
  'notifications',
  'feedback',
  'help',
] as const satisfies readonly LegacyPage[];

/** A legacy page the SPA links to. */
export type LinkedLegacyPage = (typeof LINKED_LEGACY_PAGES)[number];

/** The URL of every linked legacy page, each with the page-refresh flag. */
export const selectLegacyLinks = createSelector(
  [selectLegacyConfig],
  (legacy) => Object.fromEntries(LINKED_LEGACY_PAGES.map((page) => [page, legacyPageUrl(legacy, page)])) as Record<LinkedLegacyPage, string>,
);

/** Whether local-development tokens come from the configuration (spec §5). */
export const selectLocalDevelopment = (state: RootState) => (state.config.value.local?.enabled ? state.config.value.local : null);
