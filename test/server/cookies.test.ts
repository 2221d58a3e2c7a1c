/**
 * The cookies as a browser sees them (written and read by @fastify/cookie): exact Set-Cookie
 * attributes over HTTP and HTTPS, clearing, and how a Cookie header is read. The app trusts the
 * proxy, so `X-Forwarded-Proto: https` makes a request HTTPS; then the session cookies are named
 * `__Host-<name>` (httpsCookies.test.ts checks the other ways of being served over https).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { cookieName, CSRF_COOKIE, OAUTH_REFRESH_TOKEN_COOKIE, OAUTH_TOKEN_COOKIE, PREFERENCES_COOKIE, SESSION_COOKIE } from '../../src/contract/cookies';
import { formBody } from './support/session';

/** The legacy logout confirmation's form-token cookie (legacy/homeAndLogoutRoutes.ts). */
const LOGOUT_FORM_COOKIE = 'qg_logout_form';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ trustProxy: true });
});
afterAll(async () => {
  await test.close();
});

const FORM_COOKIE = 'qg_login_form';
const EPOCH = 'Thu, 01 Jan 1970 00:00:00 GMT';
const SELF = '/qg-services/account/users/self/preferences?addOnPermissions=true';

/** The Set-Cookie headers of a response by cookie name (each name set once). */
function setCookies(response: LightMyRequestResponse): Map<string, string> {
  const header = response.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  const byName = new Map<string, string>();
  for (const line of lines) {
    const name = line.slice(0, line.indexOf('='));
    expect(byName.has(name)).toBe(false);
    byName.set(name, line);
  }
  return byName;
}

/** A Set-Cookie's attributes after the value, without Expires (checked separately). */
const attributesOf = (line: string | undefined): string[] =>
  (line ?? '')
    .split('; ')
    .slice(1)
    .filter((attribute) => !attribute.startsWith('Expires='));

const valueOf = (line: string | undefined): string => decodeURIComponent((line ?? '').split('; ')[0]?.split('=')[1] ?? '');

const expiresInSeconds = (line: string | undefined): number => {
  const expires = /; Expires=([^;]+)/.exec(line ?? '')?.[1];
  return expires === undefined ? Number.NaN : (Date.parse(expires) - Date.now()) / 1000;
};

async function signInOver(app: FastifyInstance, https: boolean): Promise<{ page: LightMyRequestResponse; login: LightMyRequestResponse }> {
  const proto = { 'x-forwarded-proto': https ? 'https' : 'http' };
  const page = await app.inject({ method: 'GET', url: '/legacy/login', headers: proto });
  const formToken = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const login = await app.inject({
    method: 'POST',
    url: '/legacy/login',
    headers: { ...proto, 'content-type': 'application/x-www-form-urlencoded', cookie: `${FORM_COOKIE}=${valueOf(setCookies(page).get(FORM_COOKIE))}` },
    payload: formBody({ userName: 'examiner', password: 'examiner-demo', formToken }),
  });
  return { page, login };
}

