import { expect, test } from '@playwright/test';
import { expectAccessible, signIn, snapshot } from './support';

// The examinee page's lifecycle: the retest warning of a graceful create (cancel, then confirm),
// copy an assessment, delete one with a confirmation dialog, edit the examinee; an account
// administrator recovers the deleted assessment; the examinee is deleted.
test('an administrator edits an examinee, copies, deletes and recovers assessments, and deletes the examinee', async ({ page }) => {
  await signIn(page, 'admin', 'admin-demo');
  await page.getByRole('link', { name: 'New examinee' }).click();
  const examineeId = `LC-${Date.now()}`;
  await page.getByLabel('Examinee ID').fill(examineeId);
  await page.getByLabel('First name').fill('Ravi');
  await page.getByLabel('Last name').fill('Menon');
  await page.getByLabel('Date of birth').fill('1979-11-03');
  await page.getByLabel('Sex').selectOption({ label: 'Male' });
  await page.getByRole('button', { name: 'Save examinee' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Menon, Ravi' })).toBeVisible();
  const examineeUrl = page.url();

  const createPhq9 = async () => {
    await page.getByRole('button', { name: 'New assessment' }).click();
    await page.getByLabel('Form').selectOption({ label: 'PHQ-9' });
    await page.getByRole('button', { name: 'Create assessment' }).click();
  };
  await createPhq9();
  await expect(page.getByRole('heading', { level: 1, name: 'PHQ-9 — Menon, Ravi' })).toBeVisible();

  // A second PHQ-9 the same day is a retest: the warning is shown, Cancel creates nothing.
  await page.goto(examineeUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Menon, Ravi' })).toBeVisible();
  await createPhq9();
  const warning = page.getByRole('alert').filter({ hasText: 'Please confirm before the assessment is created' });
  await expect(warning).toContainText('inside its retest interval of 14 days');
  // The date in the user's date format (MM/dd/yyyy by default), not the server's ISO date.
  await expect(warning).toContainText(/PHQ-9 was given to the examinee on \d{2}\/\d{2}\/\d{4}, inside/);
  await snapshot(page, 'lifecycle-01-retest-warning');
  await expectAccessible(page);
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(warning).toHaveCount(0);
  const history = page.getByRole('region', { name: 'Assessment history', exact: true });
  await expect(history.getByRole('row')).toHaveCount(2);

  // Copy the assessment: a dialog with the date and "Copy the item responses".
  await history.getByRole('button', { name: /^Copy PHQ-9/ }).click();
  const copyDialog = page.getByRole('dialog');
  await expect(copyDialog.getByRole('heading', { name: /^Copy PHQ-9/ })).toBeVisible();
  await snapshot(page, 'lifecycle-02-copy-dialog');
  await expectAccessible(page);
  await copyDialog.getByRole('button', { name: 'Create copy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'PHQ-9 — Menon, Ravi' })).toBeVisible();
  await page.goto(examineeUrl);
  await expect(history.getByRole('row')).toHaveCount(3);

  // Delete one with a confirmation.
  await history.getByRole('button', { name: /^Delete PHQ-9/ }).first().click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('An account administrator can recover it.');
  await snapshot(page, 'lifecycle-03-delete-dialog');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(history.getByRole('row')).toHaveCount(2);

  // Edit the examinee.
  await page.getByRole('button', { name: 'Edit examinee' }).click();
  await page.getByLabel('Last name').fill('Menon-Iyer');
  await snapshot(page, 'lifecycle-04-edit');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save examinee' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Menon-Iyer, Ravi' })).toBeVisible();

  // The administrator recovers the deleted assessment.
  await page.getByRole('link', { name: 'Deleted assessments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deleted assessments' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(examineeId) });
  await expect(row).toContainText('Dr. Adam Administrator');
  await snapshot(page, 'lifecycle-05-deleted-assessments');
  await expectAccessible(page);
  await row.getByRole('button', { name: /^Recover PHQ-9/ }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 assessment recovered.' })).toBeVisible();
  await page.goto(examineeUrl);
  await expect(history.getByRole('row')).toHaveCount(3);

  // Delete the examinee: back to the list, where the examinee is gone.
  await page.getByRole('button', { name: 'Delete examinee' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Examinees' })).toBeVisible();
  await page.getByLabel('Search').fill(examineeId);
  await expect(page.getByText(examineeId)).toHaveCount(0);
});
