/**
 * Sign-in, sign-out, token refresh (rotation and reuse), session limits and CSRF.
 */
import { CSRF_COOKIE, OAUTH_REFRESH_TOKEN_COOKIE, OAUTH_TOKEN_COOKIE, SESSION_COOKIE } from '../../src/contract/cookies';
import { createTestApp, type TestApp } from './support/testApp';
import { apiAs, cookieOf, formBody, headersOf, loginForm, postLogin, signIn } from './support/session';

jest.setTimeout(60_000);

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

const SELF = '/qg-services/account/users/self/preferences?addOnPermissions=true';
const PING = '/qg-services/keep-alive/ping';
const TOKEN = '/qg-services/keep-alive/token';

describe('legacy login page', () => {
  it('shows the form with its labels and button, and accepts the page-refresh flag', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/legacy/login?pageRefresh=true' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<label for="userName">User name</label>');
    expect(response.body).toContain('<label for="password">Password</label>');
    expect(response.body).toContain('<button type="submit">Sign in</button>');
    expect(response.body).toContain('<title>Q-global | Sign in</title>');
    expect(response.body).not.toContain('You have been signed out.');
  });

  it('shows the signed-out message with the logout flag', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/legacy/login?logout=true' });
    expect(response.body).toContain('You have been signed out.');
  });
});

