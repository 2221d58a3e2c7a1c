/** The live page's calls: exchange the link's token for the live cookie, or read the session by the cookie. */
import { liveOpen, liveState } from '../../../contract/services/liveSessions';
import type { PlayerHttp } from '../../core/http/playerHttp';

/** Exchanges the address's token for the live cookie; answers the session. */
export const openLive = (http: PlayerHttp, baseUrl: string, token: string) => http.send(liveOpen, { body: { token } }, baseUrl);

/** The session the live cookie joins (after a reload, or a tab reopened). */
export const fetchLiveState = (http: PlayerHttp, baseUrl: string) => http.send(liveState, {}, baseUrl);

/** The examinee's socket address: the services' base as a WebSocket address (`pageOrigin` for a base without a host). */
export function liveSocketUrl(baseUrl: string, pageOrigin: string, webSocketOrigin: (origin: string) => string): string {
  const absolute = /^https?:\/\//.test(baseUrl) ? baseUrl : `${pageOrigin}${baseUrl}`;
  return `${webSocketOrigin(absolute)}/prosa-facade/live/socket`;
}
