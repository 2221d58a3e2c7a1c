/**
 * The legacy pages' stylesheet and icon, made from the SPA's own files (its design tokens and its
 * favicon), read once from the repository, so the account pages cannot drift from the platform's look.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REPOSITORY_ROOT } from '../config';
import { LEGACY_CSS } from './styles';

/** Where the legacy stylesheet is served. */
export const LEGACY_STYLESHEET = '/legacy/assets/legacy.css';

/** Where the platform's icon is served for the legacy pages. */
export const LEGACY_FAVICON = '/legacy/assets/favicon.svg';

const SPA_SOURCE = path.join(REPOSITORY_ROOT, 'src', 'app');

/** The stylesheet: the SPA's tokens, then the legacy pages' rules. */
export async function legacyStylesheet(): Promise<string> {
  const tokens = await readFile(path.join(SPA_SOURCE, 'styles', 'tokens.css'), 'utf8');
  return `${tokens}\n${LEGACY_CSS}`;
}

/** The SPA's favicon (SVG). */
export const legacyFavicon = (): Promise<string> => readFile(path.join(SPA_SOURCE, 'favicon.svg'), 'utf8');
