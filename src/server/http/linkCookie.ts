/**
 * A remote link's cookie: what a link's token is exchanged for (the player's, and a live
 * session's). Its value is `linkId.HMAC(key, purpose + ":" + linkId + ":" + tokenHash)`, so it
 * names the link without holding its token, and stops working when the link is given a new token
 * (a resend). HttpOnly, SameSite=Strict, path `/`, kept until the link expires; served over https
 * (`request.servedOverHttps`) it is Secure and carries the `__Host-` prefix like the session
 * cookies. Path `/` because `__Host-` requires it (a path is no security boundary within one
 * origin; the prefix's guarantees, host-only and Secure, are worth more).
 *
 * Strict does not get in the way of a link opened from a mail client (a cross-site top-level
 * navigation): the page itself needs no cookie, the token is in the address's fragment, and the
 * page exchanges it with a same-origin call whose answer sets this cookie; every later call (and
 * a live session's WebSocket) is same-origin too.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieName } from '../../contract/cookies';

/** The link a cookie is made for: its id, its current token's hash and its expiry. */
export interface CookieLink {
  id: number;
  tokenHash: string;
}

/** The functions of one link cookie. */
export interface LinkCookie {
  /** The cookie a request carries, under the name of the https rule. */
  of(request: FastifyRequest): string | undefined;
  /** Sets the cookie for a link until it expires. */
  set(request: FastifyRequest, reply: FastifyReply, key: Buffer, link: CookieLink & { expiresAt: Date }, now: Date): void;
  /** Clears the cookie (its link no longer opens). */
  clear(request: FastifyRequest, reply: FastifyReply): void;
  /** The link id a cookie value names, before its signature is checked; null when it is not one. */
  linkId(value: string | undefined): number | null;
  /** Whether a cookie value was made for this link and its current token (constant-time comparison). */
  matches(key: Buffer, value: string, link: CookieLink): boolean;
}

const cookieOptions = (request: FastifyRequest) => ({ path: '/', sameSite: 'strict', secure: request.servedOverHttps, httpOnly: true }) as const;

/**
 * The cookie `name` (`qg_osa`, `qg_live`) whose signature is bound to `purpose` (`osa`, `live`), so
 * one kind of cookie never opens the other's page.
 */
export function linkCookie(name: string, purpose: string): LinkCookie {
  const mac = (key: Buffer, linkId: number, tokenHash: string): string => createHmac('sha256', key).update(`${purpose}:${linkId}:${tokenHash}`).digest('base64url');
  const nameIn = (request: FastifyRequest): string => cookieName(name, request.servedOverHttps);
  return {
    of: (request) => request.cookies[nameIn(request)],
    set(request, reply, key, link, now) {
      const maxAge = Math.max(0, Math.floor((link.expiresAt.getTime() - now.getTime()) / 1000));
      reply.setCookie(nameIn(request), `${link.id}.${mac(key, link.id, link.tokenHash)}`, { ...cookieOptions(request), maxAge });
    },
    clear: (request, reply) => {
      reply.clearCookie(nameIn(request), cookieOptions(request));
    },
    linkId(value) {
      const match = /^(\d{1,10})\.[A-Za-z0-9_-]{43}$/.exec(value ?? '');
      return match ? Number(match[1]) : null;
    },
    matches(key, value, link) {
      const expected = Buffer.from(`${link.id}.${mac(key, link.id, link.tokenHash)}`);
      const given = Buffer.from(value);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
