import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { expectAccessible, scoredClass, signIn, snapshot } from './support';

/** Every pupil's GAD-7 answers: the test is about the batch, not the scores. */
const GAD7_RESPONSES = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((item) => [`gad7_${item}`, item % 4])) as Record<string, number>;

// The browser test: a batch of 20 reports with the progress bar, then the ZIP.
test('an examiner runs a batch of 20 reports over a filtered list, watches its progress and downloads the ZIP', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'examiner', 'examiner-demo');
  const className = `Class-${Date.now().toString(36)}`;
  await scoredClass(page, { className, count: 20, productId: 'gad7', lastName: 'Batch', responses: () => GAD7_RESPONSES });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Assessments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Assessments' })).toBeVisible();
  const searched = page.waitForResponse((response) => response.url().includes(`search=${className}`));
  await page.getByLabel('Search').fill(className);
  await searched;
  const table = page.getByRole('table', { name: 'Assessments matching the filters' });
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByText('Page 1 of 1 · 20 assessments')).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(className) })).toHaveCount(20);
  await expectAccessible(page);

  await page.getByRole('checkbox', { name: 'Select every assessment on this page' }).check();
  await page.getByRole('button', { name: 'Select all 20 matching assessments' }).click();
  await expect(page.getByText('All 20 assessments matching the filters are selected')).toBeVisible();
  await page.getByRole('button', { name: 'Generate reports' }).click();
  const form = page.getByRole('region', { name: 'Generate reports for 20 assessments', exact: true });
  await expect(form.getByRole('heading')).toBeFocused();
  await snapshot(page, 'batch-01-request');
  await form.getByRole('button', { name: 'Generate 20 reports' }).click();

  const bar = page.getByRole('progressbar');
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuetext', /^\d+ of 20 reports$/);
  await snapshot(page, 'batch-02-running');
  await expectAccessible(page);

  // While the server works, the user goes elsewhere in the app and comes back: the progress shows again.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Examinees' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Examinees' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Assessments' }).click();
  await expect(bar).toHaveAttribute('aria-valuetext', '20 of 20 reports', { timeout: 120_000 });
  await expect(page.getByRole('status').filter({ hasText: 'The batch is complete: 20 of 20 reports made, 0 failed.' })).toBeAttached();
  await snapshot(page, 'batch-03-completed');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download ZIP (20 reports)' }).click();
  const download = await downloading;
  const zipPath = await download.path();
  const entries = unzipSync(new Uint8Array(await readFile(zipPath)));
  const names = Object.keys(entries);
  expect(names).toHaveLength(20);
  for (const name of names) {
    expect(name).toMatch(/\.pdf$/);
    expect(Buffer.from(entries[name]?.subarray(0, 5) ?? []).toString('latin1')).toBe('%PDF-');
  }
  await expect(page.getByRole('region', { name: 'Recent report batches', exact: true }).getByRole('row')).not.toHaveCount(1);
});
