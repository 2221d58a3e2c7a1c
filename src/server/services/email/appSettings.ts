/** What e-mail reads of the app configuration file served to the SPA (config.json). */
import { readFile } from 'node:fs/promises';
import { playerUrl } from '../remoteLinks/linkStore';

/**
 * The video service's address (`externalHosts.videoService`), or null when none is set.
 * @throws Error when the configuration file cannot be read or is not JSON.
 */
export async function videoServiceUrl(appConfigFile: string): Promise<string | null> {
  const config = JSON.parse(await readFile(appConfigFile, 'utf8')) as { externalHosts?: { videoService?: unknown } };
  const url = config.externalHosts?.videoService;
  return typeof url === 'string' && url.trim() !== '' ? url.trim() : null;
}

/**
 * The absolute address a mailed link opens: the player's address (config.json `qosa.url`) on
 * `publicBaseUrl` unless it is absolute already, with the token in the fragment (a fragment never
 * reaches a server in a request line or a Referer).
 * @throws Error when the configuration file cannot be read or is not JSON.
 */
export async function mailedLink(appConfigFile: string, publicBaseUrl: string, token: string): Promise<string> {
  const player = await playerUrl(appConfigFile);
  const base = /^https?:\/\//i.test(player) ? player : `${publicBaseUrl}${player.startsWith('/') ? '' : '/'}${player}`;
  return `${base}#${token}`;
}
