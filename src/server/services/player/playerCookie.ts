/**
 * The player cookie (PLAYER_COOKIE, `qg_osa`; `__Host-qg_osa` over https): what a remote link's
 * token is exchanged for (http/linkCookie.ts has the rules).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PLAYER_COOKIE } from '../../../contract/services/player';
import { type CookieLink, linkCookie } from '../../http/linkCookie';

const cookie = linkCookie(PLAYER_COOKIE, 'osa');

/** The player cookie a request carries, under the name of the https rule. */
export const playerCookieOf = (request: FastifyRequest): string | undefined => cookie.of(request);

/** Sets the player cookie for a link until it expires. */
export const setPlayerCookie = (request: FastifyRequest, reply: FastifyReply, key: Buffer, link: CookieLink & { expiresAt: Date }, now: Date): void =>
  cookie.set(request, reply, key, link, now);

/** Clears the player cookie (its link no longer opens). */
export const clearPlayerCookie = (request: FastifyRequest, reply: FastifyReply): void => cookie.clear(request, reply);

/** The link id a player cookie names, before its signature is checked; null when it is not one. */
export const playerCookieLinkId = (value: string | undefined): number | null => cookie.linkId(value);

/** Whether a player cookie was made for this link and its current token (constant-time comparison). */
export const playerCookieMatches = (key: Buffer, value: string, link: CookieLink): boolean => cookie.matches(key, value, link);
