/**
 * Issue #17, the feedback inbox in a real browser: an examiner sends feedback from the legacy
 * feedback page, back-office staff find it in the inbox, assign it to themselves and answer it,
 * and the examiner reads the answer in their notifications.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible, signIn, snapshot } from './support';

const FEEDBACK = 'The score table is hard to read on a tablet in portrait mode.';
const ANSWER = 'Thank you: the next release shows the score table in a larger type.';

test('an examiner’s feedback is assigned and answered by the back office, and the examiner reads the answer', async ({ browser }) => {
  const examiner = await (await browser.newContext()).newPage();
  await signIn(examiner, 'examiner', 'examiner-demo');
  await examiner.goto('/legacy/feedback');
  await examiner.getByLabel('Something does not work').check();
  await examiner.getByLabel('Your feedback').fill(FEEDBACK);
  await examiner.getByRole('button', { name: 'Send the feedback' }).click();
  await expect(examiner.getByText('Your feedback was sent.')).toBeVisible();

  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, 'backoffice', 'backoffice-demo');
  await expect(staff.getByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();
  await staff.getByRole('link', { name: 'Feedback inbox' }).first().click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Feedback inbox' })).toBeVisible();
  await staff.getByRole('textbox', { name: 'Reason' }).fill('Ticket 4711: answering the demo clinic’s feedback.');
  await staff.getByRole('button', { name: 'Continue' }).click();
  const row = staff.getByRole('region', { name: 'Feedback' }).getByRole('row').filter({ hasText: FEEDBACK });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Demo Clinic');
  await expect(row).toContainText('New');
  await expectAccessible(staff);
  await row.getByRole('link').click();

  await expect(staff.getByText(FEEDBACK)).toBeVisible();
  const assign = staff.getByRole('region', { name: 'Assign' });
  await assign.getByRole('combobox', { name: 'Staff member' }).selectOption({ label: 'Bob Backoffice' });
  await assign.getByRole('button', { name: 'Assign' }).click();
  const answer = staff.getByRole('form', { name: 'Answer the sender' });
  await answer.getByRole('textbox', { name: 'Answer' }).fill(ANSWER);
  await answer.getByRole('button', { name: 'Send the answer' }).click();
  const thread = staff.getByRole('region', { name: 'Answers' });
  await expect(thread.getByText(ANSWER)).toBeVisible();
  await expect(staff.getByText('Answered', { exact: true })).toBeVisible();
  await snapshot(staff, 'feedback-inbox-answered');
  await expectAccessible(staff);

  await examiner.goto('/legacy/notifications');
  const notice = examiner.getByRole('listitem').filter({ hasText: 'Your feedback was answered' });
  await expect(notice.first()).toContainText(ANSWER);
});
