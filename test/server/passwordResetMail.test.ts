/**
 * Sending the reset message: a failure is reported and does not stop the other messages, and the
 * request page answers the same when the SMTP server cannot be reached.
 */
import type { MailTransport, OutgoingMail } from '../../src/server/mail/mailTransport';
import { RESET_REQUESTED } from '../../src/server/legacy/passwordResetPages';
import { RESET_TOKEN_MINUTES, type ResetMailing } from '../../src/server/services/passwords/passwordReset';
import { RESET_MAIL_SUBJECT, resetLink, sendResetMail } from '../../src/server/services/passwords/resetMail';
import { cookieOf, formBody } from './support/session';
import { freePort } from './support/smtpServer';
import { createTestApp } from './support/testApp';

jest.setTimeout(60_000);

const mailing = (userId: number, address: string, languageCode: string | null = null): ResetMailing => ({
  userId,
  address,
  name: 'Ada Lovelace',
  userName: `user${userId}`,
  languageCode,
  token: `token-${userId}`,
});

/** A transport that keeps what it is given. */
function keepingTransport(): { transport: MailTransport; sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return { sent, transport: { send: async (mail) => (sent.push(mail), { messageId: `<${sent.length}@test>` }) } };
}

it('reports a failed message and still sends the others, each with its own link', async () => {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = {
    send: async (mail) => {
      if (mail.to.address === 'down@example.org') throw new Error('550 mailbox unavailable');
      sent.push(mail);
      return { messageId: `<${sent.length}@test>` };
    },
  };
  const failures: [string, number][] = [];
  await sendResetMail(
    transport,
    [mailing(1, 'down@example.org'), mailing(2, 'up@example.org')],
    (token) => resetLink('https://qg.example', '/legacy/reset-password', token),
    (error, userId) => failures.push([error instanceof Error ? error.message : String(error), userId]),
  );
  expect(failures).toEqual([['550 mailbox unavailable', 1]]);
  expect(sent).toHaveLength(1);
  expect(sent[0]?.to).toEqual({ name: 'Ada Lovelace', address: 'up@example.org' });
  expect(sent[0]?.subject).toBe(RESET_MAIL_SUBJECT);
  expect(sent[0]?.text).toContain('https://qg.example/legacy/reset-password?token=token-2&lang=en_us');
  expect(sent[0]?.text).toContain('"user2"');
  expect(sent[0]?.html).toContain('href="https://qg.example/legacy/reset-password?token=token-2&amp;lang=en_us"');
});

it("writes each message in its user's chosen language, else in the language the request page was read in, and opens the page in it", async () => {
  const { transport, sent } = keepingTransport();
  await sendResetMail(
    transport,
    [mailing(1, 'de@example.org', 'de'), mailing(2, 'none@example.org'), mailing(3, 'sv@example.org', 'sv_se')],
    (token, locale) => resetLink('https://qg.example', '/legacy/reset-password', token, locale),
    () => undefined,
    'fr_fr',
  );
  expect(sent.map((mail) => mail.subject)).toEqual(['Ihr Q-global-Passwort zurücksetzen', 'Réinitialiser votre mot de passe Q-global', 'Återställ ditt lösenord till Q-global']);
  expect(sent[0]?.text).toContain('für den Q-global-Benutzer „user1“ angefordert');
  expect(sent[0]?.text).toContain(`innerhalb von ${RESET_TOKEN_MINUTES} Minuten`);
  expect(sent[0]?.text).toContain('https://qg.example/legacy/reset-password?token=token-1&lang=de_de');
  expect(sent[1]?.text).toContain('https://qg.example/legacy/reset-password?token=token-2&lang=fr_fr');
  expect(sent[2]?.text).toContain('Q-global-användaren ”user3”');
});

it('answers the request the same when the SMTP server is down', async () => {
  const test = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${await freePort()}` });
  try {
    const page = await test.app.inject({ method: 'GET', url: '/legacy/forgot-password' });
    const field = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const answer = await test.app.inject({
      method: 'POST',
      url: '/legacy/forgot-password',
      cookies: { qg_forgot_form: cookieOf(page, 'qg_forgot_form') ?? '' },
      payload: formBody({ identifier: 'admin', formToken: field }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(RESET_REQUESTED);
  } finally {
    await test.close();
  }
});
