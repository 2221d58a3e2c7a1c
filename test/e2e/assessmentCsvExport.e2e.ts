import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expectAccessible, scoredClass, signIn } from './support';

/** PHQ-9 answers of the product's "other depressive syndrome" test case: total 10, Moderate, PHQ-2 positive. */
const PHQ9_RESPONSES = { phq9_1: 2, phq9_2: 2, phq9_3: 3, phq9_4: 3, phq9_5: 0, phq9_6: 0, phq9_7: 0, phq9_8: 0, phq9_9: 0, phq9_difficulty: 0 };

// Issue #22: the research CSV of the assessment list, exported under the list's filter.
test('an examiner filters the assessment list by form and exports it as CSV for research', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'examiner', 'examiner-demo');
  const className = `Csv-${Date.now().toString(36)}`;
  await scoredClass(page, { className, count: 2, productId: 'phq9', lastName: 'Research', responses: () => PHQ9_RESPONSES });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Assessments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Assessments' })).toBeVisible();
  const searched = page.waitForResponse((response) => response.url().includes(`search=${className}`));
  await page.getByRole('searchbox', { name: 'Search' }).fill(className);
  await searched;
  await page.getByLabel('Form').selectOption({ label: 'PHQ-9' });
  const table = page.getByRole('table', { name: 'Assessments matching the filters' });
  await expect(table.getByRole('row', { name: new RegExp(className) })).toHaveCount(2);
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^assessments-phq9-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header = [], ...records] = parse(bytes.toString('utf8').replace(/^\uFEFF/, '')) as string[][];
  // The examinee's columns first (custom field 1, the class, eighth), then the assessment's.
  expect(header.slice(0, 2)).toEqual(['Examinee ID', 'First name']);
  expect(records.map((record) => record[7])).toEqual([className, className]);
  const rows = records.map((record) => Object.fromEntries(header.map((name, index) => [name, record[index] ?? ''])));
  for (const row of rows) {
    expect(row).toMatchObject({ product: 'phq9', form: 'PHQ-9', status: 'scored', phq9_3: '3', 'total.raw': '10', 'total.band': 'Moderate', 'phq2.raw': '4', 'flag.phq2_positive': 'true' });
  }
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
});
