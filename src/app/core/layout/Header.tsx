import { type KeyboardEvent, lazy, type MouseEvent, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccountTerms } from '../i18n/useAccountTerms';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { selectHelpLink, selectLegacyLinks } from '../config/configSelectors';
import { logoutRequested } from '../session/sessionSlice';
import { hasAuthority } from '../../../domain/permissions';
import { selectGrantedPermissions } from '../authority/authoritySelectors';
import type { Screen } from '../../../contract/screen';
import type { MenuEntry } from '../feature/featureModule';
import { selectPathname } from '../router/routerSelectors';
import { ShellLink } from './ShellLink';
import { UserMenu } from './UserMenu';

// The language picker's select widget (a list box and its collections) loads just after the first
// screen: the page's own content comes first.
const LanguagePicker = lazy(() => import(/* webpackChunkName: "shell-widgets" */ '../preferences/LanguagePicker').then((m) => ({ default: m.LanguagePicker })));

/**
 * The app header: product name, main navigation (the features' `menu` entries the user may open), the Help link (to the help of
 * the current screen among `screens`), the signed-in user and "Sign out". On a narrow
 * screen (a phone, or a zoomed window) the navigation and the user's controls fold behind a "Menu"
 * button. Following a link, a change of route and Escape close the menu, its button keeping the focus.
 */
export function Header({ menu, screens }: { menu: readonly MenuEntry[]; screens: readonly Screen[] }) {
  const dispatch = useAppDispatch();
  const terms = useAccountTerms();
  const intl = useIntl();
  const legacy = useAppSelector(selectLegacyLinks);
  const pathname = useAppSelector(selectPathname);
  const helpLink = useAppSelector((state) => selectHelpLink(state, screens));
  const granted = useAppSelector(selectGrantedPermissions);
  // The folding menu (narrow screens): open on the route it was opened on, so a new route closes it.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const menuOpen = menuOpenedOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuPanel = useRef<HTMLDivElement>(null);
  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys pressed in the user menu's or the language picker's popover bubble here through React's portal.
    if (event.key === 'Escape' && menuOpen && event.currentTarget.contains(event.target as Node)) setMenuOpenedOn(null);
  };
  // A link to the current route closes it too.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (menuOpen && event.target instanceof Element && event.target.closest('a')) setMenuOpenedOn(null);
  };
  // Closed with the focus inside, the focus would fall to the page's start: it stays in the header, on
  // the menu button (where the header does not fold, it stays on the link followed).
  useLayoutEffect(() => {
    if (!menuOpen && menuPanel.current?.contains(document.activeElement)) menuButton.current?.focus();
  }, [menuOpen]);
  return (
    <header className={menuOpen ? 'app-header app-header--menu-open' : 'app-header'}>
      <div className="app-header__inner">
        <ShellLink href="/examinees" className="brand">
          Q-global
        </ShellLink>
        <button
          type="button"
          ref={menuButton}
          className="button button--quiet button--on-dark app-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls="app-header-menu"
          onClick={() => setMenuOpenedOn(menuOpen ? null : pathname)}
        >
          <span className="app-header__menu-icon" aria-hidden="true" />
          <FormattedMessage id="header.menu" />
        </button>
        {/* Laid out as part of the header's row on a wide screen; the folding menu on a narrow one. */}
        <div id="app-header-menu" ref={menuPanel} className="app-header__menu" onKeyDown={closeOnEscape}>
          <nav aria-label={intl.formatMessage({ id: 'header.mainNavigation' })} className="app-nav" onClick={closeOnLink}>
            <ul>
              {menu
                .filter((entry) => hasAuthority(granted, entry.shownWith))
                .map((entry) => (
                  <li key={entry.href}>
                    <ShellLink href={entry.href} className="app-nav__link" aria-current={entry.current(pathname) ? 'page' : undefined}>
                      {'accountTerm' in entry.label ? terms[entry.label.accountTerm] : <FormattedMessage id={entry.label.messageId} />}
                    </ShellLink>
                  </li>
                ))}
              <li>
                {/* Legacy pages load in full: plain links, never client-side routes. */}
                <a className="app-nav__link" href={legacy.home}>
                  <FormattedMessage id="header.home" />
                </a>
              </li>
              <li>
                <a className="app-nav__link" href={helpLink}>
                  <FormattedMessage id="header.help" />
                </a>
              </li>
            </ul>
          </nav>
          <div className="app-header__user">
            <UserMenu />
            <Suspense fallback={null}>
              <LanguagePicker />
            </Suspense>
            <button type="button" className="button button--quiet button--on-dark" onClick={() => dispatch(logoutRequested())}>
              <FormattedMessage id="header.signOut" />
            </button>
          </div>
        </div>
      </div>
    </header>
  );
}
