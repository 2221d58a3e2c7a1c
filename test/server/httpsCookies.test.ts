/**
 * The https rule of the session cookies (src/server/http/servedOverHttps.ts): served over https
 * (PUBLIC_BASE_URL https, or TRUST_PROXY with X-Forwarded-Proto https, or TLS) every session
 * cookie is `__Host-<name>`, Secure, Path=/, no Domain, SameSite=Strict, and only that name is
 * read; over plain http the names stay bare. cookies.test.ts covers TRUST_PROXY with
 * X-Forwarded-Proto; this file covers PUBLIC_BASE_URL, the header ignored without TRUST_PROXY, a
 * whole session (sign-in, refresh, sign-out) under the prefixed names, and the player's cookie.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { cookieName, CSRF_COOKIE, OAUTH_REFRESH_TOKEN_COOKIE, OAUTH_TOKEN_COOKIE, SESSION_COOKIE } from '../../src/contract/cookies';
import type { CreatedRemoteLink } from '../../src/contract/services/remoteLinks';
import { PLAYER_COOKIE } from '../../src/contract/services/player';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import { examineeBody } from './support/fixtures';
import { formBody } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

const SESSION_COOKIES = [OAUTH_TOKEN_COOKIE, OAUTH_REFRESH_TOKEN_COOKIE, SESSION_COOKIE, CSRF_COOKIE];
const SELF = '/qg-services/account/users/self/preferences?addOnPermissions=true';
const KEEP_ALIVE = '/qg-services/keep-alive';
const OSA = '/qg-services/assessment-facade/osa';

/** A Set-Cookie as @fastify/cookie's inject parses it. */
interface SetCookie {
  name: string;
  value: string;
  path?: string;
  domain?: string;
  secure?: boolean;
  httpOnly?: boolean;
  sameSite?: string;
  maxAge?: number;
}

const setCookiesOf = (response: LightMyRequestResponse): SetCookie[] => response.cookies as SetCookie[];
const setCookie = (response: LightMyRequestResponse, name: string): SetCookie | undefined => setCookiesOf(response).find((cookie) => cookie.name === name);

/** The browser's cookie jar: what Set-Cookie leaves, as a Cookie header. */
function jarOf(...responses: LightMyRequestResponse[]): Map<string, string> {
  const jar = new Map<string, string>();
  for (const response of responses) {
    for (const cookie of setCookiesOf(response)) {
      if (cookie.value === '' || cookie.maxAge === 0) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
  }
  return jar;
}
const cookieHeader = (jar: Map<string, string>): string => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** Signs in through the legacy form as a browser would, with extra request headers. */
async function signIn(app: FastifyInstance, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const page = await app.inject({ method: 'GET', url: '/legacy/login', headers });
  const formToken = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const login = await app.inject({
    method: 'POST',
    url: '/legacy/login',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader(jarOf(page)) },
    payload: formBody({ userName: 'examiner', password: 'examiner-demo', formToken }),
  });
  expect(login.statusCode).toBe(303);
  return login;
}

/** Checks that a response set the four session cookies under `name(base)` with the https attributes. */
function expectHostCookies(response: LightMyRequestResponse): void {
  for (const base of SESSION_COOKIES) {
    expect(setCookie(response, base)).toBeUndefined();
    const cookie = setCookie(response, `__Host-${base}`);
    expect(cookie).toMatchObject({ path: '/', secure: true, sameSite: 'Strict' });
    expect(Boolean(cookie?.httpOnly)).toBe(base === SESSION_COOKIE);
    expect(cookie?.domain).toBeUndefined();
  }
}

