import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signIn, snapshot } from './support';

/** Sets the examinee label on the manage-accounts page, as a browser without JavaScript posts it. */
async function saveExamineeLabel(page: Page, label: string): Promise<void> {
  await page.goto('/legacy/manage-accounts');
  await page.getByLabel('Examinee label').fill(label);
  await page.getByRole('button', { name: 'Save the account settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The account settings were saved.' })).toBeVisible();
  await expect(page.getByLabel('Examinee label')).toHaveValue(label);
}

// The browser test: the administrator renames the examinee label on the legacy page (with
// JavaScript off, in a second browser context holding the same session) and the SPA shows it.
// The label is put back at the end, because the server and its demo account are shared by the run.
test('an account administrator renames the examinee label to "Student" and the platform shows it', async ({ page, browser, baseURL }) => {
  await signIn(page, 'admin', 'admin-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Examinees' })).toBeVisible();

  await page.locator('.user-menu__button').click();
  await page.getByRole('dialog', { name: 'User menu' }).getByRole('link', { name: 'Manage accounts' }).click();
  await expect(page).toHaveURL(/\/legacy\/manage-accounts\?pageRefresh=true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage accounts' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row', { name: /Account administrator/ })).toContainText('admin');
  await expect(page.getByRole('table', { name: 'Roles and permissions' })).toBeVisible();
  await expectAccessible(page);

  const legacy = await browser.newContext({ baseURL, javaScriptEnabled: false, storageState: await page.context().storageState() });
  const noScript = await legacy.newPage();
  let renamed = false;
  try {
    await saveExamineeLabel(noScript, 'Student');
    renamed = true;
    await snapshot(noScript, 'legacy-manage-accounts-01-saved');

    await page.goto('/examinees');
    await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New student' }).or(page.getByRole('link', { name: 'New student' }))).toBeVisible();
    await expect(page.getByText('Examinees', { exact: true })).toHaveCount(0);
  } finally {
    if (renamed) await saveExamineeLabel(noScript, 'Examinee');
    await legacy.close();
  }
});
