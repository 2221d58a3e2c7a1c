/**
 * The legacy logout confirmation: "Sign out?" for a browser still signed in, a form-token guarded
 * POST that ends the session (the SPA's too: it shares it) and answers Clear-Site-Data, and a GET
 * that never ends one: the SPA ends its session itself (keepAlive.signOut) before it opens the
 * page, which then finds nothing to confirm and lands on the login page.
 */
import { CSRF_COOKIE, OAUTH_REFRESH_TOKEN_COOKIE, OAUTH_TOKEN_COOKIE, SESSION_COOKIE } from '../../src/contract/cookies';
import { apiAs, cookieOf, formBody, signIn, type TestSession } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

const LOGOUT = '/legacy/logout';
const SELF = '/qg-services/account/users/self/preferences?addOnPermissions=true';
const FORM_COOKIE = 'qg_logout_form';

/** Every cookie of a browser that works in the platform. */
const browserCookies = (session: TestSession) => ({
  [SESSION_COOKIE]: session.sessionCookie,
  [OAUTH_TOKEN_COOKIE]: session.token,
  [OAUTH_REFRESH_TOKEN_COOKIE]: session.refreshToken,
  [CSRF_COOKIE]: session.xsrf,
});

const selfStatus = async (session: TestSession) =>
  (await test.app.inject({ method: 'GET', url: SELF, headers: { authorization: `Bearer ${session.token}` } })).statusCode;

/** GETs the confirmation and returns its form token (cookie and hidden field). */
async function confirmation(session: TestSession, headers: Record<string, string> = {}) {
  const page = await test.app.inject({ method: 'GET', url: `${LOGOUT}?pageRefresh=true`, cookies: browserCookies(session), headers });
  const field = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  return { page, field, cookie: cookieOf(page, FORM_COOKIE) ?? '' };
}

const postLogout = (session: TestSession, cookies: Record<string, string>, fields: Record<string, string>) =>
  test.app.inject({
    method: 'POST',
    url: LOGOUT,
    cookies: { ...browserCookies(session), ...cookies },
    payload: formBody(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('logout confirmation', () => {
  it("asks in the signed-in user's language, and says an expired form in it too", async () => {
    const session = await signIn(test.app, 'teacher');
    const preferences = await apiAs(test.app, session)('PUT', '/account/users/self/preferences', { language: { languageCode: 'nl' } });
    expect(preferences.statusCode).toBe(200);
    const { page, cookie } = await confirmation(session, { 'accept-language': 'en' });
    expect(page.body).toContain('<html lang="nl-NL">');
    expect(page.body).toContain('<h1>Afmelden?</h1>');
    expect(page.body).toContain('<button type="submit">Afmelden</button>');
    const expired = await postLogout(session, { [FORM_COOKIE]: cookie }, { formToken: 'forged' });
    expect(expired.statusCode).toBe(403);
    expect(expired.headers['clear-site-data']).toBeUndefined();
    expect(expired.body).toContain('Dit afmeldformulier is verlopen. Bevestig opnieuw.');
    expect(await selfStatus(session)).toBe(200);
  });

  it('asks "Sign out?" with a Sign out button and a Cancel link, and signs nobody out yet', async () => {
    const session = await signIn(test.app, 'examiner');
    const { page, field, cookie } = await confirmation(session);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<title>Q-global | Sign out</title>');
    expect(page.body).toContain('<h1>Sign out?</h1>');
    expect(page.body).toMatch(/<form [^>]*action="\/legacy\/logout" method="post">/);
    expect(page.body).toContain('<button type="submit">Sign out</button>');
    expect(page.body).toContain('<a href="/">Cancel</a>');
    expect(field).not.toBe('');
    expect(cookie).not.toBe('');
    expect(await selfStatus(session)).toBe(200);
  });

  it('asks too when another site links here, even without the token cookies', async () => {
    const session = await signIn(test.app, 'examiner');
    const page = await test.app.inject({
      method: 'GET',
      url: LOGOUT,
      cookies: { [SESSION_COOKIE]: session.sessionCookie },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Sign out?</h1>');
    expect(await selfStatus(session)).toBe(200);
  });

  it('refuses a POST without the form token, or with another form token, and keeps the session', async () => {
    const session = await signIn(test.app, 'examiner');
    const { cookie } = await confirmation(session);
    const other = await confirmation(session);
    const missing = await postLogout(session, { [FORM_COOKIE]: cookie }, {});
    expect(missing.statusCode).toBe(403);
    expect(missing.body).toContain('This sign-out form has expired.');
    const noCookie = await postLogout(session, {}, { formToken: other.field });
    expect(noCookie.statusCode).toBe(403);
    const mismatched = await postLogout(session, { [FORM_COOKIE]: cookie }, { formToken: `${other.field}x` });
    expect(mismatched.statusCode).toBe(403);
    expect(await selfStatus(session)).toBe(200);
  });

  it('signs out on the confirmed POST: the session ends, the cookies are cleared, and the login page shows the logout flag', async () => {
    const session = await signIn(test.app, 'examiner');
    const { field, cookie } = await confirmation(session);
    expect(await selfStatus(session)).toBe(200);
    const response = await postLogout(session, { [FORM_COOKIE]: cookie }, { formToken: field });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/legacy/login?logout=true');
    expect(response.headers['clear-site-data']).toBe('"cookies", "storage"');
    for (const name of [OAUTH_TOKEN_COOKIE, OAUTH_REFRESH_TOKEN_COOKIE, SESSION_COOKIE, CSRF_COOKIE, FORM_COOKIE]) {
      expect(cookieOf(response, name)).toBe('');
    }
    // The SPA's bearer token of that session is refused from now on, and so is its refresh token.
    expect(await selfStatus(session)).toBe(401);
    const refresh = await test.app.inject({ method: 'POST', url: '/qg-services/keep-alive/token', payload: { refreshToken: session.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    const login = await test.app.inject({ method: 'GET', url: response.headers.location });
    expect(login.body).toContain('You have been signed out.');
  });

  it('never signs out on a GET, even a same-origin one without the token cookies (what the SPA once sent to hand over)', async () => {
    const session = await signIn(test.app, 'teacher');
    const response = await test.app.inject({
      method: 'GET',
      url: `${LOGOUT}?pageRefresh=true`,
      cookies: { [SESSION_COOKIE]: session.sessionCookie, [CSRF_COOKIE]: session.xsrf },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(200);
    // The confirmation (in the teacher's language, Dutch since the first test).
    expect(response.body).toMatch(/<form [^>]*action="\/legacy\/logout" method="post">/);
    expect(response.headers['clear-site-data']).toBeUndefined();
    expect(await selfStatus(session)).toBe(200);
  });

  it("lands on the login page with the logout flag after the SPA's own sign-out, as its Sign out button and idle limit do", async () => {
    const session = await signIn(test.app, 'teacher');
    const signOut = await apiAs(test.app, session)('POST', '/keep-alive/sign-out');
    expect(signOut.statusCode).toBe(204);
    expect(signOut.headers['clear-site-data']).toBe('"cookies", "storage"');
    const response = await test.app.inject({
      method: 'GET',
      url: `${LOGOUT}?pageRefresh=true`,
      cookies: { [SESSION_COOKIE]: session.sessionCookie, [CSRF_COOKIE]: session.xsrf },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/legacy/login?logout=true');
    expect(await selfStatus(session)).toBe(401);
  });

  it('lands on the login page when there is no session to end', async () => {
    const response = await test.app.inject({ method: 'GET', url: `${LOGOUT}?pageRefresh=true` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/legacy/login?logout=true');
  });
});
