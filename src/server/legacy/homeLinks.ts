/**
 * What the legacy home page offers a user: the platform's screens that have a home link (their
 * capabilities declare them: src/contract/screen.ts) and the other legacy pages, each with the
 * permission that opens it (the SPA's routes check the same), so a user sees only what they may use.
 */
import { SCREENS } from '../../contract';
import { legacyPagePath } from '../../contract/legacyPages';
import type { Locale } from '../../domain/locale';
import { hasAuthority, PERMISSIONS, type PermissionItem, type PermissionName } from '../../domain/permissions';
import { HOME_TEXT, type HomeLinkKey } from './i18n/homeText';

/** One link of the home page: where it goes and its words, in the user's language. */
export interface HomeLink {
  href: string;
  label: string;
}

/** The other legacy pages (src/contract/legacyPages.ts, as config.json names them). */
const LEGACY_LINKS: readonly { href: string; key: HomeLinkKey; needs: PermissionName | null }[] = [
  { href: legacyPagePath('myAccountSettings'), key: 'myAccountSettings', needs: null },
  { href: legacyPagePath('manageAccounts'), key: 'manageAccounts', needs: PERMISSIONS.ACCOUNT_USERS_MANAGE },
  { href: legacyPagePath('resourceLibrary'), key: 'resourceLibrary', needs: PERMISSIONS.RESOURCE_LIBRARY_VIEW },
  { href: legacyPagePath('notifications'), key: 'notifications', needs: null },
  { href: legacyPagePath('feedback'), key: 'feedback', needs: PERMISSIONS.FEEDBACK_SUBMIT },
  { href: legacyPagePath('help'), key: 'help', needs: null },
];

/** The screens with a home link, in their order. */
const PLATFORM_SCREENS = SCREENS.flatMap((screen) => (screen.home ? [{ ...screen, home: screen.home }] : [])).sort((a, b) => a.home.order - b.home.order);

/**
 * The links of the home page for a user's permissions, in menu order, in `locale`.
 * @param permissions the signed-in user's permission items.
 */
export function homeLinks(permissions: readonly PermissionItem[], locale: Locale): { platform: HomeLink[]; legacy: HomeLink[] } {
  return {
    platform: PLATFORM_SCREENS.filter((screen) => hasAuthority(permissions, screen.opensWith)).map((screen) => ({ href: screen.pattern, label: screen.home.label[locale] })),
    legacy: LEGACY_LINKS.filter((link) => link.needs === null || hasAuthority(permissions, [link.needs])).map((link) => ({ href: link.href, label: HOME_TEXT[locale].links[link.key] })),
  };
}
