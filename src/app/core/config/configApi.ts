import type { AppConfig } from '../../../contract/appConfig';
import type { HttpClient } from '../http/httpClient';

/**
 * Where the configuration is. Relative on purpose: index.html sets `<base href="/">`, so it
 * resolves to `/assets/config/config.json` on every route, and a deployment under another base
 * moves it along.
 */
export const CONFIG_URL = 'assets/config/config.json';

/** Fetches the app configuration; anything but a JSON object is a failure. */
export async function fetchAppConfig(http: HttpClient): Promise<AppConfig> {
  const json = await http.getJson(CONFIG_URL);
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw new Error('config.json is not an object');
  return json as AppConfig;
}
