/**
 * The issue's browser test (#19), in two steps that run in order. First an administrator imports a
 * OneRoster 1.2 ZIP of two classes (built here) whose teachers are the demo teachers `teacher` and
 * `teacher2` by their e-mail addresses; the dry run shows its counts, the commit makes the
 * examinees and the two classes with their teachers as staff; the same file again creates and
 * updates nothing; `teacher2` does not see the students of `teacher`'s class. Then `teacher`
 * assigns the WHO-5 to the imported class as a class session, prints the roster sheet, two
 * students answer one after the other on a shared classroom device with their codes, and the
 * teacher sees the progress and generates the group report.
 */
import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { expectAccessible, signIn, snapshot } from './support';
import { oneRosterZip, type Roster } from './support/oneRosterZip';

test.describe.configure({ mode: 'serial' });

const ROSTER: Roster = {
  students: [
    { sourcedId: 'e2e-stu-a1', givenName: 'Ava', familyName: 'Quartz', identifier: 'ORX-A1', birthDate: '2017-03-04', sex: 'female' },
    { sourcedId: 'e2e-stu-a2', givenName: 'Ben', familyName: 'Quartz', identifier: 'ORX-A2', birthDate: '2017-05-19', sex: 'male' },
    { sourcedId: 'e2e-stu-b1', givenName: 'Cleo', familyName: 'Basalt', identifier: 'ORX-B1', birthDate: '2016-11-30', sex: 'female' },
    { sourcedId: 'e2e-stu-b2', givenName: 'Dev', familyName: 'Basalt', identifier: 'ORX-B2' },
  ],
  teachers: [
    { sourcedId: 'e2e-tea-1', givenName: 'Tara', familyName: 'Teacher', email: 'teacher@example.org' },
    { sourcedId: 'e2e-tea-2', givenName: 'Theo', familyName: 'Tutor', email: 'teacher2@example.org' },
  ],
  classes: [
    { sourcedId: 'e2e-cls-a', title: 'E2E Room 5A', students: ['e2e-stu-a1', 'e2e-stu-a2'], teachers: ['e2e-tea-1'] },
    { sourcedId: 'e2e-cls-b', title: 'E2E Room 5B', students: ['e2e-stu-b1', 'e2e-stu-b2'], teachers: ['e2e-tea-2'] },
  ],
};
const ZIP = { name: 'lincoln-roster.zip', mimeType: 'application/zip', buffer: Buffer.from(oneRosterZip(ROSTER)) };

