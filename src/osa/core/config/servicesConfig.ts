/**
 * Where the services are, from the app configuration the platform SPA reads too
 * (`/assets/config/config.json`, DESIGN §4): `${qgServices.host}${qgServices.contextRoot}`.
 */
import type { AppConfig } from '../../../contract/appConfig';
import { DEFAULT_CONTEXT_ROOT } from '../../../contract/operation';
import type { PlayerHttp } from '../http/playerHttp';

/**
 * The configuration's address. Root-relative: a relative address would resolve under the
 * player's own address, where it would miss.
 */
export const CONFIG_URL = '/assets/config/config.json';

/** The services' base URL of a configuration: host (empty for the page's origin) plus context root. */
export const servicesBaseUrl = (config: AppConfig): string =>
  `${config.qgServices?.host ?? ''}${config.qgServices?.contextRoot ?? DEFAULT_CONTEXT_ROOT}`;

/**
 * Loads the services' base URL; a configuration that cannot be loaded or read gives the defaults
 * (the page's origin and the default context root), as the SPA continues with `{}`.
 */
export async function loadServicesBaseUrl(http: PlayerHttp): Promise<string> {
  try {
    const json = await http.getJson(CONFIG_URL);
    return json && typeof json === 'object' && !Array.isArray(json) ? servicesBaseUrl(json as AppConfig) : servicesBaseUrl({});
  } catch {
    return servicesBaseUrl({});
  }
}
