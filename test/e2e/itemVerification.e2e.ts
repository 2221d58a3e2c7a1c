import { expect, test } from '@playwright/test';
import { expectAccessible, keyInItems, newPhq9ForNoorHaddad, signIn, snapshot } from './support';

// Double-entry verification of item entry: enter a PHQ-9, enter it again blind with one
// different value, see both values of the discrepancy, resolve it, see the assessment verified,
// then score it.
test('an examiner verifies item entry by a blind second entry and resolves a discrepancy', async ({ page }) => {
  await signIn(page, 'examiner', 'examiner-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Examinees' })).toBeVisible();

  await newPhq9ForNoorHaddad(page, `IEV-${Date.now()}`, '1984-02-09');

  // First entry: 1+2+0+1+3+0+1+2+0 = 10.
  const entry = page.getByRole('region', { name: 'Item entry', exact: true });
  await keyInItems(page, entry, ['1', '2', '0', '1', '3', '0', '1', '2', '0']);
  await expect(page.getByRole('region', { name: 'Scores', exact: true })).toContainText('Total 10');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  await page.getByRole('link', { name: 'Verify item entry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Item entry verification — PHQ-9 — Haddad, Noor' })).toBeVisible();
  await expect(page.getByText('Not verified')).toBeVisible();
  await snapshot(page, 'verify-01-start');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Begin second entry' }).click();

  // The second entry is blind: nothing is selected; item 5 is entered as 2 instead of 3.
  const second = page.getByRole('region', { name: 'Second entry (blind)', exact: true });
  await expect(second.getByRole('radiogroup')).toHaveCount(10);
  await expect(second.getByRole('radio', { checked: true })).toHaveCount(0);
  await snapshot(page, 'verify-02-blind-entry');
  await expectAccessible(page);
  await keyInItems(page, second, ['1', '2', '0', '1', '2', '0', '1', '2', '0']);
  await expect(second.getByRole('radio', { checked: true })).toHaveCount(9);
  await page.getByRole('button', { name: 'Compare' }).click();

  const discrepancies = page.getByRole('region', { name: '1 discrepancy', exact: true });
  await expect(discrepancies).toBeVisible();
  const row = discrepancies.getByRole('row', { name: /^Item 5\b/ });
  await expect(row.getByRole('cell').nth(0)).toHaveText('3');
  await expect(row.getByRole('cell').nth(1)).toHaveText('2');
  await snapshot(page, 'verify-03-discrepancy');
  await expectAccessible(page);
  const confirm = page.getByRole('button', { name: 'Confirm and verify' });
  await expect(confirm).toBeDisabled();
  await row.getByRole('radio', { name: 'First: 3' }).check();
  await confirm.click();

  await expect(page.getByText(/^Verified by Dr\. Emma Examiner/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify again' })).toBeVisible();
  await snapshot(page, 'verify-04-verified');
  await expectAccessible(page);

  await page.getByRole('link', { name: /Back to PHQ-9/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'PHQ-9 — Haddad, Noor' })).toBeVisible();
  await page.getByRole('button', { name: 'Score' }).click();
  const record = page.getByRole('region', { name: 'Score of record', exact: true });
  await expect(record).toContainText('10');
  await snapshot(page, 'verify-05-scored');
});
