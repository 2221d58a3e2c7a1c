/**
 * The shell of every server-rendered legacy page: plain HTML, one stylesheet, no script
 * (the CSP allows none inline, and these pages need none).
 */
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { bcp47, DEFAULT_LOCALE, type Locale } from '../../domain/locale';
import { LEGACY_FAVICON, LEGACY_STYLESHEET } from './legacyAssets';

/** The page title prefix of spec §9. */
export const TITLE_PREFIX = 'Q-global | ';


/**
 * A legacy page: `<title>` is "Q-global | {title}", the document in `locale` (US English unless
 * the page is translated), with the skip link in its words.
 */
export function LegacyLayout({ title, children, locale = DEFAULT_LOCALE, skipLink = 'Skip to the main content' }: { title: string; children: ReactNode; locale?: Locale; skipLink?: string }): ReactElement {
  return (
    <html lang={bcp47(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${TITLE_PREFIX}${title}`}</title>
        <link rel="icon" href={LEGACY_FAVICON} type="image/svg+xml" />
        <link rel="stylesheet" href={LEGACY_STYLESHEET} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {skipLink}
        </a>
        <header className="app-header">
          <div className="app-header__inner">
            <a className="brand" href="/">
              Q-global
            </a>
          </div>
        </header>
        <main className="card" id="main">
          {children}
        </main>
      </body>
    </html>
  );
}

/** Renders a page element to a complete HTML document. */
export const renderDocument = (page: ReactElement): string => `<!DOCTYPE html>${renderToStaticMarkup(page)}`;

/** What a message page shows: its words already in `locale` (US English when none is given). */
export interface MessagePageProps {
  title: string;
  message: string;
  link?: { href: string; text: string };
  locale?: Locale;
  skipLink?: string;
}

/** A page with a heading, a message and an optional link (errors, rate limits). */
export function MessagePage({ title, message, link, locale, skipLink }: MessagePageProps): ReactElement {
  return (
    <LegacyLayout title={title} {...(locale ? { locale } : {})} {...(skipLink ? { skipLink } : {})}>
      <h1>{title}</h1>
      <p role="alert">{message}</p>
      {link ? (
        <p>
          <a href={link.href}>{link.text}</a>
        </p>
      ) : null}
    </LegacyLayout>
  );
}
