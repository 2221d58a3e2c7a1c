import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, keyInItems, newPhq9ForNoorHaddad, signIn, snapshot } from './support';

/** Creates an examinee with a PHQ-9 scored by keyboard item entry (total 12), and answers the examinee id. */
async function scoredPhq9(page: Page): Promise<string> {
  const examineeId = `RPT-${Date.now()}`;
  await newPhq9ForNoorHaddad(page, examineeId, '1990-02-11');
  const entry = page.getByRole('region', { name: 'Item entry', exact: true });
  await keyInItems(page, entry, ['2', '2', '1', '1', '2', '1', '1', '1', '1']);
  await expect(page.getByRole('region', { name: 'Scores', exact: true })).toContainText('Total 12');
  await page.getByRole('button', { name: 'Score' }).click();
  await expect(page.getByRole('region', { name: 'Score of record', exact: true })).toContainText('12');
  return examineeId;
}

// The reports panel of issue 5: generate with options, license status and cost, regenerate for
// free, delete after confirmation; then the account administrator's usage ledger shows it all.
test('an examiner generates, regenerates and deletes reports; the administrator sees the ledger', async ({ page, browser }) => {
  await signIn(page, 'examiner', 'examiner-demo');
  const examineeId = await scoredPhq9(page);

  const form = page.getByRole('region', { name: 'New report', exact: true });
  await expect(form.getByLabel('Report type')).toHaveValue('score');
  await expect(form.getByLabel('Language of the report')).toHaveValue('en_us');
  await expect(form.getByRole('list', { name: 'License status' })).toContainText('Score report:');
  await expect(form).toContainText('Generating it uses one license usage.');
  await form.getByLabel('Language of the report').selectOption({ label: 'Deutsch' });
  await form.getByRole('button', { name: 'Generate score report' }).click();

  const history = page.getByRole('region', { name: 'Report history', exact: true });
  const first = history.getByRole('row', { name: /Score report, version 1/ });
  await expect(first).toContainText('Deutsch');
  await expect(first).toContainText('One usage');
  // Unchanged since that report: the next one is free.
  await expect(form).toContainText('Free: the assessment has not changed since the last report.');

  // A feedback report, where the product defines one.
  const typeSelect = form.getByLabel('Report type');
  const feedbackOffered = (await typeSelect.locator('option', { hasText: 'Feedback report' }).count()) > 0;
  let feedbackGenerated = false;
  if (feedbackOffered) {
    await typeSelect.selectOption({ label: 'Feedback report' });
    await expect(form.getByRole('checkbox', { name: 'Include item responses' })).toHaveCount(0);
    const generateFeedback = form.getByRole('button', { name: 'Generate feedback report' });
    if (await generateFeedback.isEnabled()) {
      await generateFeedback.click();
      await expect(history.getByRole('rowheader', { name: 'Feedback report, version 1' })).toBeVisible();
      feedbackGenerated = true;
    } else {
      await expect(form).toContainText('No license covers this report (Feedback report)');
    }
    await typeSelect.selectOption({ label: 'Score report' });
  }

  // "Generate again" makes version 2 for free; version 1 stays.
  await first.getByRole('button', { name: 'Generate again' }).click();
  const second = history.getByRole('row', { name: /Score report, version 2/ });
  await expect(second).toContainText('Free (unchanged)');
  await expect(second).toContainText('Deutsch');
  await expect(first).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), second.getByRole('link', { name: 'Download' }).click()]);
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await snapshot(page, 'reports-panel');
  await page.getByRole('region', { name: 'New report', exact: true }).screenshot({ path: 'test-results/screens/reports-new-report.png' });
  await history.screenshot({ path: 'test-results/screens/reports-history.png' });
  await expectAccessible(page);

  // Delete asks first; Cancel keeps the report.
  await first.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete Score report, version 1?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(first).toBeVisible();
  await first.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(history.getByRole('rowheader', { name: 'Score report, version 1' })).toHaveCount(0);
  await expect(history.getByRole('rowheader', { name: 'Score report, version 2' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Report history', exact: true }).getByRole('rowheader', { name: 'Score report, version 2' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Report history', exact: true }).getByRole('rowheader', { name: 'Score report, version 1' })).toHaveCount(0);

  // The account administrator sees both generations in the ledger: one usage, one free regeneration.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin', 'admin-demo');
  await admin.getByRole('link', { name: 'Licenses', exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Licenses and usage' })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Licenses', exact: true }).getByRole('row')).not.toHaveCount(0);
  const ledger = admin.getByRole('region', { name: 'Usage ledger', exact: true });
  const rows = ledger.getByRole('row').filter({ hasText: examineeId });
  await expect(rows.filter({ hasText: 'Free regeneration' })).toHaveCount(1);
  // A feedback report refused for want of a license was never generated, so it is not listed.
  await expect(rows.filter({ hasText: /License usage|Subscription/ })).toHaveCount(feedbackGenerated ? 2 : 1);
  await snapshot(admin, 'licenses-ledger');
  await expectAccessible(admin);
});
