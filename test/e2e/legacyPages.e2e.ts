import { expect, test } from '@playwright/test';
import { expectAccessible, signIn, snapshot } from './support';

// The legacy home page and the logout confirmation share the SPA's session: the header's Home
// link lands on the user's links, and signing out there signs the platform out too.

const SIGNED_OUT = /\/legacy\/login\?(.*&)?logout=true/;

test("the Home link lands on the user's links, and a platform link goes back signed in", async ({ page }) => {
  await signIn(page, 'examiner', 'examiner-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Examinees' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/legacy\/home\?pageRefresh=true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByText('Signed in as Dr. Emma Examiner.')).toBeVisible();
  const platform = page.getByRole('navigation', { name: 'Assessment platform' });
  await expect(platform.getByRole('link')).toHaveText(['Examinees', 'Groups', 'New examinee', 'Assessments']);
  const account = page.getByRole('navigation', { name: 'Your account' });
  await expect(account.getByRole('link', { name: 'My account settings' })).toBeVisible();
  await expect(account.getByRole('link', { name: 'Manage accounts' })).toHaveCount(0);
  await snapshot(page, 'legacy-home-examiner');
  await expectAccessible(page);

  await platform.getByRole('link', { name: 'Assessments' }).click();
  await expect(page).toHaveURL(/\/assessments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Assessments' })).toBeVisible();
});

test('an administrator sees the administration links', async ({ page }) => {
  await signIn(page, 'admin', 'admin-demo');
  await page.goto('/legacy/home?pageRefresh=true');
  await expect(page.getByRole('navigation', { name: 'Assessment platform' }).getByRole('link', { name: 'Licenses' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Manage accounts' })).toBeVisible();
});

test('the logout confirmation: Cancel goes back signed in, Sign out lands on login with the logout message', async ({ page }) => {
  await signIn(page, 'examiner', 'examiner-demo');
  await page.goto('/legacy/home?pageRefresh=true');

  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/legacy\/logout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign out?' })).toBeVisible();
  await snapshot(page, 'legacy-logout-confirmation');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Examinees' })).toBeVisible();

  await page.goto('/legacy/logout?pageRefresh=true');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(SIGNED_OUT);
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  // The platform shares the session: it is gone there too.
  await page.goto('/examinees');
  await expect(page).toHaveURL(/\/legacy\/login/);
});
