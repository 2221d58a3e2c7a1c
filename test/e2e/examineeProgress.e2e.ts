import { copyFile, readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { api, createExaminee, expectAccessible, FACADE, selfUserId, signIn, snapshot } from './support';

/** PHQ-9 answers whose total is `total` (items filled from the first, 3 at most each). */
function phq9Totalling(total: number): Record<string, number> {
  let left = total;
  const values = Array.from({ length: 9 }, () => {
    const value = Math.min(3, left);
    left -= value;
    return value;
  });
  return { ...Object.fromEntries(values.map((value, item) => [`phq9_${item + 1}`, value])), phq9_difficulty: 1 };
}

// The "done when": an examinee with three PHQ-9s over time, the chart, the reliable change and the progress report.
test("an examiner sees an examinee's PHQ-9 progress as a chart with the reliable change in words", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'examiner', 'examiner-demo');
  const examinerId = await selfUserId(page);
  const examineeId = `Progress-${Date.now().toString(36)}`;
  const examineeRecordId = await createExaminee(page, { examineeId, firstName: 'Pat', lastName: 'Progress', birthDate: '1985-06-02', sex: 'female' });
  for (const [administrationDate, total] of [
    ['2024-01-10', 14],
    ['2024-02-07', 9],
    ['2024-03-06', 8],
  ] as const) {
    const created = await api<{ id: number; version: number }>(page, 'POST', `${FACADE}/assessments`, { examineeRecordId, productId: 'phq9', administrationDate, examinerId });
    await api(page, 'PUT', `${FACADE}/assessments/${created.id}`, { version: created.version, responses: phq9Totalling(total), administrationDate, examinerId, status: 'scored' });
  }

  await page.goto(`/examinees/${examineeRecordId}`);
  const progress = page.getByRole('region', { name: 'Progress', exact: true });
  const chart = progress.getByRole('img', { name: /PHQ-9 total/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('circle')).toHaveCount(3);
  await expect(progress.getByText('Reliable improvement from 14 to 8 (RCI −2.10, threshold ±1.96); clinically significant: crossed the cut-off of 10')).toBeVisible();
  await expect(progress.getByRole('cell', { name: 'No reliable change from 14 to 9 (RCI −1.75, threshold ±1.96)' })).toBeVisible();
  await progress.scrollIntoViewIfNeeded();
  await snapshot(page, 'progress-01-examinee');
  await expectAccessible(page);

  const phq9 = page.getByRole('region', { name: /PHQ-9/ });
  await phq9.getByRole('button', { name: 'Generate progress report' }).click();
  const link = phq9.getByRole('link', { name: 'Download PHQ-9 progress report' });
  await expect(link).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^PHQ-9_progress_Progress-.+_2024-03-06_v1\.pdf$/);
  const path = await download.path();
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // Kept beside the test output, to look at as a picture.
  await copyFile(path, test.info().outputPath('progress-report.pdf'));
  const { text: pdfText } = await new PDFParse({ data: new Uint8Array(bytes) }).getText();
  const text = pdfText.replace(/\s+/g, ' ');
  expect(text).toContain('PHQ-9 Progress Report');
  expect(text).toContain('Progress, Pat');
  expect(text).toMatch(/14 \(0-27\) Moderate/);
  expect(text).toContain('-5 (RCI -1.75): no reliable change');
  expect(text).toContain('(-6; RCI -2.1, reliable beyond ±1.96): reliable improvement.');
  expect(text).toContain('The change crosses the clinical cut-off of 10: a clinically significant change.');
  expect(text).toContain('Developed by Drs. Robert L. Spitzer');
  await snapshot(page, 'progress-02-report-generated');
});
