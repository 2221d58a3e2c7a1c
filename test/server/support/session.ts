/**
 * Signing in through the legacy login form with `fastify.inject`, and the headers a signed-in
 * SPA sends (bearer token, cookies, CSRF header).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { cookieName, CSRF_COOKIE, OAUTH_REFRESH_TOKEN_COOKIE, OAUTH_TOKEN_COOKIE, SESSION_COOKIE } from '../../../src/contract/cookies';
import { TOTP_STEP_SECONDS } from '../../../src/domain/twoStep';
import { totpCodeAt } from '../../../src/server/auth/totp';
import { DEMO_STAFF_TOTP_SECRET } from '../../../src/server/db/seed';
import { clockOfApp } from './testApp';

/** The cookies and tokens of a signed-in browser. */
export interface TestSession {
  token: string;
  refreshToken: string;
  sessionCookie: string;
  xsrf: string;
  /** Whether the app serves over https (PUBLIC_BASE_URL https): the cookies then carry the `__Host-` prefix. */
  secure?: boolean;
}

/** The value of a Set-Cookie of a response, or undefined. */
export const cookieOf = (response: LightMyRequestResponse, name: string): string | undefined =>
  (response.cookies as { name: string; value: string }[]).find((cookie) => cookie.name === name)?.value;

/** The login form's token cookie and hidden field, from a GET of the login page. */
export async function loginForm(app: FastifyInstance): Promise<{ cookie: string; field: string }> {
  const page = await app.inject({ method: 'GET', url: '/legacy/login' });
  const field = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1];
  const cookie = cookieOf(page, 'qg_login_form');
  if (!field || !cookie) throw new Error('The login page has no form token.');
  return { cookie, field };
}

/** A form body, URL-encoded as a browser sends it. */
export const formBody = (fields: Record<string, string>): string => new URLSearchParams(fields).toString();

/** Posts the login form as a browser would, with the form token of a fresh GET. */
export async function postLogin(app: FastifyInstance, userName: string, password: string, next?: string): Promise<LightMyRequestResponse> {
  const form = await loginForm(app);
  return app.inject({
    method: 'POST',
    url: '/legacy/login',
    cookies: { qg_login_form: form.cookie },
    payload: formBody({ userName, password, formToken: form.field, ...(next !== undefined ? { next } : {}) }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** The TOTP time steps each app has seen used, by user name: a code is never sent twice (the server refuses a replay). */
const usedSteps = new WeakMap<FastifyInstance, Map<string, number>>();

/**
 * The code the demo staff's authenticator (the seeded {@link DEMO_STAFF_TOTP_SECRET}) shows at
 * the app's time, of a step not yet used in this app: the current step, else the next (the
 * server accepts one step of drift); when both are used, the test clock moves on 30 seconds
 * (an app without a test clock cannot, and throws).
 */
export function demoStaffCode(app: FastifyInstance, userName: string): string {
  const clock = clockOfApp(app);
  const stepMs = TOTP_STEP_SECONDS * 1000;
  const stepNow = () => Math.floor((clock?.now() ?? new Date()).getTime() / stepMs);
  const used = usedSteps.get(app) ?? new Map<string, number>();
  usedSteps.set(app, used);
  const target = Math.max(stepNow(), (used.get(userName) ?? -1) + 1);
  const ahead = target - stepNow() - 1;
  if (ahead > 0) {
    if (!clock) throw new Error(`No unused two-step code for ${userName} in this step: the app has no test clock to move on.`);
    clock.advanceMinutes((ahead * TOTP_STEP_SECONDS) / 60);
  }
  used.set(userName, target);
  return totpCodeAt(DEMO_STAFF_TOTP_SECRET, new Date(target * stepMs));
}

/** A hidden field's value on a page (the few entities React writes in attribute values undone). */
export const hiddenField = (body: string, name: string): string | undefined =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(body)?.[1]?.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'");

/** Whether a sign-in answer is the second step's code form. */
export const isSecondStepPage = (response: LightMyRequestResponse): boolean => response.statusCode === 200 && response.body.includes('action="/legacy/login/two-step"');

/** Posts the second step's form of `page` with `code`, as a browser would. */
export function postSecondStep(app: FastifyInstance, page: LightMyRequestResponse, code: string): Promise<LightMyRequestResponse> {
  const fields = Object.fromEntries(['formToken', 'ticket', 'next', 'lang'].map((name) => [name, hiddenField(page.body, name) ?? '']));
  return app.inject({
    method: 'POST',
    url: '/legacy/login/two-step',
    cookies: { qg_login_form: cookieOf(page, 'qg_login_form') ?? '' },
    payload: formBody({ ...fields, code }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/**
 * Signs in (password `<userName>-demo` unless given); the demo internal staff answer the second
 * step with {@link demoStaffCode}.
 * @throws Error when the sign-in does not redirect with the four cookies.
 */
export async function signIn(app: FastifyInstance, userName: string, password = `${userName}-demo`): Promise<TestSession> {
  const first = await postLogin(app, userName, password);
  const response = isSecondStepPage(first) ? await postSecondStep(app, first, demoStaffCode(app, userName)) : first;
  // An app whose PUBLIC_BASE_URL is https names the session cookies `__Host-…`.
  const secure = cookieOf(response, cookieName(SESSION_COOKIE, true)) !== undefined;
  const session = {
    token: cookieOf(response, cookieName(OAUTH_TOKEN_COOKIE, secure)),
    refreshToken: cookieOf(response, cookieName(OAUTH_REFRESH_TOKEN_COOKIE, secure)),
    sessionCookie: cookieOf(response, cookieName(SESSION_COOKIE, secure)),
    xsrf: cookieOf(response, cookieName(CSRF_COOKIE, secure)),
    ...(secure ? { secure } : {}),
  };
  if (response.statusCode !== 303 || !session.token || !session.refreshToken || !session.sessionCookie || !session.xsrf) {
    throw new Error(`Sign-in of ${userName} failed: ${response.statusCode}`);
  }
  return session as TestSession;
}

/** What the SPA sends: the bearer token, the session and CSRF cookies, and the CSRF header. */
export function headersOf(session: TestSession, options: { csrf?: boolean } = {}): Record<string, string> {
  return {
    authorization: `Bearer ${session.token}`,
    cookie: `${cookieName(SESSION_COOKIE, session.secure ?? false)}=${session.sessionCookie}; ${cookieName(CSRF_COOKIE, session.secure ?? false)}=${session.xsrf}`,
    ...(options.csrf === false ? {} : { 'x-xsrf-token': session.xsrf }),
  };
}

/** A signed-in API client over `inject`: `call(method, url, body?)`. */
export function apiAs(app: FastifyInstance, session: TestSession) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method,
      url: `/qg-services${url}`,
      headers: { ...headersOf(session), ...headers },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
}

/** The caller's user id, as the identity (account.getSelfPreferences) answers it: the examiner id of the assessments a test creates. */
export async function selfUserId(api: ReturnType<typeof apiAs>): Promise<number> {
  return (await api('GET', '/account/users/self/preferences')).json<{ userId: number }>().userId;
}
