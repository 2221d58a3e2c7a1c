/**
 * Plain functions over the injected cookie jar and local storage: what the session keeps in the
 * browser. Sagas `call` them, so tests see each write as an effect.
 */
import { OAUTH_REFRESH_TOKEN_COOKIE, OAUTH_TOKEN_COOKIE, STORAGE_KEYS } from '../../../contract/cookies';
import type { TokenPair } from '../../../contract/types';
import type { UserIdentity } from '../../../domain/identity';
import type { CookieJar, KeyValueStorage } from '../../io/appIo';
import { decodeRedirect, encodeRedirect } from '../../../domain/redirect';
import type { RestoredTokens } from './sessionSlice';
import type { TokenSources } from './tokens';

/** Reads the token cookies and the stored tokens. */
export function readTokenSources(cookies: CookieJar, storage: KeyValueStorage): TokenSources {
  return {
    cookieToken: cookies.get(OAUTH_TOKEN_COOKIE),
    cookieRefreshToken: cookies.get(OAUTH_REFRESH_TOKEN_COOKIE),
    storedToken: storage.get(STORAGE_KEYS.token),
    storedRefreshToken: storage.get(STORAGE_KEYS.refreshToken),
  };
}

/** The pair this SPA last stored in local storage (shared by its tabs), or `null` when incomplete. */
export function readStoredTokens(storage: KeyValueStorage): TokenPair | null {
  const token = storage.get(STORAGE_KEYS.token);
  const refreshToken = storage.get(STORAGE_KEYS.refreshToken);
  return token && refreshToken ? { token, refreshToken } : null;
}

/** How tokens are written. */
export interface TokenWriteOptions {
  /** Write the token cookies too (after a refresh, or for local development). */
  writeCookies: boolean;
  /** ISO instant the cookies expire at; session cookies when absent. */
  cookiesExpireAt?: string;
}

/** Keeps tokens in local storage, and in the cookies when asked (spec §4: tokens live in both). */
export function storeTokens(cookies: CookieJar, storage: KeyValueStorage, tokens: RestoredTokens, options: TokenWriteOptions): void {
  const pairs: [string, string, string | null][] = [
    [STORAGE_KEYS.token, OAUTH_TOKEN_COOKIE, tokens.token],
    [STORAGE_KEYS.refreshToken, OAUTH_REFRESH_TOKEN_COOKIE, tokens.refreshToken],
  ];
  for (const [key, cookie, value] of pairs) {
    if (value === null) continue;
    storage.set(key, value);
    // A cookie the server already set (with its own lifetime) is left as it is.
    if (options.writeCookies && cookies.get(cookie) !== value) {
      cookies.set(cookie, value, options.cookiesExpireAt ? { expiresAt: options.cookiesExpireAt } : {});
    }
  }
}

/**
 * Keeps the loaded identity in local storage (spec §4 names a "stored identity", cleared with the
 * tokens), or forgets it when `identity` is `null` (spec §4: a failed load clears the identity).
 */
export function storeIdentity(storage: KeyValueStorage, identity: UserIdentity | null): void {
  if (identity === null) storage.remove(STORAGE_KEYS.identity);
  else storage.set(STORAGE_KEYS.identity, JSON.stringify(identity));
}

/** Removes all tokens: the cookies, the stored tokens and identity, the redirect, the previous and current route (spec §4). */
export function clearStoredSession(cookies: CookieJar, storage: KeyValueStorage): void {
  cookies.remove(OAUTH_TOKEN_COOKIE);
  cookies.remove(OAUTH_REFRESH_TOKEN_COOKIE);
  for (const key of Object.values(STORAGE_KEYS)) storage.remove(key);
}

/** Saves the route to return to after sign-in, base64-encoded; saving it clears the previous and current route (spec §4). */
export function saveRedirect(storage: KeyValueStorage, path: string): void {
  storage.set(STORAGE_KEYS.redirect, encodeRedirect(path));
  storage.remove(STORAGE_KEYS.previousRoute);
  storage.remove(STORAGE_KEYS.currentRoute);
}

/** Reads and clears the stored redirect. @returns the decoded route, or `null` when none (or unusable). */
export function takeRedirect(storage: KeyValueStorage): string | null {
  const value = storage.get(STORAGE_KEYS.redirect);
  if (value === null) return null;
  storage.remove(STORAGE_KEYS.redirect);
  return decodeRedirect(value);
}

/** Remembers the previous and current route (kept for the legacy pages' "back" links). */
export function rememberRoute(storage: KeyValueStorage, path: string): void {
  const current = storage.get(STORAGE_KEYS.currentRoute);
  if (current === path) return;
  if (current !== null) storage.set(STORAGE_KEYS.previousRoute, current);
  storage.set(STORAGE_KEYS.currentRoute, path);
}
