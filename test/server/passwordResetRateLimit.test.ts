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

async function requestReset(identifier: string) {
  const page = await test.app.inject({ method: 'GET', url: '/legacy/forgot-password' });
  return test.app.inject({
    method: 'POST',
    url: '/legacy/forgot-password',
    cookies: { qg_forgot_form: cookieOf(page, 'qg_forgot_form') ?? '' },
    payload: formBody({ identifier, formToken: /name="formToken" value="([^"]+)"/.exec(page.body)?.[1] ?? '' }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
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
