import { lazy, type MouseEvent, type ReactNode, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { DalsNotice } from '../accountStatus/DalsNotice';
import type { Screen } from '../../../contract/screen';
import type { MenuEntry } from '../feature/featureModule';
import { FailureBanner } from './FailureBanner';
import { Header } from './Header';

// The dialogs (and their modal library) load just after the first screen rather than before it:
// neither is open when a page opens.
const SessionTimeoutDialog = lazy(() => import(/* webpackChunkName: "shell-widgets" */ './SessionTimeoutDialog').then((m) => ({ default: m.SessionTimeoutDialog })));
const LeaveDialog = lazy(() => import(/* webpackChunkName: "shell-widgets" */ '../leaveGuard/LeaveDialog').then((m) => ({ default: m.LeaveDialog })));

// Focus main rather than navigate to "#main": the fragment would join the route's address and history.
const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
  event.preventDefault();
  document.getElementById('main')?.focus();
};

/** The signed-in layout: skip link, header (with the features' navigation, `menu`, and their `screens`' help), and the page in `main`. */
export function AppShell({ menu, screens, children }: { menu: readonly MenuEntry[]; screens: readonly Screen[]; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main" onClick={skipToMain}>
        <FormattedMessage id="layout.skipToMain" />
      </a>
      <Header menu={menu} screens={screens} />
      <Suspense fallback={null}>
        <SessionTimeoutDialog />
        <LeaveDialog />
      </Suspense>
      <main id="main" className="app-main" tabIndex={-1}>
        <FailureBanner />
        <DalsNotice />
        {children}
      </main>
    </>
  );
}
