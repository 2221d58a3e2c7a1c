/**
 * Issue #18, the data-retention staff's area in a real browser: the `retention` user signs in
 * (two-step) and lands on the dashboard, finds the demo account "Other Practice" among the dormant
 * accounts (the seed makes it dormant), opens its case, extends its grace period with a reason,
 * assigns the case to themselves, exports the account and downloads the ZIP. And an account
 * administrator asks for their account's deletion and withdraws the request.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import type { AccountCase } from '../../src/contract/services/dataRetention';
import { addDays } from '../../src/domain/dals';
import { retentionDay } from '../../src/domain/retention/accountLifecycle';
import { api, expectAccessible, signIn, snapshot } from './support';

const WORK_REASON = 'Ticket 9120: reviewing the dormant demo account.';

test('data-retention staff extend a dormant account’s grace period and take its case', async ({ page }) => {
  await signIn(page, 'retention', 'retention-demo');
  // The landing of data-retention staff is their dashboard.
  await expect(page).toHaveURL(/\/data-retention$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Data retention' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Reason' }).fill(WORK_REASON);
  await page.getByRole('button', { name: 'Continue' }).click();

  const dormant = page.getByRole('region', { name: 'Dormant' });
  const row = dormant.getByRole('row').filter({ hasText: 'Other Practice' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Dormant');
  await expect(page.getByRole('button', { name: /^Dormant \(\d+\)$/ })).toBeVisible();
  await expectAccessible(page);
  await snapshot(page, 'data-retention-dashboard');
  await row.getByRole('link', { name: 'Other Practice' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Other Practice' })).toBeVisible();
  await expect(page).toHaveURL(/\/data-retention\/accounts\/\d+$/);
  const accountId = Number(/accounts\/(\d+)$/.exec(page.url())?.[1]);
  const before = await api<AccountCase>(page, 'GET', `/qg-services/data-retention/accounts/${accountId}?reason=${encodeURIComponent(WORK_REASON)}`);
  expect(before.state).toBe('dormant');
  const newDate = addDays(before.dormantDeletionDate ?? retentionDay(new Date()), 30);

  await page.getByLabel('New deletion date').fill(newDate);
  await page.getByRole('button', { name: 'Extend the grace period' }).click();
  const grace = page.getByRole('dialog', { name: 'Extend the grace period' });
  await grace.getByRole('textbox', { name: 'Reason' }).fill('The clinic asked for time to export its records.');
  await grace.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect.poll(async () => (await api<AccountCase>(page, 'GET', `/qg-services/data-retention/accounts/${accountId}?reason=${encodeURIComponent(WORK_REASON)}`)).dormantDeletionDate).toBe(newDate);

  await page.getByRole('button', { name: 'Assign to me' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign to me' });
  await assign.getByRole('textbox', { name: 'Reason' }).fill('I take the case of Other Practice.');
  await assign.getByRole('button', { name: 'Confirm' }).click();
  const details = page.getByRole('region', { name: 'Case' });
  await expect(details.getByRole('definition').filter({ hasText: 'Rita Retention' })).toHaveCount(1);
  await expectAccessible(page);
  await snapshot(page, 'data-retention-case');

  // The export: the case's reason is offered; the list shows it ready and the ZIP downloads.
  const exports = page.getByRole('region', { name: 'Data exports' });
  await expect(exports.getByRole('textbox', { name: 'Reason' })).toHaveValue(WORK_REASON);
  await exports.getByRole('button', { name: 'Export now' }).click();
  await expect(exports.getByText('The export was started. The list shows when it is ready.')).toBeVisible();
  const ready = exports.getByRole('row').filter({ hasText: 'Ready' });
  await expect(ready).toHaveCount(1, { timeout: 60_000 });
  await expectAccessible(page);
  const downloading = page.waitForEvent('download');
  await ready.getByRole('link', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const entries = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(Object.keys(entries)).toEqual(expect.arrayContaining(['manifest.json', 'README.txt', 'examinees.csv', 'assessments.csv', 'usage-ledger.csv', 'audit.csv']));
  const manifest = JSON.parse(Buffer.from(entries['manifest.json'] ?? []).toString('utf8')) as { accountId: number; accountName: string };
  expect(manifest).toMatchObject({ accountId, accountName: 'Other Practice' });
  await snapshot(page, 'data-retention-export');
});

test('an account administrator asks for the account’s deletion and withdraws the request', async ({ page }) => {
  await signIn(page, 'admin', 'admin-demo');
  await page.goto('/legacy/manage-accounts');
  const deletion = page.getByRole('region', { name: 'Account deletion' });
  await deletion.getByRole('checkbox', { name: 'I understand that all the data of this account will be deleted' }).check();
  await deletion.getByLabel('Your current password').fill('admin-demo');
  await deletion.getByRole('button', { name: 'Request deletion of this account' }).click();
  const requested = page.getByRole('region', { name: 'Account deletion' });
  await expect(requested.getByText(/The deletion of this account was requested\. Its data will be deleted on/)).toBeVisible();
  await expectAccessible(page);
  await snapshot(page, 'self-deletion-requested');
  await requested.getByRole('button', { name: 'Withdraw the deletion request' }).click();
  await expect(page.getByRole('region', { name: 'Account deletion' }).getByRole('button', { name: 'Request deletion of this account' })).toBeVisible();
  await expect(page.getByText(/The deletion of this account was requested/)).toHaveCount(0);
});
