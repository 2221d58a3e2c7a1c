import type { MouseEvent, ReactNode } from 'react';
import { FailureBanner } from './FailureBanner';
import { Header } from './Header';

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
        Skip to main content
      </a>
      <Header />
      <main id="main" className="app-main" tabIndex={-1}>
        <FailureBanner />
        {children}
      </main>
    </>
  );
}
