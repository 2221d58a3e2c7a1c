/**
 * The sign-in rate limit: per client address and user name, answered with a friendly page.
 */
import { createTestApp, type TestApp } from './support/testApp';
import { postLogin } from './support/session';

jest.setTimeout(60_000);

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ loginRateLimitPerMinute: 3 });
});
afterAll(async () => {
  await test.close();
});

it('limits sign-in attempts per address and user name with a friendly page', async () => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await postLogin(test.app, 'teacher', 'guess')).statusCode);
  expect(statuses).toEqual([200, 200, 200]);
  // Over the limit even with the right password: guessing cannot continue at speed.
  const limited = await postLogin(test.app, 'Teacher', 'teacher-demo');
  expect(limited.statusCode).toBe(429);
  expect(limited.headers['content-type']).toMatch(/text\/html/);
  expect(limited.body).toContain('Too many sign-in attempts. Wait a minute and try again.');
  expect(limited.body).not.toMatch(/at .*\.ts:\d+/);
  // Another user name from the same address is not held up.
  expect((await postLogin(test.app, 'admin', 'admin-demo')).statusCode).toBe(303);
});
