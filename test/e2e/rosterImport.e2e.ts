/**
 * Imports in the browser (issue #19): an administrator imports a OneRoster 1.2 ZIP of two classes
 * (built here) whose teachers are the demo teachers `teacher` and `teacher2` by their e-mail
 * addresses; the dry run shows its counts, the commit makes the examinees and the two classes with
 * their teachers as staff; the same file again creates and updates nothing. Then `teacher2` does
 * not see the students of `teacher`'s class, and does see those of their own.
 */
import { expect, type Page, test } from '@playwright/test';
import { signIn, snapshot } from './support';
import { oneRosterZip, type Roster } from './support/oneRosterZip';

const ROSTER: Roster = {
  students: [
    { sourcedId: 'e2e-stu-a1', givenName: 'Ava', familyName: 'Quartz', identifier: 'E2E-A1', birthDate: '2017-03-04', sex: 'female' },
    { sourcedId: 'e2e-stu-a2', givenName: 'Ben', familyName: 'Quartz', identifier: 'E2E-A2', birthDate: '2017-05-19', sex: 'male' },
    { sourcedId: 'e2e-stu-b1', givenName: 'Cleo', familyName: 'Basalt', identifier: 'E2E-B1', birthDate: '2016-11-30', sex: 'female' },
    { sourcedId: 'e2e-stu-b2', givenName: 'Dev', familyName: 'Basalt', identifier: 'E2E-B2' },
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
  await page.getByLabel('Search').fill('E2E-');
  await expect(page.getByText('Page 1 of 1 · 4 examinees')).toBeVisible();
  for (const id of ['E2E-A1', 'E2E-A2', 'E2E-B1', 'E2E-B2']) await expect(page.getByText(id, { exact: true })).toBeVisible();
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
  await teacherPage.getByLabel('Search').fill('E2E-');
  // The searched list has loaded (not the one before the search): two examinees, not four.
  await expect(teacherPage.getByText('Page 1 of 1 · 2 examinees')).toBeVisible();
  await expect(teacherPage.locator('table[aria-busy="true"]')).toHaveCount(0);
  await expect(teacherPage.getByText('E2E-B1', { exact: true })).toBeVisible();
  await expect(teacherPage.getByText('E2E-B2', { exact: true })).toBeVisible();
  await expect(teacherPage.getByText('E2E-A1', { exact: true })).toHaveCount(0);
  await expect(teacherPage.getByText('E2E-A2', { exact: true })).toHaveCount(0);
  await snapshot(teacherPage, 'roster-import-6-teacher2');
  await other.close();
});
