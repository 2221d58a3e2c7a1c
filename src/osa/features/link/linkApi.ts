/** The link's calls: open by token, the state by cookie, the launch record. */
import { osaLaunchNotification, playerOpen, playerState } from '../../../contract/services/player';
import { playerOpenCode } from '../../../contract/services/groupAssignments';
import type { PlayerHttp } from '../../core/http/playerHttp';

/** Exchanges the address's token for the player cookie; answers the state. */
export const openLink = (http: PlayerHttp, baseUrl: string, token: string) => http.send(playerOpen, { body: { token } }, baseUrl);

/** The state of the link the player cookie names. */
export const fetchPlayerState = (http: PlayerHttp, baseUrl: string) => http.send(playerState, {}, baseUrl);

/** Records that the respondent left the instructions and began; answers the state. */
export const notifyLaunch = (http: PlayerHttp, baseUrl: string) => http.send(osaLaunchNotification, { body: {} }, baseUrl);

/** Exchanges a class session code for the player cookie; answers the state. */
export const openCode = (http: PlayerHttp, baseUrl: string, code: string) => http.send(playerOpenCode, { body: { code } }, baseUrl);
