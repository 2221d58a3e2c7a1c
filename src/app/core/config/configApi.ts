import type { AppConfig } from '../../../contract/appConfig';
import type { HttpClient } from '../http/httpClient';

/**
 * Where the configuration is (spec §7: `assets/config/config.json`, from the root). Root-relative:
 * the page has no `<base>` element (the CSP's `base-uri 'none'` forbids one), so a relative
 * address would resolve under the current route.
 */
export const CONFIG_URL = '/assets/config/config.json';

/** Fetches the app configuration; anything but a JSON object is a failure. */
export async function fetchAppConfig(http: HttpClient): Promise<AppConfig> {
  const json = await http.getJson(CONFIG_URL);
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw new Error('config.json is not an object');
  return json as AppConfig;
}
