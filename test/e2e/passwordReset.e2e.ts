import { expect, test } from '@playwright/test';
import { readMail, startSmtpServer, type TestSmtpServer } from '../server/support/smtpServer';
import { expectAccessible, signIn, SMTP_PORT } from './support';

// Self-service password reset in the browser, without any script on the legacy pages: the login
// page's "Forgot your password?" link, the request form, the message a real SMTP server receives,
// the reset form and the login page's success message. The data-retention demo user is the one
// no other browser test signs in as, so its new password disturbs nothing.
let smtp: TestSmtpServer;

test.beforeAll(async () => {
  smtp = await startSmtpServer(SMTP_PORT);
});
test.afterAll(async () => {
  await smtp.close();
});

test('a user who forgot the password resets it by e-mail and signs in with the new one', async ({ browser, page: checker }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/legacy/login?pageRefresh=true');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('User name or e-mail address').fill('retention');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account matches what you entered');

  await expect.poll(() => smtp.received.filter((mail) => mail.to.includes('retention@example.org')).length, { timeout: 30_000 }).toBe(1);
  const mail = await readMail(smtp.received.find((candidate) => candidate.to.includes('retention@example.org'))?.raw ?? '');
  const url = /https?:\/\/\S+\/legacy\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(url).toBeDefined();

  // axe runs in the page, so the accessibility checks use a second browser with script on;
  // opening the link does not use it up.
  await checker.goto('/legacy/forgot-password');
  await expectAccessible(checker);
  await checker.goto(url ?? '');
  await expect(checker.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(checker);

  await page.goto(url ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('retention reset passphrase');
  await page.getByLabel('New password again').fill('retention reset passphrase');
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page).toHaveURL(/\/legacy\/login\?passwordReset=true&lang=en_us$/);
  await expect(page.getByRole('status')).toHaveText('Your password has been changed. Sign in with your new password.');
  await context.close();

  await signIn(checker, 'retention', 'retention reset passphrase');
});
