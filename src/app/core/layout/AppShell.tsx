import type { MouseEvent, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { DalsNotice } from '../accountStatus/DalsNotice';
import type { MenuEntry } from '../feature/featureModule';
import { LeaveDialog } from '../leaveGuard/LeaveDialog';
import { FailureBanner } from './FailureBanner';
import { Header } from './Header';
import { SessionTimeoutDialog } from './SessionTimeoutDialog';

// Focus main rather than navigate to "#main": the fragment would join the route's address and history.
const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
  event.preventDefault();
  document.getElementById('main')?.focus();
};

/** The signed-in layout: skip link, header (with the features' navigation, `menu`), and the page in `main`. */
export function AppShell({ menu, children }: { menu: readonly MenuEntry[]; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main" onClick={skipToMain}>
        <FormattedMessage id="layout.skipToMain" />
      </a>
      <Header menu={menu} />
      <SessionTimeoutDialog />
      <LeaveDialog />
      <main id="main" className="app-main" tabIndex={-1}>
        <FailureBanner />
        <DalsNotice />
        {children}
      </main>
    </>
  );
}
