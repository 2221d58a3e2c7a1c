import { expect, test } from '@playwright/test';
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

// The "done when": an examinee with three PHQ-9s over time, the chart and the reliable change.
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
});
