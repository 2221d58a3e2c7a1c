/**
 * Names of the cookies and headers shared by the server, the legacy pages and the SPA.
 * Spec §9 names two token cookies without naming them; these are our names.
 */

/** The OAuth (access) token cookie: readable by the SPA, which also keeps the token in local storage. */
export const OAUTH_TOKEN_COOKIE = 'qg_oauth_token';
/** The OAuth refresh token cookie. */
export const OAUTH_REFRESH_TOKEN_COOKIE = 'qg_oauth_refresh_token';
/** The server session cookie (HttpOnly). */
export const SESSION_COOKIE = 'qg_session';
/** The CSRF cookie the SPA copies into {@link CSRF_HEADER} on non-GET relative requests (spec §7). */
export const CSRF_COOKIE = 'XSRF-TOKEN';
/** The header that carries the CSRF cookie's value. */
export const CSRF_HEADER = 'X-XSRF-TOKEN';
/** The header that makes a retried POST apply once. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** The list-or-grid view preference cookie (spec §9): valid 20 years, path root. */
export const VIEW_TYPE_PREFERENCES_COOKIE = 'viewTypePreferences';
/** The user preferences cookie the SPA reads its preferences from (spec §8: a parse failure yields no preferences). */
export const PREFERENCES_COOKIE = 'qg_preferences';
/** Local-storage keys of the SPA. */
export const STORAGE_KEYS = {
  token: 'qg.token',
  refreshToken: 'qg.refreshToken',
  identity: 'qg.identity',
  /** The stored redirect, base64-encoded (spec §4). */
  redirect: 'qg.redirect',
  previousRoute: 'qg.previousRoute',
  currentRoute: 'qg.currentRoute',
} as const;
