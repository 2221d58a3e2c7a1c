import type { MouseEvent, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { DalsNotice } from '../accountStatus/DalsNotice';
import { LeaveDialog } from '../leaveGuard/LeaveDialog';
import { FailureBanner } from './FailureBanner';
import { Header } from './Header';
import { SessionTimeoutDialog } from './SessionTimeoutDialog';

// index.html sets <base href="/">, so "#main" alone would navigate to "/#main": focus main instead.
const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
  event.preventDefault();
  document.getElementById('main')?.focus();
};

/** The signed-in layout: skip link, header, and the page in `main`. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main" onClick={skipToMain}>
        <FormattedMessage id="layout.skipToMain" />
      </a>
      <Header />
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
