/**
 * Signing in to a server over real HTTP, as a browser does: the login page's form token and
 * cookie, then the form post (no second step: for the demo customer users). For tests and benches
 * that reach a server process only over the network.
 */
import { CSRF_COOKIE, OAUTH_TOKEN_COOKIE, SESSION_COOKIE } from '../../src/contract/cookies';

/** The cookies a sign-in sets that the SPA sends back, as set (URL-encoded). */
export interface HttpSession {
  token: string;
  sessionCookie: string;
  xsrf: string;
}

/** The name=value pairs of a response's Set-Cookie headers. */
export function setCookies(response: Response): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const at = pair?.indexOf('=') ?? -1;
    if (pair && at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return cookies;
}

/**
 * Signs `userName` in with the demo password `<userName>-demo` at `baseUrl` (`http://host:port`,
 * not https: the cookies have their plain names).
 * @throws Error when the login page has no form token, or the sign-in does not redirect with the cookies.
 */
export async function signInOverHttp(baseUrl: string, userName: string): Promise<HttpSession> {
  const page = await fetch(`${baseUrl}/legacy/login`);
  const formToken = /name="formToken" value="([^"]+)"/.exec(await page.text())?.[1];
  const formCookie = setCookies(page).get('qg_login_form');
  if (!formToken || !formCookie) throw new Error('The login page has no form token.');
  const login = await fetch(`${baseUrl}/legacy/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `qg_login_form=${formCookie}` },
    body: new URLSearchParams({ userName, password: `${userName}-demo`, formToken }).toString(),
  });
  const cookies = setCookies(login);
  const token = cookies.get(OAUTH_TOKEN_COOKIE);
  const sessionCookie = cookies.get(SESSION_COOKIE);
  const xsrf = cookies.get(CSRF_COOKIE);
  if (login.status !== 303 || !token || !sessionCookie || !xsrf) throw new Error(`Sign-in of ${userName} failed: ${login.status}`);
  return { token, sessionCookie, xsrf };
}