/** From the examinee list: "Import examinees", the OneRoster ZIP uploaded, up to its dry run. */
async function dryRunOf(page: Page) {
  await page.goto('/examinees');
  await page.getByRole('link', { name: 'Import examinees' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import examinees' })).toBeVisible();
  await expect(page.getByLabel('What to import')).toHaveValue('oneRoster');
  await page.locator('input[type="file"]').setInputFiles(ZIP);
  await expect(page.getByText(ZIP.name)).toBeVisible();
  await page.getByRole('button', { name: 'Upload' }).click();
  const summary = page.getByRole('region', { name: 'Dry run' });
  await expect(summary).toBeVisible();
  return summary;
}

const count = (page: Page, name: string) => page.locator(`[data-count="${name}"] dd`);

/** On a classroom device showing "Enter your code": types `code` and answers the WHO-5. */
async function answerWithCode(player: Page, code: string, answer: string): Promise<void> {
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
}

/** The codes printed on a roster sheet, in its order (`ACDEF-GHJKM`). */
async function rosterCodes(download: Promise<Download>): Promise<string[]> {
  const file = await (await download).path();
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = (await new PDFParse({ data: bytes }).getText()).text;
  return [...text.matchAll(/\b[0-9A-Z]{5}-[0-9A-Z]{5}\b/g)].map((match) => match[0]);
}


test('an administrator imports a OneRoster ZIP of two classes; the same file again changes nothing; a teacher sees only their class', async ({ page, browser }) => {
  await signIn(page, 'admin', 'admin-demo');
  await expect(page.getByRole('link', { name: 'Import examinees' })).toBeVisible();
  await snapshot(page, 'roster-import-0-examinee-list');

  const summary = await dryRunOf(page);
  await expect(count(page, 'created')).toHaveText('4');
  await expect(count(page, 'updated')).toHaveText('0');
  await expect(count(page, 'errors')).toHaveText('0');
  await expect(count(page, 'groupsCreated')).toHaveText('2');
  await expect(count(page, 'staffAdded')).toHaveText('2');
  await snapshot(page, 'roster-import-1-dry-run');
  await summary.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('The import is done.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Imported' })).toBeVisible();
  await snapshot(page, 'roster-import-2-committed');

  // The classes on the Groups screen, each with its teacher as staff.
  await page.getByRole('link', { name: 'Go to the groups' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
  await expect(page.getByRole('row', { name: /E2E Room 5A/ })).toContainText('Tara Teacher');
  await expect(page.getByRole('row', { name: /E2E Room 5B/ })).toContainText('Theo Tutor');
  await snapshot(page, 'roster-import-3-groups');

  // The students in the examinee list.
  await page.goto('/examinees');
  await page.getByLabel('Search').fill('ORX-');
  await expect(page.getByText('Page 1 of 1 · 4 examinees')).toBeVisible();
  for (const id of ['ORX-A1', 'ORX-A2', 'ORX-B1', 'ORX-B2']) await expect(page.getByText(id, { exact: true })).toBeVisible();
  await snapshot(page, 'roster-import-4-examinees');

  // The same file again: nothing to create or update.
  await dryRunOf(page);
  await expect(count(page, 'created')).toHaveText('0');
  await expect(count(page, 'updated')).toHaveText('0');
  await expect(count(page, 'unchanged')).toHaveText('4');
  await expect(count(page, 'groupsCreated')).toHaveText('0');
  await expect(count(page, 'groupsUpdated')).toHaveText('0');
  await expect(count(page, 'membersAdded')).toHaveText('0');
  await snapshot(page, 'roster-import-5-again');

  // teacher2 sees the students of their class only.
  const other = await browser.newContext();
  const teacherPage = await other.newPage();
  await signIn(teacherPage, 'teacher2', 'teacher2-demo');
  await teacherPage.goto('/examinees');
  await teacherPage.getByLabel('Search').fill('ORX-');
  // The searched list has loaded (not the one before the search): two examinees, not four.
  await expect(teacherPage.getByText('Page 1 of 1 · 2 examinees')).toBeVisible();
  await expect(teacherPage.locator('table[aria-busy="true"]')).toHaveCount(0);
  await expect(teacherPage.getByText('ORX-B1', { exact: true })).toBeVisible();
  await expect(teacherPage.getByText('ORX-B2', { exact: true })).toBeVisible();
  await expect(teacherPage.getByText('ORX-A1', { exact: true })).toHaveCount(0);
  await expect(teacherPage.getByText('ORX-A2', { exact: true })).toHaveCount(0);
  await snapshot(teacherPage, 'roster-import-6-teacher2');
  await other.close();
});

test('the teacher assigns the WHO-5 to the imported class as a class session, and two students answer with their codes', async ({ page, browser }) => {
  await signIn(page, 'teacher', 'teacher-demo');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Groups' }).click();
  await page.getByRole('link', { name: 'E2E Room 5A' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Room 5A' })).toBeVisible();
  await expect(page.getByText('Quartz, Ava')).toBeVisible();
  await expect(page.getByText('Quartz, Ben')).toBeVisible();

  const assignments = page.getByRole('region', { name: 'Assigned forms' });
  await assignments.getByRole('button', { name: 'Assign a form' }).click();
  await assignments.getByLabel('Form', { exact: true }).selectOption({ label: 'WHO-5 – WHO-5 Well-Being Index (WHO-Five)' });
  await assignments.getByLabel('Planned date').fill(new Date().toISOString().slice(0, 10));
  await assignments.getByLabel('Examiner').selectOption({ label: 'Ms. Tara Teacher' });
  await assignments.getByRole('radio', { name: 'Class session with codes' }).check();
  await assignments.getByRole('button', { name: 'Check ages' }).click();
  await expect(assignments.getByRole('cell', { name: 'In the age range' })).toHaveCount(2);
  await snapshot(page, 'group-assignment-1-age-check');
  await assignments.getByRole('button', { name: 'Assign to 2 members' }).click();
  await expect(page.getByText('The form was assigned to 2 members.')).toBeVisible();
  await expect(assignments.getByText('2 not started, 0 in progress, 0 submitted, 0 scored')).toBeVisible();

  await assignments.getByRole('button', { name: 'Show members' }).first().click();
  const download = Promise.all([page.waitForEvent('download'), assignments.getByRole('link', { name: 'Download the roster sheet (PDF)' }).click()]).then(([file]) => file);
  const codes = await rosterCodes(download);
  expect(codes).toHaveLength(2);
  await expectAccessible(page);

  // One shared classroom device: the first student answers, then hands it to the next.
  const device = await browser.newContext();
  const player = await device.newPage();
  await player.goto('/osa');
  await answerWithCode(player, codes[0] ?? '', 'Most of the time');
  await snapshot(player, 'group-assignment-2-next-student');
  await player.getByRole('link', { name: 'Next student: enter a code' }).click();
  await answerWithCode(player, codes[1] ?? '', 'Some of the time');
  await device.close();

  await page.reload();
  const refreshed = page.getByRole('region', { name: 'Assigned forms' });
  await expect(refreshed.getByText('0 not started, 0 in progress, 0 submitted, 2 scored')).toBeVisible({ timeout: 20_000 });
  await refreshed.getByRole('button', { name: 'Show members' }).first().click();
  await expect(refreshed.getByRole('cell', { name: 'Scored' })).toHaveCount(2);
  await refreshed.getByRole('button', { name: 'Group report of the scored ones' }).click();
  await expect(refreshed.getByRole('link', { name: 'Download the group report' })).toBeVisible({ timeout: 30_000 });
  await snapshot(page, 'group-assignment-3-progress');
});
