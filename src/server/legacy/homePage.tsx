/**
 * The legacy home page: who is signed in and what they may do, as plain links.
 */
import type { ReactElement } from 'react';
import type { Locale } from '../../domain/locale';
import type { HomeLink } from './homeLinks';
import { HOME_TEXT } from './i18n/homeText';
import { LegacyLayout } from './layout';
import { LOGOUT_PATH } from './paths';

/** What the home page shows. */
export interface HomePageProps {
  /** The signed-in user's language. */
  locale: Locale;
  /** "Dr. Emma Examiner". */
  displayName: string;
  /** The platform's screens the user may open. */
  platform: HomeLink[];
  /** The other legacy pages the user may open. */
  legacy: HomeLink[];
}

function LinkList({ label, links }: { label: string; links: HomeLink[] }): ReactElement | null {
  if (links.length === 0) return null;
  return (
    <nav aria-label={label}>
      <h2>{label}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The home page in the user's language: a greeting, the platform's screens, the account pages and a sign-out link. */
export function HomePage({ locale, displayName, platform, legacy }: HomePageProps): ReactElement {
  const text = HOME_TEXT[locale];
  return (
    <LegacyLayout title={text.title} locale={locale} skipLink={text.skipLink}>
      <h1>{text.title}</h1>
      <p>{text.signedInAs(displayName)}</p>
      <LinkList label={text.platform} links={platform} />
      <LinkList label={text.account} links={legacy} />
      <p>
        <a href={LOGOUT_PATH}>{text.signOut}</a>
      </p>
    </LegacyLayout>
  );
}
