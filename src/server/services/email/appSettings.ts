/** What e-mail reads of the current app configuration served to the SPA (config.json). */
import { type AppConfigSource, configText, currentAppConfig } from '../platformConfiguration/currentAppConfig';
import type { LinkKind } from '../../../domain/remoteLink';
import { liveLinkUrl } from '../liveSessions/liveLinks';
import { playerUrl } from '../remoteLinks/linkStore';

/**
 * The video service's address (`externalHosts.videoService`), or null when none is set.
 * @throws Error when no configuration is stored and its file cannot be read or is not JSON.
 */
export async function videoServiceUrl(source: AppConfigSource): Promise<string | null> {
  return configText(await currentAppConfig(source), 'externalHosts', 'videoService');
}

/**
 * The absolute address a mailed link opens: the player's address (config.json `qosa.url`) on
 * `publicBaseUrl` unless it is absolute already, with the token in the fragment (a fragment never
 * reaches a server in a request line or a Referer); a `live` link's is the live page `{player}/live#<token>`.
 * @throws Error when no configuration is stored and its file cannot be read or is not JSON.
 */
export async function mailedLink(source: AppConfigSource, publicBaseUrl: string, token: string, kind: LinkKind = 'remote'): Promise<string> {
  const player = await playerUrl(source);
  const base = /^https?:\/\//i.test(player) ? player : `${publicBaseUrl}${player.startsWith('/') ? '' : '/'}${player}`;
  // A live session's link opens the player's live page (issue #20).
  return kind === 'live' ? liveLinkUrl(base, token) : `${base}#${token}`;
}
