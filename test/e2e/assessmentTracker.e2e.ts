/**
 * Issue #17, the back office's assessment tracker in a real browser: an examiner of the demo clinic
 * makes a PHQ-9; back-office staff state why they look, find it by its id, read its timeline with
 * the examinee hidden, show the names with a second reason and see the examinee's name.
 */
import { expect, test } from '@playwright/test';
import { examineeWithPhq9, expectAccessible, signIn, snapshot } from './support';

test('back-office staff look a demo assessment up by id, see its timeline without names, and reveal them with a reason', async ({ browser }) => {
  const examiner = await (await browser.newContext()).newPage();
  await signIn(examiner, 'examiner', 'examiner-demo');
  const { assessmentId } = await examineeWithPhq9(examiner, { examineeId: `TRK-${Date.now()}`, firstName: 'Quinn', lastName: 'Tracewell', birthDate: '1990-06-01', sex: 'female' });

  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, 'backoffice', 'backoffice-demo');
  await expect(staff).toHaveURL(/\/back-office$/);
  await staff.getByRole('link', { name: 'Assessment tracker' }).first().click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Assessment tracker' })).toBeVisible();
  await staff.getByRole('textbox', { name: 'Reason' }).fill('Ticket 4711: the clinic asks about a new PHQ-9.');
  await staff.getByRole('button', { name: 'Continue' }).click();
  const byId = staff.getByRole('form', { name: 'By assessment ID' });
  await byId.getByRole('textbox', { name: 'Assessment ID' }).fill(String(assessmentId));
  await expectAccessible(staff);
  await byId.getByRole('button', { name: 'Find' }).click();

  await expect(staff.getByRole('heading', { level: 1, name: `Assessment ${assessmentId}` })).toBeVisible();
  const summary = staff.getByRole('region', { name: 'Assessment' });
  await expect(summary.getByText('Hidden', { exact: true })).toHaveCount(3);
  await expect(staff.getByText('Tracewell')).toHaveCount(0);
  const timeline = staff.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
  await expect(timeline.first()).toContainText('Created');
  await expect(timeline.first()).toContainText('by Dr. Emma Examiner');
  await expectAccessible(staff);

  await summary.getByRole('button', { name: 'Show names and responses' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Show names and responses' });
  await dialog.getByRole('textbox', { name: 'Reason for showing them' }).fill('Ticket 4711: the clinic needs the examinee confirmed.');
  await expectAccessible(staff);
  await dialog.getByRole('button', { name: 'Show' }).click();
  await expect(summary.getByText('Tracewell, Quinn')).toBeVisible();
  await expect(timeline.last()).toContainText('Names and responses shown to Q-global staff');
  await expect(timeline.last()).toContainText('by Bob Backoffice (Q-global staff)');
  await expect(timeline.last()).toContainText('Reason: Ticket 4711: the clinic needs the examinee confirmed.');
  await snapshot(staff, 'assessment-tracker');
  await expectAccessible(staff);
});
