/**
 * What the legacy home page offers a user: the platform's screens and the other legacy pages,
 * each with the permission that opens it (the SPA's route table, src/app/routes.tsx, guards the
 * same screens with the same names), so a user sees only what they may use.
 */
import { hasAuthority, PERMISSIONS, type PermissionItem, type PermissionName } from '../../domain/permissions';

/** One link of the home page. */
export interface HomeLink {
  href: string;
  text: string;
}

interface GuardedLink extends HomeLink {
  /** The permission that opens the page, or `null` for a page every signed-in user has. */
  needs: PermissionName | null;
}

/** The platform's screens (SPA paths). */
const PLATFORM_LINKS: readonly GuardedLink[] = [
  { href: '/examinees', text: 'Examinees', needs: PERMISSIONS.EXAMINEE_VIEW },
  { href: '/examinees/new', text: 'New examinee', needs: PERMISSIONS.EXAMINEE_EDIT },
  { href: '/assessments', text: 'Assessments', needs: PERMISSIONS.ASSESSMENT_VIEW },
  { href: '/deleted-assessments', text: 'Deleted assessments', needs: PERMISSIONS.ASSESSMENT_RECOVER },
  { href: '/licenses', text: 'Licenses', needs: PERMISSIONS.LICENSE_USAGE_VIEW },
  { href: '/email-templates', text: 'E-mail templates', needs: PERMISSIONS.ACCOUNT_SETTINGS_EDIT },
];

/** The other legacy pages (config.json `qgLegacy.baseUrl` + `qgLegacy.pages`). */
const LEGACY_LINKS: readonly GuardedLink[] = [
  { href: '/legacy/my-account', text: 'My account settings', needs: null },
  { href: '/legacy/manage-accounts', text: 'Manage accounts', needs: PERMISSIONS.ACCOUNT_USERS_MANAGE },
  { href: '/legacy/resource-library', text: 'Resource library', needs: PERMISSIONS.RESOURCE_LIBRARY_VIEW },
  { href: '/legacy/notifications', text: 'Notifications', needs: null },
  { href: '/legacy/feedback', text: 'Feedback', needs: PERMISSIONS.FEEDBACK_SUBMIT },
  { href: '/legacy/help/index.html', text: 'Help', needs: null },
];

const allowed = (links: readonly GuardedLink[], permissions: readonly PermissionItem[]): HomeLink[] =>
  links.filter((link) => link.needs === null || hasAuthority(permissions, [link.needs])).map(({ href, text }) => ({ href, text }));

/**
 * The links of the home page for a user's permissions, in menu order.
 * @param permissions the signed-in user's permission items.
 */
export function homeLinks(permissions: readonly PermissionItem[]): { platform: HomeLink[]; legacy: HomeLink[] } {
  return { platform: allowed(PLATFORM_LINKS, permissions), legacy: allowed(LEGACY_LINKS, permissions) };
}
