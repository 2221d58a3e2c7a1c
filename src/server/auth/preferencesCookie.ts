/**
 * The user-preferences cookie (domain/preferencesCookie.ts): readable by scripts, path `/`,
 * SameSite=Lax, for as long as the session lasts. It holds no secret, only the formats and the
 * language a page should use before it has loaded the identity.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PREFERENCES_COOKIE } from '../../contract/cookies';
import type { UserPreferences } from '../../domain/identity';
import { serializePreferencesCookie } from '../../domain/preferencesCookie';

/**
 * Sets the preferences cookie.
 * @param maxAgeSeconds how long it lasts (the session's remaining lifetime), in seconds.
 */
export function setPreferencesCookie(request: FastifyRequest, reply: FastifyReply, preferences: UserPreferences, maxAgeSeconds: number): void {
  reply.setCookie(PREFERENCES_COOKIE, serializePreferencesCookie(preferences), {
    path: '/',
    sameSite: 'lax',
    secure: request.servedOverHttps,
    httpOnly: false,
    maxAge: Math.max(0, Math.floor(maxAgeSeconds)),
  });
}
