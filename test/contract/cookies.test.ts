// The cookie names the server and the browser clients share (src/contract/cookies.ts): over https
// every session cookie carries the __Host- prefix, over http none does, and the preference
// cookies never do (spec §9 names viewTypePreferences).
import {
  browserCookieName,
  cookieName,
  CSRF_COOKIE,
  OAUTH_REFRESH_TOKEN_COOKIE,
  OAUTH_TOKEN_COOKIE,
  PREFERENCES_COOKIE,
  SESSION_COOKIE,
  VIEW_TYPE_PREFERENCES_COOKIE,
} from '../../src/contract/cookies';
import { PLAYER_COOKIE } from '../../src/contract/services/player';

describe('cookie names', () => {
  it('prefix a session cookie with __Host- over https only', () => {
    for (const base of [OAUTH_TOKEN_COOKIE, OAUTH_REFRESH_TOKEN_COOKIE, SESSION_COOKIE, CSRF_COOKIE, PLAYER_COOKIE]) {
      expect(cookieName(base, true)).toBe(`__Host-${base}`);
      expect(cookieName(base, false)).toBe(base);
    }
  });

  it('give the browser scripts the session cookies’ names and leave the preference cookies as they are', () => {
    expect(browserCookieName(OAUTH_TOKEN_COOKIE, true)).toBe('__Host-qg_oauth_token');
    expect(browserCookieName(OAUTH_REFRESH_TOKEN_COOKIE, true)).toBe('__Host-qg_oauth_refresh_token');
    expect(browserCookieName(CSRF_COOKIE, true)).toBe('__Host-XSRF-TOKEN');
    expect(browserCookieName(CSRF_COOKIE, false)).toBe('XSRF-TOKEN');
    expect(browserCookieName(VIEW_TYPE_PREFERENCES_COOKIE, true)).toBe('viewTypePreferences');
    expect(browserCookieName(PREFERENCES_COOKIE, true)).toBe('qg_preferences');
  });
});
