/**
 * The attributes of a legacy form's token cookie (the double-submit guard of a page's POST):
 * sent back only to the form's own path, never readable by scripts, never sent from other sites,
 * Secure when the platform is served over https (`request.servedOverHttps`), and a session
 * cookie (no Max-Age), so it ends with the browser.
 */
import type { FastifyRequest } from 'fastify';

/**
 * @param path the path of the page whose form the cookie guards.
 * @returns the options for `reply.setCookie` and `reply.clearCookie`.
 */
export const formCookieOptions = (request: FastifyRequest, path: string) =>
  ({ path, httpOnly: true, sameSite: 'strict', secure: request.servedOverHttps }) as const;
