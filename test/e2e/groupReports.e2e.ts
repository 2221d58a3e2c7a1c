import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { expectAccessible, signIn, snapshot } from './support';

const FACADE = '/qg-services/assessment-facade';

/** Calls the API as the SPA does: the bearer token from its cookie, the CSRF header, an idempotency key on writes. */
async function api<T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: object): Promise<T> {
  const cookies = await page.context().cookies();
  const value = (name: string) => cookies.find((cookie) => cookie.name === name)?.value ?? '';
  const response = await page.request.fetch(path, {
    method,
    data,
    headers: { authorization: `Bearer ${value('qg_oauth_token')}`, 'x-xsrf-token': value('XSRF-TOKEN'), 'idempotency-key': crypto.randomUUID() },
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Creates a class of examinees (custom field 1) with a scored PHQ-9 each, item 9 endorsed for the last one. */
async function scoredClass(page: Page, className: string, count: number): Promise<void> {
  const self = await api<{ userId: number }>(page, 'GET', '/qg-services/account/users/self/preferences?addOnPermissions=true');
  const today = new Date().toISOString().slice(0, 10);
  for (let index = 1; index <= count; index += 1) {
    const examinee = await api<{ id: number }>(page, 'POST', `${FACADE}/examinees`, {
      examineeId: `${className}-${index}`,
      firstName: `Pupil${index}`,
      middleName: '',
      lastName: 'Group',
      birthDate: '2008-03-14',
      sex: index % 2 ? 'female' : 'male',
      email: '',
      customField1: className,
      customField2: '',
      customField3: '',
      customField4: '',
    });
    const created = await api<{ id: number; version: number }>(page, 'POST', `${FACADE}/assessments`, {
      examineeRecordId: examinee.id,
      productId: 'phq9',
      administrationDate: today,
      examinerId: self.userId,
    });
    const values = [1, 2, 1, index % 4, 2, 1, 0, 1, index === count ? 1 : 0];
    const responses = { ...Object.fromEntries(values.map((value, item) => [`phq9_${item + 1}`, value])), phq9_difficulty: 1 };
    await api(page, 'PUT', `${FACADE}/assessments/${created.id}`, { version: created.version, responses, administrationDate: today, examinerId: self.userId, status: 'scored' });
  }
}

// The "done when": a group report for a class.
test('an examiner makes a group report for a class from the filtered list and downloads it', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'examiner', 'examiner-demo');
  const className = `Group-${Date.now().toString(36)}`;
  await scoredClass(page, className, 6);

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

  const form = page.getByRole('region', { name: 'PHQ-9 group report over 6 assessments' });
  await form.getByRole('button', { name: 'Make group report' }).click();
  await expect(form.getByText('Give the report a title (a class, a school).')).toBeVisible();
  await form.getByLabel('Title').fill(`Class ${className}`);
  await snapshot(page, 'group-01-form');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Make group report' }).click();

  await expect(page.getByText(`The group report “Class ${className}” is ready.`)).toBeVisible({ timeout: 60_000 });
  const list = page.getByRole('region', { name: 'Group reports' });
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
