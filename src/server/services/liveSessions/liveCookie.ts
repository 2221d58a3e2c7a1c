/**
 * The live cookie (LIVE_COOKIE, `qg_live`; `__Host-qg_live` over https): what a live session
 * link's token is exchanged for (prosa.liveOpen), and what the examinee's page and its WebSocket
 * present afterwards (http/linkCookie.ts has the rules). Its signature differs from the player
 * cookie's, so neither opens the other's page.
 */
import { LIVE_COOKIE } from '../../../contract/cookies';
import { linkCookie } from '../../http/linkCookie';

/** The live cookie's functions: of, set, clear, linkId, matches. */
export const liveCookie = linkCookie(LIVE_COOKIE, 'live');
