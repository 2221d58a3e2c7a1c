/**
 * The `Clear-Site-Data` answer of a sign-out (W3C Clear Site Data; OWASP ASVS 5.0 V7.4.1, V14.3.1):
 * the browser drops every cookie of the site and its local storage, session storage and other
 * stores, so no token, stored identity or cached page of the signed-out user is left for the
 * next person at that browser, also where a script or a second tab wrote something the server's
 * own cookie clearing does not name. Sent by every sign-out: the SPA's (keepAlive.signOut) and
 * the legacy logout form's POST; never by a GET.
 */
import type { FastifyReply } from 'fastify';

/** The header's value: quoted directives, as the specification requires. */
export const SIGN_OUT_CLEAR_SITE_DATA = '"cookies", "storage"';

/** Adds `Clear-Site-Data: "cookies", "storage"` to a sign-out's answer. */
export function clearSiteData(reply: FastifyReply): FastifyReply {
  return reply.header('clear-site-data', SIGN_OUT_CLEAR_SITE_DATA);
}
