/**
 * Small pieces the help's pages share, in the language of the page being rendered: who may use a
 * screen (from the permission catalogue) and keys to press.
 */
import type { ReactElement, ReactNode } from 'react';
import { bcp47, DEFAULT_LOCALE, type Locale } from '../../../domain/locale';
import { PERMISSIONS, ROLE_PERMISSIONS, ROLE_TITLES, ROLES, type PermissionName, type RoleName } from '../../../domain/permissions';
import { useHelpLanguage } from './i18n/helpLanguage';

/** The roles that bundle a permission, in the catalogue's order. */
export const rolesHolding = (permission: PermissionName): RoleName[] => ROLES.filter((role) => ROLE_PERMISSIONS[role].includes(permission));

/**
 * "Examiner, Teacher and Account administrator" (US English, without the serial comma the
 * help has always used), or the titles joined the way `locale` joins a list.
 * @param titles the role titles in `locale` (the catalogue's US English ones by default).
 */
export function roleList(roles: readonly RoleName[], titles: Readonly<Record<RoleName, string>> = ROLE_TITLES, locale: Locale = DEFAULT_LOCALE): string {
  const names = roles.map((role) => titles[role]);
  if (names.length <= 1) return names.join('');
  if (locale === DEFAULT_LOCALE) return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return new Intl.ListFormat(bcp47(locale), { type: 'conjunction' }).format(names);
}

/**
 * "Who can open it": the permission a screen needs and the roles that hold it, or that every
 * signed-in user has it, in the page's language.
 */
export function Needs({ permission }: { permission: PermissionName | null }): ReactElement {
  const { locale, chrome, roles } = useHelpLanguage();
  if (permission === null) return <p className="notice">{chrome.everyoneMayOpen}</p>;
  return <p className="notice">{chrome.whoCanUse(<code>{PERMISSIONS[permission]}</code>, roleList(rolesHolding(permission), roles.titles, locale))}</p>;
}

/** A key or key combination, as the keyboard labels it. */
export const Key = ({ children }: { children: ReactNode }): ReactElement => <kbd>{children}</kbd>;
