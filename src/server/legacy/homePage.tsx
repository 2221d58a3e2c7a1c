/**
 * The legacy home page: who is signed in and what they may do, as plain links.
 */
import type { ReactElement } from 'react';
import type { HomeLink } from './homeLinks';
import { LegacyLayout } from './layout';
import { LOGOUT_PATH } from './paths';

/** What the home page shows. */
export interface HomePageProps {
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
            <a href={link.href}>{link.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The home page: a greeting, the platform's screens, the account pages and a sign-out link. */
export function HomePage({ displayName, platform, legacy }: HomePageProps): ReactElement {
  return (
    <LegacyLayout title="Home">
      <h1>Home</h1>
      <p>Signed in as {displayName}.</p>
      <LinkList label="Assessment platform" links={platform} />
      <LinkList label="Your account" links={legacy} />
      <p>
        <a href={LOGOUT_PATH}>Sign out</a>
      </p>
    </LegacyLayout>
  );
}
