import { expect, test } from '@playwright/test';
import { createExaminee, expectAccessible, signIn, snapshot } from './support';

test('the new-assessment picker shows what the chosen form measures, its ages and delivery modes', async ({ page }) => {
  await signIn(page, 'examiner', 'examiner-demo');
  await page.getByLabel('Search').fill('Rivera');
  await page.getByRole('link', { name: 'Rivera, Alex' }).click();
  await page.getByRole('button', { name: 'New assessment' }).click();
  await page.getByLabel(/^Form/).selectOption({ label: 'PHQ-9' });
  const about = page.getByRole('region', { name: 'About PHQ-9' });
  await expect(about).toContainText('Depression severity over the last 2 weeks.');
  await expect(about).toContainText('13 to 120 years');
  await expect(about).toContainText('Manual entry, On-screen, Remote link, Live session');
  await snapshot(page, 'form-picker');
  await expectAccessible(page);
});

test('the delivery filter leaves out the forms the examiner gives by hand', async ({ page }) => {
  await signIn(page, 'examiner', 'examiner-demo');
  // A pupil of ten: the reading probe and the writing sample are offered to him.
  const examineeRecordId = await createExaminee(page, { examineeId: 'PICKER-10', firstName: 'Pip', lastName: 'Picker', birthDate: '2016-01-15', sex: 'male' });
  await page.goto(`/examinees/${examineeRecordId}`);
  await page.getByRole('button', { name: 'New assessment' }).click();
  const forms = page.getByLabel(/^Form/);
  await expect(forms.locator('option', { hasText: 'ORF' })).toHaveCount(1);
  await page.getByLabel(/^Delivery/).selectOption({ label: 'Remote link' });
  await expect(forms.locator('option', { hasText: 'ORF' })).toHaveCount(0);
  await expect(forms.locator('option', { hasText: 'WS-AR' })).toHaveCount(0);
  await expect(forms.locator('option', { hasText: 'WHO-5' })).toHaveCount(1);
});
