/**
 * The screens of the SPA, as the capability that owns each declares them in its contract file
 * (`export const SCREENS`): where a screen is, who may open it, which section of the web help
 * describes it, and its names in every language. The SPA's routes are made from them (a route
 * names its screen), the Help link opens `help`, the feedback forms list them by `name`, and the
 * legacy home page links to those with `home`; all are collected in src/contract/index.ts.
 */
import type { Locale } from '../domain/locale';
import type { PermissionName } from '../domain/permissions';

/** A text in every language of the platform (spec §9). */
export type LocalizedText = Readonly<Record<Locale, string>>;

/** A screen of the SPA. */
export interface Screen {
  /** Its route pattern in the SPA, `:name` for a parameter (the SPA's core/router/matchPath.ts). */
  pattern: string;
  /** The permissions any one of which opens it (spec §6): its route and its home link check them. */
  opensWith: readonly PermissionName[];
  /** Its section of the web help, `<page>.html#<section id>` (src/server/legacy/help). */
  help: string;
  /** Its name where a user says which screen feedback is about (spec §9 languages). Server only: the browser builds leave it out (babel.config.js). */
  name: LocalizedText;
  /** Its link on the legacy home page, when it has one: the words, and its place (lower first). Server only, as `name`. */
  home?: { order: number; label: LocalizedText };
}

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

/** How many segments of `pattern` are literal: a longer literal match is the more specific screen. */
export const literalSegments = (pattern: string): number => segmentsOf(pattern).filter((segment) => !segment.startsWith(':')).length;

/** Whether `path` (no query, no fragment) is a path of `pattern`. */
export function patternMatches(pattern: string, path: string): boolean {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(path);
  return expected.length === actual.length && expected.every((segment, index) => segment.startsWith(':') || segment === actual[index]);
}

/**
 * The entry of `entries` whose pattern matches `path` most specifically (most literal segments),
 * or `null` when none does. A query or fragment of `path` is ignored.
 */
export function mostSpecific<T extends { pattern: string }>(entries: readonly T[], path: string): T | null {
  const bare = path.split(/[?#]/)[0] ?? '';
  const candidates = entries.filter((entry) => patternMatches(entry.pattern, bare));
  return [...candidates].sort((a, b) => literalSegments(b.pattern) - literalSegments(a.pattern))[0] ?? null;
}
