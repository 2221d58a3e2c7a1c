/**
 * Issue #17, the back office's feature licenses in a real browser: back-office staff land on the
 * back office, state why they work on customer accounts, find the demo clinic's license, add 50
 * usages with a reason, and the clinic's administrator sees them under Licenses, with the change
 * in the usage ledger.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible, signIn, snapshot } from './support';

const LICENSE = 'Clinical reports, 500 usages';

test('back-office staff add 50 usages to the demo clinic’s license, and its administrator sees them', async ({ browser }) => {
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, 'backoffice', 'backoffice-demo');
  await expect(staff).toHaveURL(/\/back-office$/);
  await expect(staff.getByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();
  await expectAccessible(staff);

  await staff.getByRole('link', { name: 'Feature licenses' }).first().click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Feature licenses' })).toBeVisible();
  await staff.getByRole('textbox', { name: 'Reason' }).fill('Order 2026-118: Demo Clinic bought 50 more usages.');
  await staff.getByRole('button', { name: 'Continue' }).click();
  await staff.getByRole('searchbox', { name: 'Account name or ID' }).fill('Demo Clinic');
  await staff.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Usages' });
  await staff.getByRole('button', { name: 'Search', exact: true }).click();
  const results = staff.getByRole('region', { name: 'Licenses found' });
  const row = results.getByRole('row').filter({ hasText: 'Demo Clinic' }).filter({ hasText: LICENSE });
  await expect(row).toHaveCount(1);
  await expectAccessible(staff);
  await row.getByRole('link', { name: LICENSE }).click();

  await expect(staff.getByRole('heading', { level: 1, name: LICENSE })).toBeVisible();
  const terms = staff.getByRole('form', { name: 'Terms' });
  await expect(terms.getByRole('spinbutton', { name: 'Usages granted' })).toHaveValue('500');
  await terms.getByRole('spinbutton', { name: 'Usages granted' }).fill('550');
  await terms.getByRole('textbox', { name: 'Reason for this change' }).fill('Order 2026-118: 50 usages added.');
  await terms.getByRole('button', { name: 'Save the terms' }).click();
  await expect(terms.getByText('The terms were saved.')).toBeVisible();
  const history = staff.getByRole('region', { name: 'History' });
  await expect(history.getByRole('row').filter({ hasText: 'Terms changed' }).filter({ hasText: 'Usages granted: 500 → 550' })).toHaveCount(1);
  await snapshot(staff, 'back-office-license');
  await expectAccessible(staff);

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin', 'admin-demo');
  await admin.getByRole('link', { name: 'Licenses', exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Licenses and usage' })).toBeVisible();
  const license = admin.getByRole('region', { name: 'Licenses', exact: true }).getByRole('row').filter({ hasText: LICENSE });
  await expect(license).toContainText(/of 550/);
  const ledger = admin.getByRole('region', { name: 'Usage ledger', exact: true });
  await expect(ledger.getByRole('row').filter({ hasText: 'License changed by Q-global · 50 usages added' })).toHaveCount(1);
  await snapshot(admin, 'licenses-after-back-office');
  await expectAccessible(admin);
});
