import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { PERMISSIONS, type PermissionName } from '../../../domain/permissions';
import { useAppSelector } from '../../hooks';
import { useAuthority } from '../authority/useAuthority';
import { type LinkedLegacyPage, selectUserMenuLinks } from '../config/configSelectors';
import type { MessageId } from '../i18n/messageId';
import { selectUserDisplayName } from '../session/sessionSelectors';

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

/** The signed-in user's menu: their name opens the links to the legacy pages they may use (spec §2). */
export function UserMenu() {
  const intl = useIntl();
  const name = useAppSelector(selectUserDisplayName);
  const links = useAppSelector(selectUserMenuLinks);
  return (
    <DialogTrigger>
      <Button className="button button--quiet button--on-dark user-menu__button">
        {name}
        <span aria-hidden="true"> ▾</span>
      </Button>
      <Popover className="user-menu__popover" placement="bottom end">
        <Dialog className="user-menu" aria-label={intl.formatMessage({ id: 'header.userMenu' })}>
          <ul className="user-menu__list">
            {MENU.map((item) => (
              <MenuLink key={item.page} href={links[item.page]} message={item.message} anyOf={item.anyOf} />
            ))}
          </ul>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
