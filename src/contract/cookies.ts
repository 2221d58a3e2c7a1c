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
/**
 * The prefix of a session cookie's name when the platform is served over https (RFC 6265bis
 * §4.1.3.2, ASVS 5.0 V3.3.1 and V3.3.3): a browser accepts a `__Host-` cookie only when it is Secure, has
 * Path=/ and no Domain, so no sibling host and no plain-http answer can set or shadow it.
 */
export const HOST_COOKIE_PREFIX = '__Host-';
/**
 * The name a session cookie has on the wire: `__Host-<base>` when the platform is served over
 * https, `<base>` over plain http (local development and tests: a browser refuses a `__Host-`
 * cookie that is not Secure, and a Secure cookie set over http).
 * @param base the cookie's name without prefix ({@link OAUTH_TOKEN_COOKIE} and the others of {@link SESSION_COOKIE_NAMES}).
 * @param secure whether the platform is served over https: in the browser
 *   `location.protocol === 'https:'`, on the server `request.servedOverHttps` (PUBLIC_BASE_URL,
 *   TRUST_PROXY and X-Forwarded-Proto, or TLS).
 */
export const cookieName = (base: string, secure: boolean): string => (secure ? `${HOST_COOKIE_PREFIX}${base}` : base);
/** The header that carries the CSRF cookie's value. */
export const CSRF_HEADER = 'X-XSRF-TOKEN';
/** The header that makes a retried POST apply once. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/**
 * The session cookies the browser's code may read or write by their base name (the cookie jars
 * of the SPA and the player add the prefix of {@link cookieName}). The player's link cookie
 * (`PLAYER_COOKIE`, HttpOnly) and {@link SESSION_COOKIE} are session cookies too, but no script
 * ever sees them. The preference cookies are not session cookies and keep their names (spec §9
 * names viewTypePreferences).
 */
export const SESSION_COOKIE_NAMES: readonly string[] = [OAUTH_TOKEN_COOKIE, OAUTH_REFRESH_TOKEN_COOKIE, SESSION_COOKIE, CSRF_COOKIE];
/**
 * The name a browser script reads or writes for a cookie it knows by `name`: a session cookie
 * ({@link SESSION_COOKIE_NAMES}) under {@link cookieName}, any other cookie as it is.
 * @param secure the page is https (`location.protocol === 'https:'`).
 */
export const browserCookieName = (name: string, secure: boolean): string => (SESSION_COOKIE_NAMES.includes(name) ? cookieName(name, secure) : name);
/** The examinee's side of a live session: what its link's token is exchanged for (issue #20). HttpOnly; `__Host-` over https. */
export const LIVE_COOKIE = 'qg_live';
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
