import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { expectAccessible, signIn, snapshot } from './support';

// The teacher's reading fluency probe of the issue: sign in, add a student, create the ORF probe,
// set grade and season, read the passage for that grade, type words read and errors, score, and
// see WCPM with its percentile band for the grade and season.
test('a teacher runs the reading fluency probe and sees the percentile band for the grade and season', async ({ page }) => {
  await signIn(page, 'teacher', 'teacher-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Examinees' })).toBeVisible();

  await page.getByRole('link', { name: 'New examinee' }).click();
  await page.getByLabel('Examinee ID').fill(`ORF-${Date.now()}`);
  await page.getByLabel('First name').fill('Ari');
  await page.getByLabel('Last name').fill('Reader');
  // Eight or nine years old: a third grader.
  const birthYear = new Date().getUTCFullYear() - 9;
  await page.getByLabel('Date of birth').fill(`${birthYear}-03-14`);
  await page.getByLabel('Sex').selectOption({ label: 'Male' });
  await page.getByRole('button', { name: 'Save examinee' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reader, Ari' })).toBeVisible();

  await page.getByRole('button', { name: 'New assessment' }).click();
  await page.getByLabel('Form').selectOption({ label: 'ORF' });
  await page.getByRole('button', { name: 'Create assessment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ORF — Reader, Ari' })).toBeVisible();

  // Until the grade is chosen there is no passage and no percentile band.
  const administration = page.getByRole('region', { name: 'Administration', exact: true });
  await expect(page.getByText("Choose the student's grade to show the passage.")).toBeVisible();
  await administration.getByLabel('Grade').selectOption({ label: 'Grade 3' });
  await administration.getByLabel('Season').selectOption({ label: 'Winter' });
  await expect(administration.getByLabel('Comparison group')).toHaveValue('ht2017');
  const passage = page.getByRole('region', { name: 'Passage for grade 3: The Garden on the Roof', exact: true });
  await expect(passage).toContainText('Marcus lived on the top floor of a tall building');

  // A count typed wrong stays as typed, says why, and holds Save and Score back.
  const entry = page.getByRole('region', { name: 'Item entry', exact: true });
  const wordsRead = entry.getByLabel(/Words read in 1 minute/);
  await wordsRead.click();
  await page.keyboard.type('12.5');
  await expect(wordsRead).toHaveValue('12.5');
  await expect(entry.getByRole('alert')).toHaveText('Item 1 is not a whole number. Type a whole number from 0 to 400.');
  await expect(page.getByRole('button', { name: 'Score' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

  // Type the counts; Enter moves from words read to errors.
  await wordsRead.fill('');
  await page.keyboard.type('112');
  await page.keyboard.press('Enter');
  await expect(entry.getByLabel(/Errors/)).toBeFocused();
  await page.keyboard.type('x');
  await expect(entry.getByRole('alert')).toHaveText('Item 2 is not a number. Type a whole number from 0 to 400.');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('7');
  const scores = page.getByRole('region', { name: 'Scores', exact: true });
  await expect(scores).toContainText('Words correct per minute (WCPM) 105');

  // Leaving with the counts unsaved asks first; staying keeps them.
  await page.getByRole('link', { name: 'Reader, Ari' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ORF — Reader, Ari' })).toBeVisible();

  // A reload asks the browser's question, then brings the unsaved counts back from this device.
  const question = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.accept().then(() => resolve(dialog.type()))));
  await page.reload();
  expect(await question).toBe('beforeunload');
  await expect(page.getByText(/and did not save are back on screen/)).toBeVisible();
  await expect(entry.getByLabel(/Words read in 1 minute/)).toHaveValue('112');
  await expect(entry.getByLabel(/Errors/)).toHaveValue('7');
  await expect(page.getByRole('region', { name: 'Administration', exact: true }).getByLabel('Grade')).toHaveValue('3');
  await expect(scores).toContainText('Words correct per minute (WCPM) 105');
  await expect(scores).toContainText('Percentile band 50th–74th');
  await expect(scores).toContainText('compared with Hasbrouck & Tindal 2017 norms');
  await expect(scores).toContainText('norms not yet verified');
  await snapshot(page, 'orf-01-entry');
  await expectAccessible(page);

  // The comparison group changes the band: WCPM 95 is 25th-49th in the 2017 norms (grade 3 winter
  // P50 = 97) but 50th-74th in the 2006 norms (P50 = 92).
  await entry.getByLabel(/Errors/).fill('17');
  await expect(scores).toContainText('Words correct per minute (WCPM) 95');
  await expect(scores).toContainText('Percentile band 25th–49th');
  await administration.getByLabel('Comparison group').selectOption('ht2006');
  await expect(scores).toContainText('Percentile band 50th–74th');
  await expect(scores).toContainText('compared with Hasbrouck & Tindal 2006 norms');
  await administration.getByLabel('Comparison group').selectOption('ht2017');
  await expect(scores).toContainText('Percentile band 25th–49th');
  await entry.getByLabel(/Errors/).fill('7');
  await expect(scores).toContainText('Percentile band 50th–74th');

  await page.getByRole('button', { name: 'Score' }).click();
  const record = page.getByRole('region', { name: 'Score of record', exact: true });
  await expect(record).toContainText('105');
  await expect(record).toContainText('Percentile band 50th–74th');
  await expect(record).toContainText('Hasbrouck & Tindal 2017 norms');
  await snapshot(page, 'orf-02-scored');
  await expectAccessible(page);

  // The score report shows WCPM, the percentile band and the comparison group.
  await page.getByRole('button', { name: 'Generate score report' }).click();
  const history = page.getByRole('region', { name: 'Report history', exact: true });
  await expect(history.getByRole('link', { name: 'Download' })).toHaveCount(1);
  const [download] = await Promise.all([page.waitForEvent('download'), history.getByRole('link', { name: 'Download' }).first().click()]);
  const { text: pdfText } = await new PDFParse({ data: new Uint8Array(await readFile(await download.path())) }).getText();
  // Table cells wrap: compare with runs of white space made one space.
  const text = pdfText.replace(/\s+/g, ' ');
  expect(text).toContain('Reader, Ari');
  expect(text).toContain('Percentile band 50th-74th');
  expect(text).toContain('Hasbrouck & Tindal 2017 norms; Grade 3, winter');

  // The administration is stored with the score: a reload shows the same band.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Score of record', exact: true })).toContainText('Percentile band 50th–74th');
  await expect(page.getByRole('region', { name: 'Administration', exact: true }).getByLabel('Grade')).toHaveValue('3');
});
