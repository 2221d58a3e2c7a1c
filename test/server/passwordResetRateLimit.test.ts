/** The password-reset request form is rate-limited per client address and typed name, as the login form is. */
import { RESET_REQUESTED } from '../../src/server/legacy/passwordResetPages';
import { cookieOf, formBody } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ loginRateLimitPerMinute: 2 });
});
afterAll(async () => {
  await test.close();
});

async function requestReset(identifier: string, headers: Record<string, string> = {}) {
  const page = await test.app.inject({ method: 'GET', url: '/legacy/forgot-password', headers });
  return test.app.inject({
    method: 'POST',
    url: '/legacy/forgot-password',
    cookies: { qg_forgot_form: cookieOf(page, 'qg_forgot_form') ?? '' },
    payload: formBody({ identifier, formToken: /name="formToken" value="([^"]+)"/.exec(page.body)?.[1] ?? '' }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

it('answers 429 with a page after the limit, for known and unknown names alike', async () => {
  for (const identifier of ['nobody-at-all', 'user']) {
    expect((await requestReset(identifier)).body).toContain(RESET_REQUESTED);
    expect((await requestReset(identifier)).body).toContain(RESET_REQUESTED);
    const limited = await requestReset(identifier);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/text\/html/);
    expect(limited.body).not.toContain(RESET_REQUESTED);
  }
});

it("says so in the browser's language, with the way back to sign in in it", async () => {
  const french = { 'accept-language': 'fr-FR,fr;q=0.9' };
  await requestReset('someone-french', french);
  await requestReset('someone-french', french);
  const limited = await requestReset('someone-french', french);
  expect(limited.statusCode).toBe(429);
  expect(limited.body).toContain('<html lang="fr-FR">');
  expect(limited.body).toContain('Trop de demandes de réinitialisation du mot de passe. Patientez une minute, puis réessayez.');
  expect(limited.body).toContain('<a href="/legacy/login?lang=fr_fr">Retour à la connexion</a>');
});