describe('PUBLIC_BASE_URL https (a proxy that does not say so, TRUST_PROXY off)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ publicBaseUrl: 'https://qg.example.org', trustProxy: false });
  });
  afterAll(async () => {
    await test.close();
  });

  it('signs in, refreshes and signs out under the __Host- names, and reads no bare name', async () => {
    const host = (base: string) => cookieName(base, true);
    const page = await test.app.inject({ method: 'GET', url: '/legacy/login' });
    // The legacy form-token cookies follow the same rule for Secure (their paths are their pages'; no prefix).
    expect(setCookie(page, 'qg_login_form')).toMatchObject({ path: '/legacy/login', secure: true, httpOnly: true, sameSite: 'Strict' });
    const login = await signIn(test.app);
    expectHostCookies(login);
    const jar = jarOf(login);
    const token = jar.get(host(OAUTH_TOKEN_COOKIE)) ?? '';

    // The token cookie authenticates under its prefixed name only.
    expect((await test.app.inject({ method: 'GET', url: SELF, headers: { cookie: `${host(OAUTH_TOKEN_COOKIE)}=${token}` } })).statusCode).toBe(200);
    expect((await test.app.inject({ method: 'GET', url: SELF, headers: { cookie: `${OAUTH_TOKEN_COOKIE}=${token}` } })).statusCode).toBe(401);

    // The session cookie (the legacy pages') likewise: under its bare name it is no session.
    const home = (cookie: string) => test.app.inject({ method: 'GET', url: '/legacy/home', headers: { cookie } });
    expect((await home(`${host(SESSION_COOKIE)}=${jar.get(host(SESSION_COOKIE))}`)).statusCode).toBe(200);
    expect((await home(`${SESSION_COOKIE}=${jar.get(host(SESSION_COOKIE))}`)).statusCode).not.toBe(200);

    // Refresh, with the session and CSRF cookies as the browser sends them.
    const xsrf = jar.get(host(CSRF_COOKIE)) ?? '';
    const refreshed = await test.app.inject({
      method: 'POST',
      url: `${KEEP_ALIVE}/token`,
      headers: { cookie: cookieHeader(jar), 'x-xsrf-token': xsrf },
      payload: { refreshToken: jar.get(host(OAUTH_REFRESH_TOKEN_COOKIE)) },
    });
    expect(refreshed.statusCode).toBe(200);
    for (const base of [OAUTH_TOKEN_COOKIE, OAUTH_REFRESH_TOKEN_COOKIE]) {
      expect(setCookie(refreshed, host(base))).toMatchObject({ path: '/', secure: true, sameSite: 'Strict' });
      expect(setCookie(refreshed, base)).toBeUndefined();
    }
    const after = jarOf(login, refreshed);
    const newToken = after.get(host(OAUTH_TOKEN_COOKIE)) ?? '';
    // Rotated: a new refresh token (the access token may be the same bytes within one second).
    expect(after.get(host(OAUTH_REFRESH_TOKEN_COOKIE))).not.toBe(jar.get(host(OAUTH_REFRESH_TOKEN_COOKIE)));

    // Sign-out (the SPA's): clears the four __Host- cookies with the attributes they were set with.
    const signOut = await test.app.inject({
      method: 'POST',
      url: `${KEEP_ALIVE}/sign-out`,
      headers: { authorization: `Bearer ${newToken}`, cookie: cookieHeader(after), 'x-xsrf-token': xsrf },
    });
    expect(signOut.statusCode).toBeLessThan(300);
    for (const base of SESSION_COOKIES) {
      expect(setCookie(signOut, host(base))).toMatchObject({ value: '', maxAge: 0, path: '/', secure: true, sameSite: 'Strict' });
    }
    expect([...jarOf(login, refreshed, signOut).keys()].filter((name) => name.startsWith('__Host-'))).toEqual([]);
    expect((await test.app.inject({ method: 'GET', url: SELF, headers: { authorization: `Bearer ${newToken}` } })).statusCode).toBe(401);
  });

  it('gives the player its link cookie as __Host-qg_osa and reads only that name', async () => {
    const login = await signIn(test.app);
    const jar = jarOf(login);
    const headers = { authorization: `Bearer ${jar.get(`__Host-${OAUTH_TOKEN_COOKIE}`)}`, cookie: cookieHeader(jar), 'x-xsrf-token': jar.get(`__Host-${CSRF_COOKIE}`) ?? '' };
    const api = (url: string, payload: object) => test.app.inject({ method: 'POST', url: `/qg-services/assessment-facade${url}`, headers, payload });
    const self = (await test.app.inject({ method: 'GET', url: SELF, headers })).json<{ userId: number }>();
    const examinee = (await api('/examinees', examineeBody({ firstName: 'Robin' }))).json<Examinee>();
    const assessment = (await api('/assessments', { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId: self.userId })).json<Assessment>();
    const created = await api(`/assessments/${assessment.id}/qosa-links`, {});
    expect(created.statusCode).toBe(201);
    const token = created.json<CreatedRemoteLink>().url.split('#')[1] ?? '';

    // The link opened from a mail client: the page needs no cookie; the player's same-origin call exchanges the token.
    const opened = await test.app.inject({ method: 'POST', url: `${OSA}/open`, payload: { token } });
    expect(opened.statusCode).toBe(200);
    expect(setCookie(opened, PLAYER_COOKIE)).toBeUndefined();
    const cookie = setCookie(opened, `__Host-${PLAYER_COOKIE}`);
    expect(cookie).toMatchObject({ path: '/', secure: true, httpOnly: true, sameSite: 'Strict' });
    expect(cookie?.domain).toBeUndefined();
    const state = (name: string) => test.app.inject({ method: 'GET', url: `${OSA}/state`, headers: { cookie: `${name}=${cookie?.value}` } });
    expect((await state(`__Host-${PLAYER_COOKIE}`)).statusCode).toBe(200);
    expect((await state(PLAYER_COOKIE)).statusCode).toBe(404);
  });
});

describe('plain http (TRUST_PROXY off, PUBLIC_BASE_URL http)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ trustProxy: false });
  });
  afterAll(async () => {
    await test.close();
  });

  it('ignores X-Forwarded-Proto: bare names, not Secure, still SameSite=Strict', async () => {
    const login = await signIn(test.app, { 'x-forwarded-proto': 'https' });
    for (const base of SESSION_COOKIES) {
      expect(setCookie(login, `__Host-${base}`)).toBeUndefined();
      const cookie = setCookie(login, base);
      expect(cookie).toMatchObject({ path: '/', sameSite: 'Strict' });
      expect(Boolean(cookie?.httpOnly)).toBe(base === SESSION_COOKIE);
      expect(cookie?.secure).toBeFalsy();
    }
  });
});
