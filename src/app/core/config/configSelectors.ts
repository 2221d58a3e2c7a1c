import { createSelector } from 'reselect';
import type { AppConfig, LegacyPage } from '../../../contract/appConfig';
import { DEFAULT_CONTEXT_ROOT } from '../../../contract/operation';
import type { RootState } from '../../rootReducer';
import { DEFAULT_LEGACY } from '../../../contract/legacyPages';
import { mostSpecific, type Screen } from '../../../contract/screen';
import { selectPathname } from '../router/routerSelectors';

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

/**
 * The Help link: the web help's section about the current screen (its `help`, src/contract/screen.ts),
 * next to the configured help page and with the page-refresh flag; the help's index on a screen
 * that has no entry.
 * @param screens the SPA's screens (its route table's): given by the caller, so the shell does
 *   not import the whole contract to find one screen's help.
 */
export const selectHelpLink = createSelector(
  [selectLegacyConfig, selectLegacyLinks, selectPathname, (_state: RootState, screens: readonly Screen[]) => screens],
  (legacy, links, pathname, screens) => {
    const screen = mostSpecific(screens, pathname);
    if (!screen) return links.help;
    const helpPage = legacy.pages.help ?? DEFAULT_LEGACY.pages.help;
    const folder = helpPage.slice(0, helpPage.lastIndexOf('/') + 1);
    const [file, section] = screen.help.split('#');
    return `${legacy.baseUrl}${folder}${file}?${legacy.pageRefreshParam || 'pageRefresh'}=true${section ? `#${section}` : ''}`;
  },
);

/**
 * The links of the user menu: every linked legacy page, the feedback link naming the screen the
 * user is on (`&screen=/assessments/40`), which the feedback page names as what it is about.
 */
export const selectUserMenuLinks = createSelector([selectLegacyLinks, selectPathname], (links, pathname) =>
  pathname === '/' ? links : { ...links, feedback: `${links.feedback}&screen=${encodeURIComponent(pathname)}` },
);

/** Whether local-development tokens come from the configuration (spec §5). */
export const selectLocalDevelopment = (state: RootState) => (state.config.value.local?.enabled ? state.config.value.local : null);
