/**
 * Pure rules of the tokens: where they come from at start (spec §4, §5) and when to refresh.
 */
import type { AppConfig } from '../../../contract/appConfig';
import type { TokenPair } from '../../../contract/types';
import { ok, type Result } from '../../../domain/result';
import { decodeBase64Utf8 } from '../../../domain/base64';
import { localDevelopmentTokens } from '../../../domain/localDevelopment';
import type { RestoredTokens } from './sessionSlice';

/** Token values found in the browser at start. */
export interface TokenSources {
  cookieToken?: string | undefined;
  cookieRefreshToken?: string | undefined;
  storedToken?: string | null | undefined;
  storedRefreshToken?: string | null | undefined;
}

const blank = (value: string | null | undefined): value is null | undefined | '' => !value || value.trim() === '';

/**
 * The tokens to start with: the local-development config when enabled (a blank access token is an
 * error, a blank refresh token falls back to the access token), else the cookies, else local storage.
 * The cookie pair is taken whole so a fresh cookie token is never paired with an old stored refresh token.
 */
export function resolveTokens(local: AppConfig['local'] | null, sources: TokenSources): Result<RestoredTokens> {
  if (local?.enabled) return localDevelopmentTokens(local);
  if (!blank(sources.cookieToken)) return ok({ token: sources.cookieToken, refreshToken: sources.cookieRefreshToken || null });
  return ok({ token: sources.storedToken || null, refreshToken: sources.storedRefreshToken || null });
}

/** The claims of a JWT, read without verifying the signature; `null` for an opaque token. */
function jwtClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Utf8(payload));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The `exp` claim of a JWT in seconds, read without verifying the signature (the server verifies;
 * the SPA only needs to know when to refresh).
 * @returns `null` for an opaque token or one without `exp`.
 */
export function jwtExpiresAt(token: string): number | null {
  const exp = jwtClaims(token)?.['exp'];
  return typeof exp === 'number' ? exp : null;
}

/** The `iat` claim (seconds since the epoch, the server's clock), or `null` when absent. */
export function jwtIssuedAt(token: string): number | null {
  const iat = jwtClaims(token)?.['iat'];
  return typeof iat === 'number' ? iat : null;
}

/**
 * The moment to measure a token's remaining lifetime from. The device's clock may be minutes off
 * the server's, which issued `iat` and `exp`: a clock ahead would find every new token already
 * due and refresh in a loop, one behind would refresh after the token ended. So a token this tab
 * has just received is measured from its `iat` (it was issued a moment ago), as is any token the
 * device's clock places before its own issue; otherwise (a token read back from storage) from the
 * device's clock.
 * @param justReceived whether the token came from a refresh or another tab just now.
 * @returns an ISO instant for {@link refreshDelayMs}.
 */
export function lifetimeMeasuredFrom(token: string, nowIso: string, justReceived: boolean): string {
  const iat = jwtIssuedAt(token);
  if (iat === null) return nowIso;
  const issued = iat * 1000;
  return justReceived || Date.parse(nowIso) < issued ? new Date(issued).toISOString() : nowIso;
}

/**
 * Whether two access tokens belong to the same server session (the `sid` claim). Tokens without
 * the claim (opaque local-development tokens) cannot tell, and count as the same.
 */
export function sameSession(a: string, b: string): boolean {
  const first = jwtClaims(a)?.['sid'];
  const second = jwtClaims(b)?.['sid'];
  return typeof first !== 'string' || typeof second !== 'string' || first === second;
}

/** How long before expiry the token is refreshed, at most. */
export const REFRESH_LEAD_MS = 60_000;

/**
 * Milliseconds to wait before refreshing: a minute before expiry, or a fifth of the remaining
 * lifetime for short-lived tokens, and at once when already due.
 * @returns `null` when the token has no expiry to schedule on.
 */
export function refreshDelayMs(token: string, nowIso: string): number | null {
  const exp = jwtExpiresAt(token);
  if (exp === null) return null;
  const remaining = exp * 1000 - Date.parse(nowIso);
  if (remaining <= 0) return 0;
  return Math.round(remaining - Math.min(REFRESH_LEAD_MS, remaining / 5));
}

/**
 * The stored pair this tab should take over: one another tab stored after refreshing, for the
 * same server session. A pair of another session (someone signed in again meanwhile) is never
 * taken: this tab's identity belongs to its own session.
 * @returns the pair to adopt, or `null` when there is nothing newer.
 */
export function pairToAdopt(stored: TokenPair | null, current: RestoredTokens): TokenPair | null {
  if (!stored || !current.token || stored.refreshToken === current.refreshToken) return null;
  return sameSession(stored.token, current.token) ? stored : null;
}
