import { createSelector } from 'reselect';
import type { AppConfig, LegacyPage } from '../../../contract/appConfig';
import { DEFAULT_CONTEXT_ROOT } from '../../../contract/operation';
import type { RootState } from '../../rootReducer';
import { DEFAULT_LEGACY } from './legacyDefaults';

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

/** Header links to legacy pages. */
export const selectLegacyLinks = createSelector([selectLegacyConfig], (legacy) => ({
  home: legacyPageUrl(legacy, 'home'),
  myAccountSettings: legacyPageUrl(legacy, 'myAccountSettings'),
  help: legacyPageUrl(legacy, 'help'),
}));

/** Whether local-development tokens come from the configuration (spec §5). */
export const selectLocalDevelopment = (state: RootState) => (state.config.value.local?.enabled ? state.config.value.local : null);
