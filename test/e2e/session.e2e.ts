import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signIn, snapshot } from './support';

// These run against the session server of playwright.config.ts: a 30-second idle limit and a
// 15-second warning, so the test can wait for them in real time without touching the page.

const warning = (page: Page) => page.getByRole('alertdialog', { name: 'Your session is about to end' });
const SIGNED_OUT = /\/legacy\/login\?(.*&)?logout=true/;

test('an idle user is warned, stays signed in, and is signed out at the idle limit', async ({ page }) => {
  await signIn(page, 'examiner', 'examiner-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Examinees' })).toBeVisible();

  // Idle: the warning comes 15 seconds before the 30-second limit.
  await expect(warning(page)).toBeVisible({ timeout: 30_000 });
  await expect(warning(page)).toContainText(/signed out in 0:\d\d/);
  await snapshot(page, 'session-01-warning');
  await expectAccessible(page);
  await warning(page).getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning(page)).toBeHidden();
  await expect(page).not.toHaveURL(/\/legacy\//);

  // Idle again: warned again, then signed out through the logout confirmation.
  await expect(warning(page)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(SIGNED_OUT, { timeout: 30_000 });
  await expect(page.getByText('You have been signed out.')).toBeVisible();
});

test('signing out in one tab signs out the other', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, 'examiner', 'examiner-demo');
  await expect(first.getByRole('heading', { level: 1, name: 'Examinees' })).toBeVisible();
  // The second tab shares the cookies: it opens signed in.
  const second = await context.newPage();
  await second.goto('/examinees');
  await expect(second.getByRole('heading', { level: 1, name: 'Examinees' })).toBeVisible();

  await first.getByRole('button', { name: 'Sign out' }).click();
  await expect(first).toHaveURL(SIGNED_OUT);
  await expect(second).toHaveURL(SIGNED_OUT);
  await expect(second.getByText('You have been signed out.')).toBeVisible();
  // Signed out for real: the app sends the second tab to the sign-in page.
  await second.goto('/examinees');
  await expect(second).toHaveURL(/\/legacy\/login/);
});
