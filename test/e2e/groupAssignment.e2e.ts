import { readFile } from 'node:fs/promises';
import { type Browser, type Download, expect, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { createExaminee, expectAccessible, signIn, snapshot } from './support';

/** Opens the player on a classroom device (a fresh context), types `code` and answers the WHO-5. */
async function answerWithCode(browser: Browser, code: string, answer: string): Promise<void> {
  const device = await browser.newContext();
  const player = await device.newPage();
  await player.goto('/osa');
  await expect(player.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  // Children type codes in lower case and with spaces; the player takes them as printed.
  await player.getByLabel('Your code').fill(code.toLowerCase().replace('-', ' '));
  await player.getByRole('button', { name: 'Start' }).click();
  await expect(player.getByRole('heading', { level: 1 })).toContainText('WHO-5');
  await player.getByRole('button', { name: 'Start' }).click();
  for (let item = 1; item <= 5; item += 1) {
    await expect(player.getByRole('heading', { level: 1, name: `Question ${item} of 5` })).toBeVisible();
    await player.getByRole('radio', { name: answer }).check();
    await expect(player.getByRole('status')).toHaveText('Saved');
    await player.getByRole('button', { name: item < 5 ? 'Next' : 'Check answers' }).click();
  }
  await expect(player.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await player.getByRole('button', { name: 'Submit' }).click();
  await expect(player.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
  await device.close();
}

/** The codes printed on a roster sheet, in its order (`ACDEF-GHJKM`). */
async function rosterCodes(download: Promise<Download>): Promise<string[]> {
  const file = await (await download).path();
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = (await new PDFParse({ data: bytes }).getText()).text;
  return [...text.matchAll(/\b[0-9A-Z]{5}-[0-9A-Z]{5}\b/g)].map((match) => match[0]);
}

// The class session: a teacher makes a class, assigns the WHO-5 to it as a class session,
// prints the roster sheet, two students answer on classroom devices with their codes, the teacher
// sees the progress and generates the group report; a teacher of another class does not see them.
test('a teacher assigns the WHO-5 to a class as a class session and two students answer with their codes', async ({ page, browser }) => {
  const stamp = Date.now();
  const className = `Room 5A ${stamp}`;
  const lastName = `Classmate${stamp}`;
  await signIn(page, 'teacher', 'teacher-demo');
  await createExaminee(page, { examineeId: `CS-${stamp}-1`, firstName: 'Ada', lastName, birthDate: '2016-04-12', sex: 'female' });
  await createExaminee(page, { examineeId: `CS-${stamp}-2`, firstName: 'Bo', lastName, birthDate: '2016-09-30', sex: 'male' });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Groups' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
  await page.getByRole('button', { name: 'New group' }).click();
  await page.getByLabel('Name').fill(className);
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByRole('heading', { level: 1, name: className })).toBeVisible();

  await page.getByRole('button', { name: 'Add examinees' }).click();
  await page.getByLabel('Find examinees by name or ID').fill(lastName);
  await page.getByRole('button', { name: `Add ${lastName}, Ada to the group` }).click();
  await page.getByRole('button', { name: `Add ${lastName}, Bo to the group` }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(`${lastName}, Bo`).first()).toBeVisible();

  const assignments = page.getByRole('region', { name: 'Assigned forms' });
  await assignments.getByRole('button', { name: 'Assign a form' }).click();
  await assignments.getByLabel('Form', { exact: true }).selectOption({ label: 'WHO-5 – WHO-5 Well-Being Index (WHO-Five)' });
  await assignments.getByLabel('Planned date').fill(new Date().toISOString().slice(0, 10));
  await assignments.getByLabel('Examiner').selectOption({ index: 1 });
  await assignments.getByRole('radio', { name: 'Class session with codes' }).check();
  await assignments.getByRole('button', { name: 'Check ages' }).click();
  await expect(assignments.getByRole('cell', { name: 'In the age range' })).toHaveCount(2);
  await snapshot(page, 'group-assignment-01-age-check');
  await assignments.getByRole('button', { name: 'Assign to 2 members' }).click();
  await expect(page.getByText('The form was assigned to 2 members.')).toBeVisible();
  await expect(assignments.getByText('2 not started, 0 in progress, 0 submitted, 0 scored')).toBeVisible();

  await assignments.getByRole('button', { name: 'Show members' }).first().click();
  const codes = await rosterCodes(Promise.all([page.waitForEvent('download'), assignments.getByRole('link', { name: 'Download the roster sheet (PDF)' }).click()]).then(([download]) => download));
  expect(codes).toHaveLength(2);
  await expectAccessible(page);

  await answerWithCode(browser, codes[0] ?? '', 'Most of the time');
  await answerWithCode(browser, codes[1] ?? '', 'Some of the time');

  await page.reload();
  const refreshed = page.getByRole('region', { name: 'Assigned forms' });
  await expect(refreshed.getByText('0 not started, 0 in progress, 0 submitted, 2 scored')).toBeVisible({ timeout: 20_000 });
  await refreshed.getByRole('button', { name: 'Show members' }).first().click();
  await expect(refreshed.getByRole('cell', { name: 'Scored' })).toHaveCount(2);
  await refreshed.getByRole('button', { name: 'Group report of the scored ones' }).click();
  await expect(refreshed.getByRole('link', { name: 'Download the group report' })).toBeVisible({ timeout: 30_000 });
  await snapshot(page, 'group-assignment-02-progress');

  // A teacher of another class: these students are not theirs to see.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, 'teacher2', 'teacher2-demo');
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Examinees' })).toBeVisible();
  await otherPage.getByRole('searchbox', { name: 'Search' }).fill(lastName);
  await expect(otherPage.getByText(`No examinees match “${lastName}”.`)).toBeVisible();
  await expect(otherPage.getByText(`${lastName}, Ada`)).toHaveCount(0);
  await other.close();
});
