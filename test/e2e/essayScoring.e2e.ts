import { expect, type Locator, test } from '@playwright/test';
import { expectAccessible, signIn, snapshot } from './support';

/** Chooses the level of one rubric criterion in item entry (each criterion is a row of levels). */
async function chooseLevel(entry: Locator, criterion: string, level: string): Promise<void> {
  const row = entry.getByRole('radiogroup').filter({ hasText: criterion });
  await row.getByText(level, { exact: true }).click();
  await expect(row.getByRole('radio', { name: level })).toBeChecked();
}

// The teacher's writing sample: sign in, add a ten-year-old student, create the writing sample,
// choose a level for each of the four rubric criteria, record the rubric scores
// (assessment.essayScoring), score, and see the rubric total and its band in the score of record;
// then change two levels and record again: the score of record is re-scored without a new "Score".
test('a teacher scores a writing sample with the analytic rubric and sees the total and band of record', async ({ page }) => {
  await signIn(page, 'teacher', 'teacher-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Examinees' })).toBeVisible();

  await page.getByRole('link', { name: 'New examinee' }).click();
  await page.getByLabel('Examinee ID').fill(`WS-${Date.now()}`);
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Writer');
  // About ten years old: a fourth or fifth grader.
  const birthYear = new Date().getUTCFullYear() - 10;
  await page.getByLabel('Date of birth').fill(`${birthYear}-01-20`);
  await page.getByLabel('Sex').selectOption({ label: 'Female' });
  await page.getByRole('button', { name: 'Save examinee' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Writer, Sam' })).toBeVisible();

  await page.getByRole('button', { name: 'New assessment' }).click();
  await page.getByLabel('Form').selectOption({ label: 'WS-AR' });
  await page.getByRole('button', { name: 'Create assessment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'WS-AR — Writer, Sam' })).toBeVisible();

  const entry = page.getByRole('region', { name: 'Item entry', exact: true });
  await expect(entry).toContainText('Think about a time you learned something new');
  await chooseLevel(entry, 'Ideas and content', 'Proficient');
  await chooseLevel(entry, 'Organization', 'Advanced');
  await chooseLevel(entry, 'Word choice and sentence fluency', 'Developing');
  await chooseLevel(entry, 'Conventions', 'Proficient');
  const scores = page.getByRole('region', { name: 'Scores', exact: true });
  await expect(scores).toContainText(/Total\s*12\s*of 16/);

  const rubrics = page.getByRole('region', { name: 'Rubric scores', exact: true });
  // The level descriptors of the product's rubric are there to score by.
  await rubrics.getByText('Level descriptors').click();
  await expect(rubrics).toContainText('The writing has an inviting beginning, a clear sequence with smooth transitions');
  await expect(rubrics).toContainText('4 of 4 criteria scored · rubric total 12 of 16');
  await rubrics.getByRole('button', { name: 'Record rubric scores for item 1' }).click();
  await expect(rubrics).toContainText('Rubric scores recorded.');
  await expect(rubrics.getByRole('button', { name: 'Record rubric scores for item 1' })).toBeDisabled();

  await page.getByRole('button', { name: 'Score', exact: true }).click();
  const record = page.getByRole('region', { name: 'Score of record', exact: true });
  await expect(record.getByRole('row', { name: /Writing total/ })).toContainText(/Writing total\s*12\s*Proficient/);
  await snapshot(page, 'essay-01-scored');
  await expectAccessible(page);

  // Changing levels and recording them re-scores the score of record: 3 + 2 + 2 + 1 = 8, Developing.
  await chooseLevel(entry, 'Organization', 'Developing');
  await chooseLevel(entry, 'Conventions', 'Beginning');
  await expect(rubrics).toContainText('rubric total 8 of 16');
  await rubrics.getByRole('button', { name: 'Record rubric scores for item 1' }).click();
  await expect(rubrics).toContainText('Rubric scores recorded.');
  await expect(record.getByRole('row', { name: /Writing total/ })).toContainText(/Writing total\s*8\s*Developing/);
  await snapshot(page, 'essay-02-rescored');
  await expectAccessible(page);

  // The levels and the score are stored: a reload shows the same.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Score of record', exact: true })).toContainText('Developing');
  await expect(entry.getByRole('radiogroup').filter({ hasText: 'Conventions' }).getByRole('radio', { name: 'Beginning' })).toBeChecked();
});
