import { expect, test } from '@playwright/test';
import { linkOf, readMail, startSmtpServer, type TestSmtpServer } from '../server/support/smtpServer';
import { newPhq9ForNoorHaddad, signIn, SMTP_PORT } from './support';

// The path of issue #6 in two browsers: the examiner e-mails a PHQ-9 link from the assessment
// page; the link is read from the mail a real SMTP server received; the respondent answers four
// questions, reloads, resumes at question 5, answers two offline, comes back and submits; the
// examiner's page shows the score without a reload.
let smtp: TestSmtpServer;

test.beforeAll(async () => {
  smtp = await startSmtpServer(SMTP_PORT);
});
test.afterAll(async () => {
  await smtp.close();
});

test('an e-mailed PHQ-9 link is answered with a reload and an offline spell, and the examiner sees it scored', async ({ page, browser }) => {
  await signIn(page, 'examiner', 'examiner-demo');
  await newPhq9ForNoorHaddad(page, `RA-${Date.now()}`, '1990-02-11');

  const panel = page.getByRole('region', { name: 'Remote administration', exact: true });
  await panel.getByRole('button', { name: 'Send by e-mail' }).click();
  const form = panel.getByRole('form', { name: 'Send by e-mail' });
  await form.getByRole('textbox', { name: 'E-mail address' }).fill('noor.haddad@example.org');
  await form.getByRole('textbox', { name: 'Name of the recipient' }).fill('Noor Haddad');
  await expect(form.getByRole('region', { name: 'Preview', exact: true })).toContainText('Noor Haddad');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText(/The e-mail to noor\.haddad@example\.org is queued/)).toBeVisible();

  await expect.poll(() => smtp.received.filter((mail) => mail.to.includes('noor.haddad@example.org')).length, { timeout: 30_000 }).toBe(1);
  const mail = await readMail(smtp.received.find((candidate) => candidate.to.includes('noor.haddad@example.org'))?.raw ?? '');
  expect(mail.headers.get('subject')).not.toMatch(/PHQ|depress|Noor/i);
  const { url } = linkOf(mail);

  const respondent = await browser.newContext();
  const player = await respondent.newPage();
  await player.goto(url);
  await expect(player.getByRole('heading', { level: 1 })).toContainText('PHQ-9');
  // The token left the address bar at once.
  await expect(player).toHaveURL(/\/osa$/);
  await player.getByRole('button', { name: 'Start' }).click();
  for (let item = 1; item <= 4; item += 1) {
    await expect(player.getByRole('heading', { level: 1, name: `Question ${item} of 10` })).toBeFocused();
    await player.getByRole('radio', { name: 'Several days' }).check();
    await expect(player.getByRole('status')).toHaveText('Saved');
    await player.getByRole('button', { name: 'Next' }).click();
  }
  await expect(panel.getByRole('cell', { name: 'In progress' })).toBeVisible({ timeout: 20_000 });

  await player.reload();
  await expect(player.getByRole('heading', { level: 1, name: 'Question 5 of 10' })).toBeVisible();

  await respondent.setOffline(true);
  await player.getByRole('radio', { name: 'Nearly every day' }).check();
  await player.getByRole('button', { name: 'Next' }).click();
  await expect(player.getByRole('heading', { level: 1, name: 'Question 6 of 10' })).toBeVisible();
  await player.getByRole('radio', { name: 'Not at all' }).check();
  await expect(player.getByRole('status')).toHaveText(/You are offline/);
  await respondent.setOffline(false);
  await expect(player.getByRole('status')).toHaveText('Saved', { timeout: 20_000 });
  await player.getByRole('button', { name: 'Next' }).click();

  for (let item = 7; item <= 9; item += 1) {
    await expect(player.getByRole('heading', { level: 1, name: `Question ${item} of 10` })).toBeVisible();
    await player.getByRole('radio', { name: 'Not at all' }).check();
    await expect(player.getByRole('status')).toHaveText('Saved');
    await player.getByRole('button', { name: 'Next' }).click();
  }
  await expect(player.getByRole('heading', { level: 1, name: 'Question 10 of 10' })).toBeVisible();
  await player.getByRole('radio', { name: 'Somewhat difficult' }).check();
  await expect(player.getByRole('status')).toHaveText('Saved');
  await player.getByRole('button', { name: 'Check answers' }).click();
  await expect(player.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await player.getByRole('button', { name: 'Submit' }).click();
  await expect(player.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();

  // 4 × 1 (several days) + 3 (nearly every day) + 0 × 4 = 7: mild.
  await expect(panel.getByRole('cell', { name: 'Completed' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Scored', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  const scores = page.getByRole('region', { name: 'Scores', exact: true });
  await expect(scores).toContainText('Total 7 of 27');
  await expect(scores).toContainText('Mild');

  // The link is used up: opening it again says so, and nothing more can be written.
  const again = await respondent.newPage();
  await again.goto(url);
  await expect(again.getByRole('heading', { level: 1 })).toHaveText('Your answers were already sent');
  await respondent.close();
});
