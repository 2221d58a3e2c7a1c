import { expect, test } from '@playwright/test';
import { answerSecondStep, expectAccessible, snapshot } from './support';

// Internal staff sign in in two steps (docs/security.md, "Two-step sign-in"): the second step's
// page and My account's two-step page, in a real browser, accessible, without script.
test('back-office staff sign in with a code from their authenticator and see their two-step settings', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/legacy/')) scripts.push(request.url());
  });
  await page.goto('/legacy/login');
  await page.getByLabel('User name').fill('backoffice');
  await page.getByLabel('Password').fill('backoffice-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible();
  await expect(page).toHaveURL(/\/legacy\/login\/?$/);
  // No session yet: none of the session's cookies exist before the second step.
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('qg_session');
  await expectAccessible(page);
  await snapshot(page, 'two-step-01-code');

  await page.getByLabel('Code', { exact: true }).fill('000000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('The code is incorrect.');
  await answerSecondStep(page);
  await expect(page).not.toHaveURL(/\/legacy\/login/);

  await page.goto('/legacy/my-account/two-step');
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible();
  await expect(page.getByText('Two-step sign-in is required for you, so it cannot be turned off.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn off two-step sign-in' })).toHaveCount(0);
  await expectAccessible(page);
  await snapshot(page, 'two-step-02-settings');
  expect(scripts).toEqual([]);
});
