import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { expectAccessible, scoredClass, signIn, snapshot } from './support';

/** The PHQ-9 answers of pupil `index` of `count`: item 9 endorsed for the last one only. */
function phq9Responses(index: number, count: number): Record<string, number> {
  const values = [1, 2, 1, index % 4, 2, 1, 0, 1, index === count ? 1 : 0];
  return { ...Object.fromEntries(values.map((value, item) => [`phq9_${item + 1}`, value])), phq9_difficulty: 1 };
}

// The "done when": a group report for a class.
test('an examiner makes a group report for a class from the filtered list and downloads it', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'examiner', 'examiner-demo');
  const className = `Group-${Date.now().toString(36)}`;
  await scoredClass(page, { className, count: 6, productId: 'phq9', lastName: 'Group', responses: (index) => phq9Responses(index, 6) });

  await page.goto('/assessments');
  const searched = page.waitForResponse((response) => response.url().includes(`search=${className}`));
  await page.getByLabel('Search').fill(className);
  await searched;
  const table = page.getByRole('table', { name: 'Assessments matching the filters' });
  await expect(table.getByRole('row', { name: new RegExp(className) })).toHaveCount(6);
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByText('Page 1 of 1 · 6 assessments')).toBeVisible();
  await page.getByLabel('Form').selectOption({ label: 'PHQ-9' });
  await page.getByRole('checkbox', { name: 'Select every assessment on this page' }).check();
  await page.getByRole('button', { name: 'Select all 6 matching assessments' }).click();
  await page.getByRole('button', { name: 'Group report' }).click();

  const form = page.getByRole('region', { name: 'PHQ-9 group report over 6 assessments', exact: true });
  await form.getByRole('button', { name: 'Make group report' }).click();
  await expect(form.getByText('Give the report a title (a class, a school).')).toBeVisible();
  await form.getByLabel('Title').fill(`Class ${className}`);
  await snapshot(page, 'group-01-form');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Make group report' }).click();

  await expect(page.getByText(`The group report “Class ${className}” is ready.`)).toBeVisible({ timeout: 60_000 });
  const list = page.getByRole('region', { name: 'Group reports', exact: true });
  await expect(list.getByRole('row', { name: new RegExp(`Class ${className}`) })).toBeVisible();
  await snapshot(page, 'group-02-made');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: `Download “Class ${className}”` }).click();
  const download = await downloading;
  const parser = new PDFParse({ data: new Uint8Array(await readFile(await download.path())) });
  const { text } = await parser.getText();
  await parser.destroy();
  expect(text).toContain(`Class ${className}`);
  expect(text).toMatch(/PHQ-9/);
});