describe.each([
  ['HTTPS', true],
  ['HTTP', false],
])('over %s', (_label, https) => {
  const secure = https ? ['Secure'] : [];
  /** A session cookie's name over this protocol. */
  const named = (base: string): string => cookieName(base, https);

  it('sets the login form cookie: HttpOnly, SameSite=Strict, the login path, no Max-Age', async () => {
    const { page } = await signInOver(test.app, https);
    const line = setCookies(page).get(FORM_COOKIE);
    expect(valueOf(line)).toMatch(/^[\w-]{22}$/);
    expect(line).not.toContain('Expires=');
    expect(attributesOf(line)).toEqual(['Path=/legacy/login', 'HttpOnly', ...secure, 'SameSite=Strict']);
  });

  it('sets the four session cookies and the preferences cookie with their lifetimes, and clears the form cookie', async () => {
    const { login } = await signInOver(test.app, https);
    expect(login.statusCode).toBe(303);
    const cookies = setCookies(login);
    expect([...cookies.keys()].sort()).toEqual(
      [named(CSRF_COOKIE), FORM_COOKIE, named(OAUTH_REFRESH_TOKEN_COOKIE), named(OAUTH_TOKEN_COOKIE), named(SESSION_COOKIE), PREFERENCES_COOKIE].sort(),
    );

    // Access token: 10 minutes; the rest: the session's absolute limit (12 hours). Max-Age is
    // whole seconds rounded down from the expiry, so it may be a second short.
    const lifetimes = {
      [named(OAUTH_TOKEN_COOKIE)]: 600,
      [named(OAUTH_REFRESH_TOKEN_COOKIE)]: 43_200,
      [named(SESSION_COOKIE)]: 43_200,
      [named(CSRF_COOKIE)]: 43_200,
      [PREFERENCES_COOKIE]: 43_200,
    };
    for (const [name, seconds] of Object.entries(lifetimes)) {
      const [maxAge, ...rest] = attributesOf(cookies.get(name));
      expect(Number(/^Max-Age=(\d+)$/.exec(maxAge ?? '')?.[1])).toBeGreaterThanOrEqual(seconds - 2);
      expect(Number(/^Max-Age=(\d+)$/.exec(maxAge ?? '')?.[1])).toBeLessThanOrEqual(seconds);
      // The session cookies: SameSite=Strict; the preferences cookie (no secret, not a session cookie): Lax.
      const sameSite = name === PREFERENCES_COOKIE ? 'SameSite=Lax' : 'SameSite=Strict';
      expect(rest).toEqual(['Path=/', ...(name === named(SESSION_COOKIE) ? ['HttpOnly'] : []), ...secure, sameSite]);
    }
    expect(expiresInSeconds(cookies.get(named(OAUTH_TOKEN_COOKIE)))).toBeGreaterThan(595);
    expect(expiresInSeconds(cookies.get(named(OAUTH_TOKEN_COOKIE)))).toBeLessThanOrEqual(601);
    expect(expiresInSeconds(cookies.get(named(SESSION_COOKIE)))).toBeGreaterThan(43_195);

    // Values are sent as they are (base64url and dots need no encoding).
    expect(cookies.get(named(SESSION_COOKIE))).toMatch(new RegExp(`^${named(SESSION_COOKIE)}=[\\w-]+\\.[\\w-]{43}; `));
    expect(cookies.get(named(CSRF_COOKIE))).toMatch(new RegExp(`^${named(CSRF_COOKIE)}=[\\w-]{22}\\.[\\w-]{43}; `));
    expect(cookies.get(named(OAUTH_TOKEN_COOKIE))).toMatch(new RegExp(`^${named(OAUTH_TOKEN_COOKIE)}=[\\w-]+\\.[\\w-]+\\.[\\w-]+; `));

    expect(cookies.get(FORM_COOKIE)).toBe(`${FORM_COOKIE}=; Max-Age=0; Path=/legacy/login; Expires=${EPOCH}; HttpOnly${https ? '; Secure' : ''}; SameSite=Strict`);
  });

  it('clears the four cookies at sign-out with the attributes they were set with', async () => {
    const { login } = await signInOver(test.app, https);
    const sessionCookie = valueOf(setCookies(login).get(named(SESSION_COOKIE)));
    const proto = https ? 'https' : 'http';
    // The confirmed sign-out: the confirmation's form token (cookie and field), then its POST.
    const confirmation = await test.app.inject({ method: 'GET', url: '/legacy/logout', headers: { 'x-forwarded-proto': proto, cookie: `${named(SESSION_COOKIE)}=${sessionCookie}` } });
    const formToken = /name="formToken" value="([^"]+)"/.exec(confirmation.body)?.[1] ?? '';
    const formCookie = valueOf(setCookies(confirmation).get(LOGOUT_FORM_COOKIE));
    const logout = await test.app.inject({
      method: 'POST',
      url: '/legacy/logout',
      headers: { 'x-forwarded-proto': proto, cookie: `${named(SESSION_COOKIE)}=${sessionCookie}; ${LOGOUT_FORM_COOKIE}=${formCookie}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: formBody({ formToken }),
    });
    expect(logout.statusCode).toBe(303);
    const cookies = setCookies(logout);
    const tail = `${https ? '; Secure' : ''}; SameSite=Strict`;
    for (const base of [OAUTH_TOKEN_COOKIE, OAUTH_REFRESH_TOKEN_COOKIE, CSRF_COOKIE]) {
      expect(cookies.get(named(base))).toBe(`${named(base)}=; Max-Age=0; Path=/; Expires=${EPOCH}${tail}`);
    }
    expect(cookies.get(named(SESSION_COOKIE))).toBe(`${named(SESSION_COOKIE)}=; Max-Age=0; Path=/; Expires=${EPOCH}; HttpOnly${tail}`);
    // The form token's own cookie is cleared too; the four of the session are what this checks.
    expect([...cookies.keys()].filter((name) => name !== LOGOUT_FORM_COOKIE)).toHaveLength(4);
  });
});

describe('reading the Cookie header', () => {
  it('authenticates with the token cookie; the first of duplicate names wins; a bearer header takes precedence', async () => {
    const { login } = await signInOver(test.app, false);
    const token = valueOf(setCookies(login).get(OAUTH_TOKEN_COOKIE));
    const get = (headers: Record<string, string>) => test.app.inject({ method: 'GET', url: SELF, headers });
    expect((await get({ cookie: `other=1; ${OAUTH_TOKEN_COOKIE}=${token}` })).statusCode).toBe(200);
    expect((await get({ cookie: `${OAUTH_TOKEN_COOKIE}=${token}; ${OAUTH_TOKEN_COOKIE}=nope` })).statusCode).toBe(200);
    expect((await get({ cookie: `${OAUTH_TOKEN_COOKIE}=nope; ${OAUTH_TOKEN_COOKIE}=${token}` })).statusCode).toBe(401);
    expect((await get({ cookie: `${OAUTH_TOKEN_COOKIE}=${token}`, authorization: 'Basic eDp5' })).statusCode).toBe(401);
    expect((await get({ cookie: `__proto__=x; constructor=y; ${OAUTH_TOKEN_COOKIE}=${token}` })).statusCode).toBe(200);
  });

  it('refuses a state-changing call with a tampered session cookie (its HMAC does not verify)', async () => {
    const { login } = await signInOver(test.app, false);
    const cookies = setCookies(login);
    const sessionCookie = valueOf(cookies.get(SESSION_COOKIE));
    const xsrf = valueOf(cookies.get(CSRF_COOKIE));
    const ping = (session: string) =>
      test.app.inject({
        method: 'POST',
        url: '/qg-services/keep-alive/token',
        headers: { cookie: `${SESSION_COOKIE}=${session}; ${CSRF_COOKIE}=${xsrf}`, 'x-xsrf-token': xsrf },
        payload: { refreshToken: valueOf(cookies.get(OAUTH_REFRESH_TOKEN_COOKIE)) },
      });
    const tampered = `${sessionCookie.slice(0, -1)}${sessionCookie.endsWith('A') ? 'B' : 'A'}`;
    const refused = await ping(tampered);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'csrf' });
    expect((await ping(sessionCookie)).statusCode).toBe(200);
  });

  it('refuses the login form without its cookie, or with a cookie of another form', async () => {
    const first = await signInOver(test.app, false);
    const second = await test.app.inject({ method: 'GET', url: '/legacy/login' });
    const formToken = /name="formToken" value="([^"]+)"/.exec(first.page.body)?.[1] ?? '';
    const post = (cookie: string | undefined) =>
      test.app.inject({
        method: 'POST',
        url: '/legacy/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
        payload: formBody({ userName: 'examiner', password: 'examiner-demo', formToken }),
      });
    expect((await post(undefined)).statusCode).toBe(403);
    expect((await post(`${FORM_COOKIE}=${valueOf(setCookies(second).get(FORM_COOKIE))}`)).statusCode).toBe(403);
  });
});
