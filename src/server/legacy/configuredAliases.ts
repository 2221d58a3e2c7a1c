/**
 * The legacy pages at the addresses config.json gives them. The SPA builds its legacy links
 * from config.json's `qgLegacy` (spec §8); the server serves the pages at the paths of
 * src/contract/legacyPages.ts. When an operator's config.json names a page differently (and on
 * this server: a base URL that is a path), the configured address answers a redirect to the
 * page, keeping the query (the page-refresh flag, `next`), so no link of the SPA breaks.
 *
 * The aliases are not routes: they are looked up in the current configuration when a request
 * finds no route, so a `qgLegacy` changed in the back office applies at once on every process.
 */
import type { AppConfig } from '../../contract/appConfig';
import { DEFAULT_LEGACY, legacyPagePath } from '../../contract/legacyPages';
import type { AppConfigReader, NotFoundFallback } from '../http/staticFiles';

/** A configured address and the served page it redirects to. */
export interface LegacyAlias {
  from: string;
  to: string;
}

type LegacyPage = keyof typeof DEFAULT_LEGACY.pages;

const isLocalPath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

/**
 * The aliases a `qgLegacy` section needs: one per page whose configured address differs from
 * the served one. A base URL on another host (or none) needs none; a page the section does not
 * name keeps the default.
 * @param legacy config.json's `qgLegacy`, or undefined when the file has none.
 */
export function legacyAliases(legacy: AppConfig['qgLegacy'] | undefined): LegacyAlias[] {
  if (!legacy) return [];
  if (typeof legacy.baseUrl !== 'string') return [];
  const base = legacy.baseUrl.trim().replace(/\/+$/, '');
  if (!isLocalPath(base)) return [];
  const aliases: LegacyAlias[] = [];
  for (const page of Object.keys(DEFAULT_LEGACY.pages) as LegacyPage[]) {
    const configured = legacy.pages[page];
    const from = `${base}${isLocalPath(configured) ? configured : DEFAULT_LEGACY.pages[page]}`;
    const to = legacyPagePath(page);
    if (from !== to && !aliases.some((alias) => alias.from === from)) aliases.push({ from, to });
  }
  return aliases;
}

/**
 * Reads config.json's `qgLegacy` from the current configuration. A configuration that cannot be read gives none: the configuration
 * route answers that error to the SPA, which then uses the defaults.
 * @param appConfig reads the configuration served to the SPA.
 */
export async function configuredLegacy(appConfig: () => Promise<Record<string, unknown>>): Promise<AppConfig['qgLegacy'] | undefined> {
  try {
    const config = (await appConfig()) as Partial<AppConfig>;
    return config.qgLegacy && typeof config.qgLegacy === 'object' && config.qgLegacy.pages ? config.qgLegacy : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Answers a GET at an alias of the current configuration with a redirect (302, query kept). An
 * alias that is also a route (a configured address that names another page's path) never gets
 * here: the route answers.
 * @param appConfig reads the current configuration (per request).
 */
export function legacyAliasFallback(appConfig: AppConfigReader): NotFoundFallback {
  return async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const query = request.url.indexOf('?');
    const pathname = query >= 0 ? request.url.slice(0, query) : request.url;
    const alias = legacyAliases(await configuredLegacy(appConfig)).find((candidate) => candidate.from === pathname);
    if (!alias) return false;
    void reply.header('cache-control', 'no-store').redirect(`${alias.to}${query >= 0 ? request.url.slice(query) : ''}`, 302);
    return true;
  };
}
