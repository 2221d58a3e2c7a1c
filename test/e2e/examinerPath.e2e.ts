import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { expectAccessible, signIn, snapshot } from './support';

// The examiner's core loop of the issue: sign in, create an examinee, administer the PHQ-9 by
// keyboard item entry, watch on-the-fly scoring, score, generate and download the PDF report.
test('an examiner scores a PHQ-9 by keyboard item entry and downloads the report', async ({ page }) => {
  await signIn(page, 'examiner', 'examiner-demo');
  await expect(page).toHaveTitle(/^Q-global \| /);
  await expect(page.getByRole('heading', { level: 1, name: 'Examinees' })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await snapshot(page, '01-examinees');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'New examinee' }).click();
  const examineeId = `E2E-${Date.now()}`;
  await page.getByLabel('Examinee ID').fill(examineeId);
  await page.getByLabel('First name').fill('Maya');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Date of birth').fill('2009-04-17');
  await page.getByLabel('Sex').selectOption({ label: 'Female' });
  await snapshot(page, '02-new-examinee');
  await page.getByRole('button', { name: 'Save examinee' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Okafor, Maya' })).toBeVisible();
  await snapshot(page, '03-examinee');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New assessment' }).click();
  await page.getByLabel('Form').selectOption({ label: 'PHQ-9' });
  await page.getByRole('button', { name: 'Create assessment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'PHQ-9 — Okafor, Maya' })).toBeVisible();

  // One keystroke per item with auto-advance: 2+2+1+1+2+1+1+1+1 = 12, item 9 endorsed.
  const entry = page.getByRole('region', { name: 'Item entry', exact: true });
  await entry.getByRole('radiogroup', { name: /^Item 1\b/ }).getByRole('radio').first().focus();
  const scores = page.getByRole('region', { name: 'Scores', exact: true });
  for (const [index, key] of ['2', '2', '1', '1', '2', '1', '1'].entries()) {
    await page.keyboard.press(key);
    if (index === 3) await expect(scores).toContainText('Total 6');
  }
  await page.keyboard.press('7');
  await expect(page.getByText('Press 0, 1, 2 or 3 for item 8.')).toBeVisible();
  await page.keyboard.press('1');
  await page.keyboard.press('1');
  await expect(scores).toContainText('Total 12');
  await expect(scores).toContainText('Moderate');
  await expect(scores).toContainText('Item 9 (thoughts of death or self-harm) endorsed');
  await snapshot(page, '04-item-entry');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Score' }).click();
  const record = page.getByRole('region', { name: 'Score of record', exact: true });
  await expect(record).toContainText('12');
  await expect(record).toContainText('Moderate');
  await expect(record).toContainText('Item 9 (thoughts of death or self-harm) endorsed');

  await page.getByRole('button', { name: 'Generate score report' }).click();
  const history = page.getByRole('region', { name: 'Report history', exact: true });
  await expect(history.getByRole('link', { name: 'Download' })).toHaveCount(1);
  await snapshot(page, '05-scored');

  const [download] = await Promise.all([page.waitForEvent('download'), history.getByRole('link', { name: 'Download' }).first().click()]);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await new PDFParse({ data: new Uint8Array(bytes) }).getText();
  expect(text).toContain('Okafor, Maya');
  expect(text).toContain('Moderate');
  expect(text).toMatch(/\b12\b/);
  expect(text).toContain('Item 9 (thoughts of death or self-harm) endorsed');

  // The report stays in the history and downloads again after a reload.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Report history', exact: true }).getByRole('link', { name: 'Download' })).toHaveCount(1);
  const [again] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('region', { name: 'Report history', exact: true }).getByRole('link', { name: 'Download' }).first().click(),
  ]);
  expect((await readFile(await again.path())).equals(bytes)).toBe(true);
});
