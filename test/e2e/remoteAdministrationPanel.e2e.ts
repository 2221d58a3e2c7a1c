/**
 * The examiner's remote administration screens against the real server: the assessment page's
 * panel (create a link shown once, send by e-mail, revoke, invite to a video session), the
 * examinee page's e-mails, and the account administrator's e-mail templates.
 */
import { expect, test } from '@playwright/test';
import { examineeWithPhq9, expectAccessible, signIn, snapshot } from './support';

test('an examiner creates a link shown once, sends one by e-mail, revokes one, invites to a video session, and sees the e-mails on the examinee page', async ({ page }) => {
  await signIn(page, 'examiner', 'examiner-demo');
  const { assessmentId, examineeRecordId } = await examineeWithPhq9(page, {
    examineeId: `REMOTE-${Date.now()}`,
    firstName: 'Rowan',
    lastName: 'Remote',
    birthDate: '1990-06-01',
    sex: 'female',
    email: 'rowan.remote@example.org',
  });
  await page.goto(`/assessments/${assessmentId}`);
  const panel = page.getByRole('region', { name: 'Remote administration', exact: true });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('No link has been made for this assessment.')).toBeVisible();

  await panel.getByRole('button', { name: 'Create link' }).click();
  await panel.getByRole('combobox', { name: 'Who answers' }).selectOption({ label: 'A parent' });
  await panel.getByRole('spinbutton', { name: 'Valid for (days)' }).fill('7');
  await panel.getByRole('button', { name: 'Create the link' }).click();
  const shown = panel.getByRole('region', { name: 'The new link', exact: true });
  await expect(shown.getByText('Copy the address now: it will not be shown again.')).toBeVisible();
  const address = await shown.getByRole('textbox', { name: 'Address of the link' }).inputValue();
  // Absolute, so it can be pasted into a message; the token travels in the fragment.
  expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.+#.+/);
  await expectAccessible(page);
  await snapshot(page, 'remote-link-shown-once');
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  const rows = panel.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('A parent');
  await expect(rows.nth(1)).toContainText('Sent');

  await panel.getByRole('button', { name: 'Send by e-mail' }).click();
  const form = panel.getByRole('form', { name: 'Send by e-mail' });
  await expect(form.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('rowan.remote@example.org');
  await expect(form.getByRole('region', { name: 'Preview', exact: true })).toContainText('Rowan Remote');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText(/The e-mail to rowan\.remote@example\.org is queued/)).toBeVisible();
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('rowan.remote@example.org');
  await expectAccessible(page);
  await snapshot(page, 'remote-email-sent');

  // Revoke the parent's link (the older one, last in the list).
  await rows.nth(2).getByRole('button', { name: 'Revoke' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Revoke this link?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows.nth(2)).toContainText('Revoked');

  // A video-session invitation for tomorrow at 10:00 in the examiner's own time zone, which the form names.
  await panel.getByRole('button', { name: 'Invite to a video session' }).click();
  const invitation = panel.getByRole('form', { name: 'Invite to a video session' });
  await expect(invitation.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('rowan.remote@example.org');
  await expect(invitation.getByText('The link in the invitation opens an hour before the appointment and works for 24 hours after it.')).toBeVisible();
  const appointment = invitation.getByLabel('Date and time of the appointment');
  const zone = /In your time zone, (.+)\.$/.exec((await invitation.getByText(/^In your time zone, /).textContent()) ?? '')?.[1] ?? 'UTC';
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + 86_400_000));
  await appointment.fill(`${tomorrow}T10:00`);
  await expect(invitation.getByRole('region', { name: 'Preview', exact: true })).toContainText('Rowan Remote');
  await expectAccessible(page);
  await snapshot(page, 'remote-vpp-invitation');
  await invitation.getByRole('button', { name: 'Send' }).click();
  await expect(invitation.getByText(/The invitation to rowan\.remote@example\.org is queued/)).toBeVisible();
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('rowan.remote@example.org');
  await expect(rows.nth(1)).toContainText('Sent');

  await page.goto(`/examinees/${examineeRecordId}`);
  const emails = page.getByRole('region', { name: 'E-mails', exact: true });
  await expect(emails.getByRole('table')).toContainText('rowan.remote@example.org');
  // The invitation is listed (queued or retrying: nothing listens at the SMTP address in this test).
  await expect(emails.getByRole('row').filter({ hasText: /An invitation from .+ of / })).toHaveCount(1);
  await expectAccessible(page);
  await snapshot(page, 'examinee-emails');
});

test('an account administrator edits an e-mail template, refused without {link}, and restores the built-in text', async ({ page }) => {
  await signIn(page, 'admin', 'admin-demo');
  await page.getByRole('link', { name: 'E-mail templates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail templates' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Text of the message' });
  const body = form.getByRole('textbox', { name: 'Message' });
  await expect(body).not.toHaveValue('');
  const original = await body.inputValue();
  await body.fill('Please answer the questionnaire.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The message must hold {link}, the address the recipient opens.')).toBeVisible();
  await form.getByRole('button', { name: 'Insert {link} in the message' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The template is saved.')).toBeVisible();
  await expect(page.getByText(/^Changed by /)).toBeVisible();
  await expectAccessible(page);
  await snapshot(page, 'email-templates');
  await page.getByRole('button', { name: 'Restore the built-in text' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Restore the built-in text?' });
  await dialog.getByRole('button', { name: 'Restore the built-in text' }).click();
  await expect(page.getByText('The built-in text is restored.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(original);
});
