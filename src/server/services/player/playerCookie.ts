/**
 * The player cookie (PLAYER_COOKIE): what a link's token is exchanged for. Its value is
 * `linkId.HMAC(key, "osa:" + linkId + ":" + tokenHash)`, so it names the link without holding
 * its token, and stops working when the link is given a new token (a resend). HttpOnly,
 * SameSite=Strict, path `/`, kept until the link expires; served over https
 * (`request.servedOverHttps`) it is Secure and named `__Host-qg_osa` like the other session
 * cookies. Path `/` because `__Host-` requires it (a path is no security boundary within one
 * origin; the prefix's guarantees, host-only and Secure, are worth more).
 *
 * Strict does not get in the way of a link opened from a mail client (a cross-site top-level
 * navigation): the page itself needs no cookie, the token is in the address's fragment, and the
 * player exchanges it with a same-origin call (playerOpen) whose answer sets this cookie; every
 * later call is same-origin too.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieName } from '../../../contract/cookies';
import { PLAYER_COOKIE } from '../../../contract/services/player';

const mac = (key: Buffer, linkId: number, tokenHash: string): string => createHmac('sha256', key).update(`osa:${linkId}:${tokenHash}`).digest('base64url');

const cookieOptions = (request: FastifyRequest) => ({ path: '/', sameSite: 'strict', secure: request.servedOverHttps, httpOnly: true }) as const;

/** The player cookie's name in this request (`__Host-qg_osa` over https). */
const playerCookieName = (request: FastifyRequest): string => cookieName(PLAYER_COOKIE, request.servedOverHttps);

/** The player cookie a request carries, under the name of the https rule. */
export const playerCookieOf = (request: FastifyRequest): string | undefined => request.cookies[playerCookieName(request)];

/** Sets the player cookie for a link until it expires. */
export function setPlayerCookie(request: FastifyRequest, reply: FastifyReply, key: Buffer, link: { id: number; tokenHash: string; expiresAt: Date }, now: Date): void {
  const maxAge = Math.max(0, Math.floor((link.expiresAt.getTime() - now.getTime()) / 1000));
  reply.setCookie(playerCookieName(request), `${link.id}.${mac(key, link.id, link.tokenHash)}`, { ...cookieOptions(request), maxAge });
}

/** Clears the player cookie (its link no longer opens). */
export function clearPlayerCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(playerCookieName(request), cookieOptions(request));
}

/** The link id a player cookie names, before its signature is checked; null when it is not one. */
export function playerCookieLinkId(value: string | undefined): number | null {
  const match = /^(\d{1,10})\.[A-Za-z0-9_-]{43}$/.exec(value ?? '');
  return match ? Number(match[1]) : null;
}

/** Whether a player cookie was made for this link and its current token (constant-time comparison). */
export function playerCookieMatches(key: Buffer, value: string, link: { id: number; tokenHash: string }): boolean {
  const expected = Buffer.from(`${link.id}.${mac(key, link.id, link.tokenHash)}`);
  const given = Buffer.from(value);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
