/**
 * The legacy home page: what the signed-in user may do, from their role's permissions, over the
 * SPA's session cookie; without a session it sends the browser to sign in and back.
 */
import { SESSION_COOKIE } from '../../src/contract/cookies';
import { apiAs, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

const HOME = '/legacy/home?pageRefresh=true';

/** The hrefs of the page's links, in order. */
const hrefs = (html: string): string[] => [...html.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1] ?? '');

async function homeOf(userName: string) {
  const session = await signIn(test.app, userName);
  // The session cookie alone, as after the SPA's access token expired.
  return test.app.inject({ method: 'GET', url: HOME, cookies: { [SESSION_COOKIE]: session.sessionCookie } });
}

describe('legacy home page', () => {
  it("speaks the signed-in user's language: its title, greeting, link lists and links", async () => {
    const session = await signIn(test.app, 'user');
    const saved = await apiAs(test.app, session)('PUT', '/account/users/self/preferences', { language: { languageCode: 'sv' } });
    expect(saved.statusCode).toBe(200);
    const response = await test.app.inject({ method: 'GET', url: HOME, cookies: { [SESSION_COOKIE]: session.sessionCookie } });
    expect(response.body).toContain('<html lang="sv-SE">');
    expect(response.body).toContain('<title>Q-global | Start</title>');
    expect(response.body).toContain('<nav aria-label="Testplattform">');
    expect(response.body).toContain('<a href="/examinees">Testpersoner</a>');
    expect(response.body).toContain('<a href="/legacy/logout">Logga ut</a>');
  });

  it('shows an examiner the clinical screens and the account pages, but none of the administration', async () => {
    const response = await homeOf('examiner');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<title>Q-global | Home</title>');
    expect(response.body).toContain('<p>Signed in as Dr. Emma Examiner.</p>');
    expect(hrefs(response.body)).toEqual([
      '/examinees',
      '/groups',
      '/examinees/new',
      '/assessments',
      '/legacy/my-account',
      '/legacy/resource-library',
      '/legacy/notifications',
      '/legacy/feedback',
      '/legacy/help/index.html',
      '/legacy/logout',
    ]);
  });

  it('shows an account user (read only) the lists but no way to create an examinee', async () => {
    const response = await homeOf('user');
    expect(response.statusCode).toBe(200);
    expect(hrefs(response.body)).toEqual([
      '/examinees',
      '/groups',
      '/assessments',
      '/legacy/my-account',
      '/legacy/resource-library',
      '/legacy/notifications',
      '/legacy/feedback',
      '/legacy/help/index.html',
      '/legacy/logout',
    ]);
  });

  it('shows an account administrator the administration screens and manage accounts too', async () => {
    const response = await homeOf('admin');
    expect(response.statusCode).toBe(200);
    expect(hrefs(response.body)).toEqual([
      '/examinees',
      '/groups',
      '/examinees/new',
      '/assessments',
      '/deleted-assessments',
      '/licenses',
      '/email-templates',
      '/legacy/my-account',
      '/legacy/manage-accounts',
      '/legacy/resource-library',
      '/legacy/notifications',
      '/legacy/feedback',
      '/legacy/help/index.html',
      '/legacy/logout',
    ]);
  });

  it('shows data-retention staff no examinee screens, and their own area (issue #18)', async () => {
    const response = await homeOf('retention');
    expect(response.statusCode).toBe(200);
    expect(hrefs(response.body)).toEqual(['/data-retention', '/legacy/my-account', '/legacy/notifications', '/legacy/help/index.html', '/legacy/logout']);
  });

  it('sends a browser without a session to sign in, then back home', async () => {
    const response = await test.app.inject({ method: 'GET', url: HOME });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/legacy/login?next=%2Flegacy%2Fhome');
  });

  it('sends a browser whose session was signed out to sign in', async () => {
    const session = await signIn(test.app, 'examiner');
    const signedOut = await apiAs(test.app, session)('POST', '/keep-alive/sign-out');
    expect(signedOut.statusCode).toBe(204);
    const response = await test.app.inject({ method: 'GET', url: HOME, cookies: { [SESSION_COOKIE]: session.sessionCookie } });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/legacy/login?next=%2Flegacy%2Fhome');
  });

  it('refuses a forged session cookie', async () => {
    const session = await signIn(test.app, 'examiner');
    const [id] = session.sessionCookie.split('.');
    const response = await test.app.inject({ method: 'GET', url: HOME, cookies: { [SESSION_COOKIE]: `${id}.forged` } });
    expect(response.statusCode).toBe(303);
  });
});
