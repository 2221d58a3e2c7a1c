/**
 * The one rule for "this platform is served over https", which decides the session cookies'
 * names (`__Host-` prefix, contract/cookies.ts `cookieName`) and their Secure flag:
 * - `PUBLIC_BASE_URL` starts with `https:` (the address users are given is https, whatever the
 *   hop between a proxy and this process speaks), or
 * - the request itself came over https: a TLS socket, or, only with `TRUST_PROXY=true`, an
 *   `X-Forwarded-Proto: https` header (Fastify's `request.protocol` applies exactly this; without
 *   TRUST_PROXY the header is ignored, so a client cannot choose the cookies' names).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Whether the platform answers this request over https (see src/server/http/servedOverHttps.ts). */
    servedOverHttps: boolean;
  }
}

/** Whether a public base URL (PUBLIC_BASE_URL) is an https address. */
export const httpsBaseUrl = (publicBaseUrl: string): boolean => /^https:\/\//i.test(publicBaseUrl.trim());

/**
 * Whether one request is served over https under the rule of this file.
 * @param publicBaseUrl PUBLIC_BASE_URL of the server settings.
 */
export const requestServedOverHttps = (request: FastifyRequest, publicBaseUrl: string): boolean =>
  httpsBaseUrl(publicBaseUrl) || request.protocol === 'https';

/**
 * Sets `request.servedOverHttps` on every request, before any route or hook of the app reads it.
 * Call it before registering routes and plugins.
 */
export function registerServedOverHttps(app: FastifyInstance, publicBaseUrl: string): void {
  app.decorateRequest('servedOverHttps', false);
  app.addHook('onRequest', async (request) => {
    request.servedOverHttps = requestServedOverHttps(request, publicBaseUrl);
  });
}
