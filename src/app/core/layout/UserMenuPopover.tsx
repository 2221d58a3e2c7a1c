/**
 * The open user menu: a popover dialog of links to the legacy pages the user may use (spec §2).
 * A chunk of its own (`user-menu`), loaded when the menu first opens: the popover and dialog
 * code of react-aria (positioning, focus containment, collections) is not in the first scripts.
 */
import type { RefObject } from 'react';
import { Dialog, Popover } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { PERMISSIONS, type PermissionName } from '../../../domain/permissions';
import { useAppSelector } from '../../hooks';
import { useAuthority } from '../authority/useAuthority';
import { type LinkedLegacyPage, selectUserMenuLinks } from '../config/configSelectors';
import type { MessageId } from '../i18n/messageId';

/** The legacy pages of the menu, the message naming each, and the permissions any one of which shows it. */
const MENU: readonly { page: LinkedLegacyPage; message: MessageId; anyOf: readonly PermissionName[] | null }[] = [
  { page: 'myAccountSettings', message: 'header.accountSettings', anyOf: null },
  { page: 'manageAccounts', message: 'header.manageAccounts', anyOf: [PERMISSIONS.ACCOUNT_USERS_MANAGE] },
  { page: 'resourceLibrary', message: 'header.resourceLibrary', anyOf: [PERMISSIONS.RESOURCE_LIBRARY_VIEW] },
  { page: 'notifications', message: 'header.notifications', anyOf: null },
  { page: 'feedback', message: 'header.feedback', anyOf: [PERMISSIONS.FEEDBACK_SUBMIT] },
];

function MenuLink({ href, message, anyOf }: { href: string; message: MessageId; anyOf: readonly PermissionName[] | null }) {
  const allowed = useAuthority(...(anyOf ?? []));
  if (anyOf !== null && !allowed) return null;
  return (
    <li>
      {/* Legacy pages load in full: plain links, never client-side routes. */}
      <a className="user-menu__link" href={href}>
        <FormattedMessage id={message} />
      </a>
    </li>
  );
}

/**
 * The open menu, placed under its button `triggerRef`; `onClose` when the user dismisses it
 * (Escape, a click outside), after which focus goes back to the button.
 */
export function UserMenuPopover({ triggerRef, onClose }: { triggerRef: RefObject<HTMLButtonElement | null>; onClose: () => void }) {
  const intl = useIntl();
  const links = useAppSelector(selectUserMenuLinks);
  return (
    <Popover
      className="user-menu__popover"
      placement="bottom end"
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <Dialog className="user-menu" aria-label={intl.formatMessage({ id: 'header.userMenu' })}>
        <ul className="user-menu__list">
          {MENU.map((item) => (
            <MenuLink key={item.page} href={links[item.page]} message={item.message} anyOf={item.anyOf} />
          ))}
        </ul>
      </Dialog>
    </Popover>
  );
}