describe('sign-in', () => {
  it('sets the four cookies and redirects to a safe next path', async () => {
    const response = await postLogin(test.app, 'examiner', 'examiner-demo', '/examinees?page=2');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/examinees?page=2');
    const cookies = response.cookies as { name: string; httpOnly?: boolean; sameSite?: string; path?: string }[];
    const byName = new Map(cookies.map((cookie) => [cookie.name, cookie]));
    for (const name of [OAUTH_TOKEN_COOKIE, OAUTH_REFRESH_TOKEN_COOKIE, SESSION_COOKIE, CSRF_COOKIE]) {
      expect(byName.get(name)).toMatchObject({ sameSite: 'Strict', path: '/' });
    }
    expect(byName.get(SESSION_COOKIE)?.httpOnly).toBe(true);
    expect(byName.get(OAUTH_TOKEN_COOKIE)?.httpOnly).toBeFalsy();
    expect(byName.get(OAUTH_REFRESH_TOKEN_COOKIE)?.httpOnly).toBeFalsy();
    expect(byName.get(CSRF_COOKIE)?.httpOnly).toBeFalsy();
    const token = cookieOf(response, OAUTH_TOKEN_COOKIE) ?? '';
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: expect.any(String), acc: expect.any(Number), sid: expect.any(String) });
    expect(Number(claims['exp']) - Number(claims['iat'])).toBe(10 * 60);
  });

  it.each(['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)', 'examinees'])(
    'redirects to / instead of the unsafe next %p',
    async (next) => {
      const response = await postLogin(test.app, 'examiner', 'examiner-demo', next);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/');
    },
  );

  it('refuses a wrong password or an unknown user with the same message and no cookies', async () => {
    for (const [userName, password] of [
      ['examiner', 'wrong'],
      ['nobody', 'nobody-demo'],
    ] as const) {
      const response = await postLogin(test.app, userName, password);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('The user name or password is incorrect.');
      expect(cookieOf(response, OAUTH_TOKEN_COOKIE)).toBeUndefined();
      expect(cookieOf(response, SESSION_COOKIE)).toBeUndefined();
    }
  });

  it('ends the previous session of the browser when it signs in again', async () => {
    const first = await signIn(test.app, 'examiner');
    const form = await loginForm(test.app);
    const again = await test.app.inject({
      method: 'POST',
      url: '/legacy/login',
      cookies: { qg_login_form: form.cookie, [SESSION_COOKIE]: first.sessionCookie },
      payload: formBody({ userName: 'teacher', password: 'teacher-demo', formToken: form.field }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(again.statusCode).toBe(303);
    expect((await test.app.inject({ method: 'GET', url: SELF, headers: { authorization: `Bearer ${first.token}` } })).statusCode).toBe(401);
    const second = cookieOf(again, OAUTH_TOKEN_COOKIE) ?? '';
    expect((await test.app.inject({ method: 'GET', url: SELF, headers: { authorization: `Bearer ${second}` } })).json()).toMatchObject({ userName: 'teacher' });
  });

  it('refuses a post without the form token (login CSRF)', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/legacy/login',
      payload: formBody({ userName: 'examiner', password: 'examiner-demo' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(403);
    expect(cookieOf(response, OAUTH_TOKEN_COOKIE)).toBeUndefined();
    const form = await loginForm(test.app);
    const forged = await test.app.inject({
      method: 'POST',
      url: '/legacy/login',
      cookies: { qg_login_form: form.cookie },
      payload: formBody({ userName: 'examiner', password: 'examiner-demo', formToken: `${form.cookie}.forged` }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.statusCode).toBe(403);
  });
});

describe('authenticated calls', () => {
  it('answers 401 problem details without a token, and accepts the bearer header or the token cookie', async () => {
    const anonymous = await test.app.inject({ method: 'GET', url: SELF });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(anonymous.json()).toMatchObject({ status: 401, code: 'unauthenticated' });

    const session = await signIn(test.app, 'examiner');
    const byHeader = await test.app.inject({ method: 'GET', url: SELF, headers: { authorization: `Bearer ${session.token}` } });
    expect(byHeader.statusCode).toBe(200);
    const byCookie = await test.app.inject({ method: 'GET', url: SELF, cookies: { [OAUTH_TOKEN_COOKIE]: session.token } });
    expect(byCookie.statusCode).toBe(200);
    const forged = await test.app.inject({ method: 'GET', url: SELF, headers: { authorization: `Bearer ${session.token}x` } });
    expect(forged.statusCode).toBe(401);
  });
});

describe('logout', () => {
  it("the SPA's sign-out revokes the session and its refresh tokens, clears the cookies and the site's data; the logout page then lands on login", async () => {
    const session = await signIn(test.app, 'examiner');
    const response = await apiAs(test.app, session)('POST', '/keep-alive/sign-out');
    expect(response.statusCode).toBe(204);
    expect(response.headers['clear-site-data']).toBe('"cookies", "storage"');
    for (const name of [OAUTH_TOKEN_COOKIE, OAUTH_REFRESH_TOKEN_COOKIE, SESSION_COOKIE, CSRF_COOKIE]) {
      expect(cookieOf(response, name)).toBe('');
    }
    const after = await test.app.inject({ method: 'GET', url: SELF, headers: { authorization: `Bearer ${session.token}` } });
    expect(after.statusCode).toBe(401);
    const refresh = await test.app.inject({ method: 'POST', url: TOKEN, payload: { refreshToken: session.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    // What the SPA opens next: nothing left to confirm.
    const page = await test.app.inject({
      method: 'GET',
      url: '/legacy/logout?pageRefresh=true',
      cookies: { [SESSION_COOKIE]: session.sessionCookie, [OAUTH_TOKEN_COOKIE]: session.token },
    });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/legacy/login?logout=true');
  });

  it('a GET of the logout page with the session and token cookies does not end the session', async () => {
    const session = await signIn(test.app, 'examiner');
    const page = await test.app.inject({
      method: 'GET',
      url: '/legacy/logout?pageRefresh=true',
      cookies: { [SESSION_COOKIE]: session.sessionCookie, [OAUTH_TOKEN_COOKIE]: session.token },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['clear-site-data']).toBeUndefined();
    expect((await test.app.inject({ method: 'GET', url: SELF, headers: { authorization: `Bearer ${session.token}` } })).statusCode).toBe(200);
  });

  it('refuses the sign-out without the CSRF header, and keeps the session', async () => {
    const session = await signIn(test.app, 'examiner');
    const response = await apiAs(test.app, session)('POST', '/keep-alive/sign-out', undefined, { 'x-xsrf-token': '' });
    expect(response.statusCode).toBe(403);
    expect(response.headers['clear-site-data']).toBeUndefined();
    expect((await test.app.inject({ method: 'GET', url: SELF, headers: { authorization: `Bearer ${session.token}` } })).statusCode).toBe(200);
  });
});

describe('keep-alive', () => {
  it('rotates the refresh token, re-sets the token cookies, and revokes the family when a used token comes back', async () => {
    const session = await signIn(test.app, 'teacher');
    const first = await test.app.inject({ method: 'POST', url: TOKEN, payload: { refreshToken: session.refreshToken } });
    expect(first.statusCode).toBe(200);
    const pair = first.json<{ token: string; refreshToken: string }>();
    expect(pair.refreshToken).not.toBe(session.refreshToken);
    expect(cookieOf(first, OAUTH_TOKEN_COOKIE)).toBe(pair.token);
    expect(cookieOf(first, OAUTH_REFRESH_TOKEN_COOKIE)).toBe(pair.refreshToken);
    expect((await test.app.inject({ method: 'GET', url: SELF, headers: { authorization: `Bearer ${pair.token}` } })).statusCode).toBe(200);

    const second = await test.app.inject({ method: 'POST', url: TOKEN, payload: { refreshToken: pair.refreshToken } });
    expect(second.statusCode).toBe(200);
    const newest = second.json<{ token: string; refreshToken: string }>();

    // The first token again: reuse. The family and the session end.
    const reuse = await test.app.inject({ method: 'POST', url: TOKEN, payload: { refreshToken: session.refreshToken } });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ code: 'unauthenticated' });
    const newestAfter = await test.app.inject({ method: 'POST', url: TOKEN, payload: { refreshToken: newest.refreshToken } });
    expect(newestAfter.statusCode).toBe(401);
    expect((await test.app.inject({ method: 'GET', url: SELF, headers: { authorization: `Bearer ${newest.token}` } })).statusCode).toBe(401);
  });

  it('refuses an unknown refresh token and a missing one', async () => {
    expect((await test.app.inject({ method: 'POST', url: TOKEN, payload: { refreshToken: 'nope' } })).statusCode).toBe(401);
    const missing = await test.app.inject({ method: 'POST', url: TOKEN, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: [{ field: 'refreshToken' }] });
  });

  it('requires the CSRF header on a refresh that carries the session cookie', async () => {
    const session = await signIn(test.app, 'teacher');
    const withoutHeader = await test.app.inject({
      method: 'POST',
      url: TOKEN,
      headers: headersOf(session, { csrf: false }),
      payload: { refreshToken: session.refreshToken },
    });
    expect(withoutHeader.statusCode).toBe(403);
    expect(withoutHeader.json()).toMatchObject({ code: 'csrf' });
    const withHeader = await test.app.inject({ method: 'POST', url: TOKEN, headers: headersOf(session), payload: { refreshToken: session.refreshToken } });
    expect(withHeader.statusCode).toBe(200);
  });

  it('ping answers the session limits; the session ends after the idle limit', async () => {
    const session = await signIn(test.app, 'admin');
    const api = apiAs(test.app, session);
    const ping = await api('POST', '/keep-alive/ping');
    expect(ping.statusCode).toBe(200);
    const limits = ping.json<{ idleExpiresAt: string; absoluteExpiresAt: string }>();
    const idleMinutes = (Date.parse(limits.idleExpiresAt) - test.clock.now().getTime()) / 60_000;
    expect(idleMinutes).toBeGreaterThan(29);
    expect(idleMinutes).toBeLessThanOrEqual(30);
    expect(Date.parse(limits.absoluteExpiresAt)).toBeGreaterThan(Date.parse(limits.idleExpiresAt));

    // Activity at minute 18 moves the idle limit to minute 48; refreshes in between do not count.
    test.clock.advanceMinutes(9);
    const refreshed = await test.app.inject({ method: 'POST', url: TOKEN, payload: { refreshToken: session.refreshToken } });
    const pair = refreshed.json<{ token: string; refreshToken: string }>();
    const fresh = { ...session, token: pair.token, refreshToken: pair.refreshToken };
    test.clock.advanceMinutes(9);
    expect((await apiAs(test.app, fresh)('POST', '/keep-alive/ping')).statusCode).toBe(200);
    test.clock.advanceMinutes(25);
    // The access token has expired by now; a refresh still works inside the idle limit.
    const again = await test.app.inject({ method: 'POST', url: TOKEN, payload: { refreshToken: fresh.refreshToken } });
    expect(again.statusCode).toBe(200);
    const latest = { ...fresh, ...again.json<{ token: string; refreshToken: string }>() };
    // Minute 49: past the idle limit, so neither the new access token nor the refresh token works.
    test.clock.advanceMinutes(6);
    expect((await apiAs(test.app, latest)('GET', '/account/users/self/role')).statusCode).toBe(401);
    expect((await test.app.inject({ method: 'POST', url: TOKEN, payload: { refreshToken: latest.refreshToken } })).statusCode).toBe(401);
  });
});

describe('CSRF', () => {
  const examinee = { examineeId: 'CSRF-1', firstName: 'Casey', lastName: 'Cross', birthDate: '2001-01-01', sex: 'other' };

  it('refuses a state-changing call without the header, or with a forged or foreign token', async () => {
    const session = await signIn(test.app, 'examiner');
    const other = await signIn(test.app, 'examiner');
    const url = '/qg-services/assessment-facade/examinees';
    const missing = await test.app.inject({ method: 'POST', url, headers: headersOf(session, { csrf: false }), payload: examinee });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ code: 'csrf', status: 403 });

    const [random] = session.xsrf.split('.');
    const forgedToken = `${random}.${'A'.repeat(43)}`;
    const forged = await test.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${session.token}`, cookie: `${CSRF_COOKIE}=${forgedToken}`, 'x-xsrf-token': forgedToken },
      payload: examinee,
    });
    expect(forged.statusCode).toBe(403);

    // A valid pair of another session does not verify for this one.
    const foreign = await test.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${session.token}`, cookie: `${CSRF_COOKIE}=${other.xsrf}`, 'x-xsrf-token': other.xsrf },
      payload: examinee,
    });
    expect(foreign.statusCode).toBe(403);

    const mismatched = await test.app.inject({
      method: 'POST',
      url,
      headers: { ...headersOf(session), 'x-xsrf-token': other.xsrf },
      payload: examinee,
    });
    expect(mismatched.statusCode).toBe(403);

    const valid = await test.app.inject({ method: 'POST', url, headers: headersOf(session), payload: examinee });
    expect(valid.statusCode).toBe(201);
  });

  it('does not ask GET requests for the header', async () => {
    const session = await signIn(test.app, 'examiner');
    const response = await test.app.inject({ method: 'GET', url: SELF, headers: headersOf(session, { csrf: false }) });
    expect(response.statusCode).toBe(200);
  });

  it('checks the ping too', async () => {
    const session = await signIn(test.app, 'examiner');
    expect((await test.app.inject({ method: 'POST', url: PING, headers: headersOf(session, { csrf: false }) })).statusCode).toBe(403);
  });
});
