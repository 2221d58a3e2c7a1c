/**
 * The player cookie (PLAYER_COOKIE): what a link's token is exchanged for. Its value is
 * `linkId.HMAC(key, "osa:" + linkId + ":" + tokenHash)`, so it names the link without holding
 * its token, and stops working when the link is given a new token (a resend). HttpOnly,
 * SameSite=Strict, scoped to the player's calls, Secure over HTTPS, kept until the link expires.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_CONTEXT_ROOT } from '../../../contract/operation';
import { PLAYER_API_PATH, PLAYER_COOKIE } from '../../../contract/services/player';

const mac = (key: Buffer, linkId: number, tokenHash: string): string => createHmac('sha256', key).update(`osa:${linkId}:${tokenHash}`).digest('base64url');

const cookieOptions = (request: FastifyRequest) =>
  ({ path: `${DEFAULT_CONTEXT_ROOT}${PLAYER_API_PATH}`, sameSite: 'strict', secure: request.protocol === 'https', httpOnly: true }) as const;

/** Sets the player cookie for a link until it expires. */
export function setPlayerCookie(request: FastifyRequest, reply: FastifyReply, key: Buffer, link: { id: number; tokenHash: string; expiresAt: Date }, now: Date): void {
  const maxAge = Math.max(0, Math.floor((link.expiresAt.getTime() - now.getTime()) / 1000));
  reply.setCookie(PLAYER_COOKIE, `${link.id}.${mac(key, link.id, link.tokenHash)}`, { ...cookieOptions(request), maxAge });
}

/** Clears the player cookie (its link no longer opens). */
export function clearPlayerCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(PLAYER_COOKIE, cookieOptions(request));
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
