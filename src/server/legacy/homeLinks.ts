/**
 * What the legacy home page offers a user: the platform's screens and the other legacy pages,
 * each with the permission that opens it (the SPA's route table, src/app/routes.tsx, guards the
 * same screens with the same names), so a user sees only what they may use.
 */
import { legacyPagePath } from '../../contract/legacyPages';
import { hasAuthority, PERMISSIONS, type PermissionItem, type PermissionName } from '../../domain/permissions';
import type { HomeLinkKey } from './i18n/homeText';

/** One link of the home page: where it goes, and which page it is (its words are the page's, in the user's language). */
export interface HomeLink {
  href: string;
  key: HomeLinkKey;
}

interface GuardedLink extends HomeLink {
  /** The permission that opens the page, or `null` for a page every signed-in user has. */
  needs: PermissionName | null;
}

/** The platform's screens (SPA paths). */
const PLATFORM_LINKS: readonly GuardedLink[] = [
  { href: '/examinees', key: 'examinees', needs: PERMISSIONS.EXAMINEE_VIEW },
  { href: '/examinees/new', key: 'newExaminee', needs: PERMISSIONS.EXAMINEE_EDIT },
  { href: '/assessments', key: 'assessments', needs: PERMISSIONS.ASSESSMENT_VIEW },
  { href: '/deleted-assessments', key: 'deletedAssessments', needs: PERMISSIONS.ASSESSMENT_RECOVER },
  { href: '/licenses', key: 'licenses', needs: PERMISSIONS.LICENSE_USAGE_VIEW },
  { href: '/email-templates', key: 'emailTemplates', needs: PERMISSIONS.ACCOUNT_SETTINGS_EDIT },
];

/** The other legacy pages (src/contract/legacyPages.ts, as config.json names them). */
const LEGACY_LINKS: readonly GuardedLink[] = [
  { href: legacyPagePath('myAccountSettings'), key: 'myAccountSettings', needs: null },
  { href: legacyPagePath('manageAccounts'), key: 'manageAccounts', needs: PERMISSIONS.ACCOUNT_USERS_MANAGE },
  { href: legacyPagePath('resourceLibrary'), key: 'resourceLibrary', needs: PERMISSIONS.RESOURCE_LIBRARY_VIEW },
  { href: legacyPagePath('notifications'), key: 'notifications', needs: null },
  { href: legacyPagePath('feedback'), key: 'feedback', needs: PERMISSIONS.FEEDBACK_SUBMIT },
  { href: legacyPagePath('help'), key: 'help', needs: null },
];

const allowed = (links: readonly GuardedLink[], permissions: readonly PermissionItem[]): HomeLink[] =>
  links.filter((link) => link.needs === null || hasAuthority(permissions, [link.needs])).map(({ href, key }) => ({ href, key }));

/**
 * The links of the home page for a user's permissions, in menu order.
 * @param permissions the signed-in user's permission items.
 */
export function homeLinks(permissions: readonly PermissionItem[]): { platform: HomeLink[]; legacy: HomeLink[] } {
  return { platform: allowed(PLATFORM_LINKS, permissions), legacy: allowed(LEGACY_LINKS, permissions) };
}
