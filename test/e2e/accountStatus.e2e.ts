import { expect, test } from '@playwright/test';
import { VIEW_TYPE_PREFERENCES_COOKIE } from '../../src/contract/cookies';
import { expectAccessible, signIn, snapshot } from './support';

test('a user of a dormant account sees when it will be deleted, and keeps it', async ({ page }) => {
  await signIn(page, 'other', 'other-demo');
  const notice = page.getByRole('region', { name: 'This account is scheduled for deletion', exact: true });
  // The seed's dormant account gets the configured grace period (RETENTION_DORMANT_GRACE_DAYS, 90 by default);
  // the data-retention path, which runs first, extends it, so only the form of the date is checked here.
  await expect(notice).toContainText(/will be deleted on .* \(in \d+ days\)/);
  await snapshot(page, 'dals-notice');
  await expectAccessible(page);
  await notice.getByRole('button', { name: 'Keep this account' }).click();
  await expect(page.getByText('Thank you: the account will be kept.')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Examinees' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'This account is scheduled for deletion', exact: true })).toHaveCount(0);
});

test('the list or grid choice is kept per view in the viewTypePreferences cookie for 20 years', async ({ page, context }) => {
  // Chromium caps a cookie's life at 400 days, so the 20 years are read from what the page writes.
  await page.addInitScript(() => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    const writes: string[] = [];
    Object.assign(window, { cookieWrites: writes });
    Object.defineProperty(document, 'cookie', {
      get: () => descriptor?.get?.call(document) as string,
      set: (value: string) => {
        writes.push(value);
        descriptor?.set?.call(document, value);
      },
    });
  });
  await signIn(page, 'user', 'user-demo');
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('radio', { name: 'Grid' }).click();
  const grid = page.getByRole('list', { name: 'Examinees' });
  await expect(grid.getByRole('link', { name: 'Rivera, Alex' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await snapshot(page, 'examinees-grid');
  await expectAccessible(page);

  const cookie = (await context.cookies()).find((candidate) => candidate.name === VIEW_TYPE_PREFERENCES_COOKIE);
  expect(cookie?.path).toBe('/');
  expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toEqual({ examinees: 'grid' });
  const written = await page.evaluate((name) => (window as unknown as { cookieWrites: string[] }).cookieWrites.filter((line) => line.startsWith(`${name}=`)), VIEW_TYPE_PREFERENCES_COOKIE);
  expect(written).toHaveLength(1);
  expect(written[0]).toMatch(/; Path=\/(;|$)/i);
  const expires = Date.parse(/; Expires=([^;]+)/i.exec(written[0] ?? '')?.[1] ?? '');
  const years = (expires - Date.now()) / (365.25 * 24 * 3600 * 1000);
  expect(years).toBeGreaterThan(19.9);
  expect(years).toBeLessThan(20.1);

  await page.reload();
  await expect(page.getByRole('list', { name: 'Examinees' })).toBeVisible();
  await page.getByRole('radio', { name: 'List' }).click();
  await expect(page.getByRole('table')).toBeVisible();
});

test('starting tips show until the user turns them off', async ({ page }) => {
  await signIn(page, 'admin', 'admin-demo');
  const tips = page.getByRole('region', { name: 'Getting started', exact: true });
  await expect(tips).toBeVisible();
  await tips.getByRole('button', { name: 'Hide for now' }).click();
  await expect(tips).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Getting started', exact: true })).toBeVisible();
  await page.getByRole('region', { name: 'Getting started', exact: true }).getByRole('button', { name: 'Don’t show tips again' }).click();
  await expect(page.getByRole('region', { name: 'Getting started', exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Examinees' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Getting started', exact: true })).toHaveCount(0);
});
