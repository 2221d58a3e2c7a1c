/**
 * Self-service password reset through the legacy pages, with the message received by a real SMTP
 * server: the same answer for everybody, a hashed single-use token that expires after an hour, and
 * a reset that ends every session of the user and clears the sign-in lockout.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { passwordResetTokens, users } from '../../src/server/db/schema';
import { lockedMessage, PASSWORD_RESET_DONE } from '../../src/server/legacy/loginPage';
import { PASSWORDS_DIFFER, RESET_LINK_INVALID, RESET_REQUESTED } from '../../src/server/legacy/passwordResetPages';
import { PASSWORD_MESSAGES } from '../../src/domain/passwordRule';
import { requestPasswordReset } from '../../src/server/services/passwords/passwordReset';
import { RESET_MAIL_SUBJECT } from '../../src/server/services/passwords/resetMail';
import { apiAs, cookieOf, formBody, postLogin, signIn } from './support/session';
import { freePort, readMail, type ReadMail, startSmtpServer, type TestSmtpServer } from './support/smtpServer';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

const BASE = 'https://qg.example';
const NEW_PASSWORD = 'a brand new passphrase';

let smtp: TestSmtpServer;
let test: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer(await freePort());
  test = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, publicBaseUrl: BASE });
});
afterAll(async () => {
  await test.close();
  await smtp.close();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const formTokenOf = (response: LightMyRequestResponse): string => {
  const field = /name="formToken" value="([^"]+)"/.exec(response.body)?.[1];
  if (!field) throw new Error(`The page has no form token:\n${response.body}`);
  return field;
};

async function requestReset(identifier: string): Promise<LightMyRequestResponse> {
  const page = await test.app.inject({ method: 'GET', url: '/legacy/forgot-password' });
  return test.app.inject({
    method: 'POST',
    url: '/legacy/forgot-password',
    cookies: { qg_forgot_form: cookieOf(page, 'qg_forgot_form') ?? '' },
    payload: formBody({ identifier, formToken: formTokenOf(page) }),
    headers: FORM,
  });
}

/** The reset page a link opens, with the form's token pair (the page must show the form). */
async function openResetPage(token: string): Promise<{ cookie: string; field: string }> {
  const page = await test.app.inject({ method: 'GET', url: `/legacy/reset-password?token=${encodeURIComponent(token)}` });
  expect(page.statusCode).toBe(200);
  return { cookie: cookieOf(page, 'qg_reset_form') ?? '', field: formTokenOf(page) };
}

/** Posts the reset form, from a page opened just now unless one opened earlier is given. */
async function submitReset(token: string, newPassword: string, options: { confirm?: string; form?: { cookie: string; field: string } } = {}): Promise<LightMyRequestResponse> {
  const form = options.form ?? (await openResetPage(token));
  return test.app.inject({
    method: 'POST',
    url: '/legacy/reset-password',
    cookies: { qg_reset_form: form.cookie },
    payload: formBody({ token, newPassword, confirmPassword: options.confirm ?? newPassword, formToken: form.field }),
    headers: FORM,
  });
}

/** Waits (without a deadline of its own: jest's timeout ends a test that never sees it) for the nth message. */
async function nthMail(count: number): Promise<ReadMail & { to: string[] }> {
  while (smtp.received.length < count) await new Promise((resolve) => setTimeout(resolve, 20));
  const received = smtp.received[count - 1];
  if (!received) throw new Error('No message.');
  return { ...(await readMail(received.raw)), to: received.to };
}

const tokenOf = (mail: ReadMail): string => {
  const url = /https:\/\/qg\.example\/legacy\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!url?.[1]) throw new Error(`No reset link in:\n${mail.text}`);
  return url[1];
};

const answerOf = (body: string): string => body.replace(/name="formToken" value="[^"]+"/g, '');

it('links the login page to the reset request form, in the language chosen there', async () => {
  const login = await test.app.inject({ method: 'GET', url: '/legacy/login' });
  expect(login.body).toContain('href="/legacy/forgot-password?lang=en_us"');
  expect(login.body).toContain('Forgot your password?');
  const chosen = await test.app.inject({ method: 'GET', url: '/legacy/login?lang=nb_no', headers: { 'accept-language': 'de-DE' } });
  expect(chosen.body).toContain('href="/legacy/forgot-password?lang=nb_no"');
  const form = await test.app.inject({ method: 'GET', url: '/legacy/forgot-password?pageRefresh=true' });
  expect(form.statusCode).toBe(200);
  expect(form.body).toContain('User name or e-mail address');
});

it('mails a single-use link, stored only hashed, that sets a new password, ends every session and clears the lockout', async () => {
  const signedIn = await signIn(test.app, 'teacher');
  for (let attempt = 0; attempt < 5; attempt += 1) await postLogin(test.app, 'teacher', 'wrong password');
  expect((await postLogin(test.app, 'teacher', 'teacher-demo')).body).toContain(lockedMessage(15));

  const before = smtp.received.length;
  const answer = await requestReset('Teacher');
  expect(answer.statusCode).toBe(200);
  expect(answer.body).toContain(RESET_REQUESTED);
  const mail = await nthMail(before + 1);
  expect(mail.to).toEqual(['teacher@example.org']);
  expect(mail.headers.get('subject')).toBe(RESET_MAIL_SUBJECT);
  const token = tokenOf(mail);
  expect(Buffer.from(token, 'base64url')).toHaveLength(32);

  const [teacher] = await test.db.select().from(users).where(eq(users.username, 'teacher'));
  const stored = await test.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, teacher?.id ?? -1));
  expect(stored).toHaveLength(1);
  expect(stored[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('base64url'));
  expect(JSON.stringify(stored)).not.toContain(token);

  const page = await test.app.inject({ method: 'GET', url: `/legacy/reset-password?token=${token}` });
  expect(page.statusCode).toBe(200);
  expect(page.headers['referrer-policy']).toBe('no-referrer');
  expect(page.body).toContain('New password again');

  expect((await submitReset(token, NEW_PASSWORD, { confirm: 'something else entirely' })).body).toContain(PASSWORDS_DIFFER);
  expect((await submitReset(token, 'teacher')).body).toContain(PASSWORD_MESSAGES.tooShort);

  // A second tab opened on the same link before it was used.
  const secondTab = await openResetPage(token);
  const done = await submitReset(token, NEW_PASSWORD);
  expect(done.statusCode).toBe(303);
  expect(done.headers.location).toBe('/legacy/login?passwordReset=true');
  expect((await test.app.inject({ method: 'GET', url: done.headers.location })).body).toContain(PASSWORD_RESET_DONE);

  expect((await apiAs(test.app, signedIn)('GET', '/account/users/self/preferences')).statusCode).toBe(401);
  expect((await test.app.inject({ method: 'POST', url: '/qg-services/keep-alive/token', payload: { refreshToken: signedIn.refreshToken } })).statusCode).toBe(401);
  // The lock is gone (the reset proved who the user is), and only the new password works.
  expect((await postLogin(test.app, 'teacher', 'teacher-demo')).statusCode).toBe(200);
  expect((await postLogin(test.app, 'teacher', NEW_PASSWORD)).statusCode).toBe(303);

  // Used once: the same link no longer works, and its page says so without a form.
  const again = await test.app.inject({ method: 'GET', url: `/legacy/reset-password?token=${token}` });
  expect(again.statusCode).toBe(400);
  expect(again.body).toContain(RESET_LINK_INVALID);
  expect(again.body).not.toContain('name="newPassword"');
  const reused = await submitReset(token, 'yet another passphrase', { form: secondTab });
  expect(reused.statusCode).toBe(400);
  expect(reused.body).toContain(RESET_LINK_INVALID);
  expect((await postLogin(test.app, 'teacher', NEW_PASSWORD)).statusCode).toBe(303);
});

it('finds the user by e-mail address, and the link expires after sixty minutes', async () => {
  const before = smtp.received.length;
  expect((await requestReset('EXAMINER@example.org')).body).toContain(RESET_REQUESTED);
  const mail = await nthMail(before + 1);
  expect(mail.to).toEqual(['examiner@example.org']);
  const token = tokenOf(mail);
  test.clock.advanceMinutes(59);
  const openedInTime = await openResetPage(token);
  test.clock.advanceMinutes(1);
  const expired = await test.app.inject({ method: 'GET', url: `/legacy/reset-password?token=${token}` });
  expect(expired.statusCode).toBe(400);
  expect(expired.body).toContain(RESET_LINK_INVALID);
  const late = await submitReset(token, NEW_PASSWORD, { form: openedInTime });
  expect(late.statusCode).toBe(400);
  expect(late.body).toContain(RESET_LINK_INVALID);
  expect((await postLogin(test.app, 'examiner', 'examiner-demo')).statusCode).toBe(303);
});

it('answers an unknown name exactly as a known one, and sends nothing', async () => {
  const tokensBefore = (await test.db.select().from(passwordResetTokens)).length;
  const mailsBefore = smtp.received.length;
  const unknown = await requestReset('nobody-at-all');
  const known = await requestReset('admin');
  expect(unknown.statusCode).toBe(known.statusCode);
  expect(answerOf(unknown.body)).toBe(answerOf(known.body));
  const mail = await nthMail(mailsBefore + 1);
  expect(mail.to).toEqual(['admin@example.org']);
  expect(smtp.received).toHaveLength(mailsBefore + 1);
  expect(await test.db.select().from(passwordResetTokens)).toHaveLength(tokensBefore + 1);
});

it('refuses a request without its form token, and a made-up reset token', async () => {
  const forged = await test.app.inject({ method: 'POST', url: '/legacy/forgot-password', payload: formBody({ identifier: 'admin' }), headers: FORM });
  expect(forged.statusCode).toBe(403);
  expect(forged.body).not.toContain(RESET_REQUESTED);
  const madeUp = await test.app.inject({ method: 'GET', url: '/legacy/reset-password?token=not-a-token' });
  expect(madeUp.statusCode).toBe(400);
  expect(madeUp.body).toContain(RESET_LINK_INVALID);
});

describe('the language of the reset pages', () => {
  it("speaks the browser's language, or the one chosen, and keeps it in the form and the links", async () => {
    const german = await test.app.inject({ method: 'GET', url: '/legacy/forgot-password', headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(german.body).toContain('<html lang="de-DE">');
    expect(german.body).toContain('<title>Q-global | Passwort zurücksetzen</title>');
    expect(german.body).toContain('<label for="identifier">Benutzername oder E-Mail-Adresse</label>');
    expect(german.body).toContain('<button type="submit">Link senden</button>');
    expect(german.body).toContain('<input type="hidden" name="lang" value="de_de"/>');
    expect(german.body).toContain('<a href="/legacy/login?lang=de_de">Zurück zur Anmeldung</a>');
    expect(german.body).toContain('Zum Hauptinhalt springen');

    const chosen = await test.app.inject({ method: 'GET', url: '/legacy/forgot-password?lang=sv_se', headers: { 'accept-language': 'de-DE' } });
    expect(chosen.body).toContain('<html lang="sv-SE">');
    expect(chosen.body).toContain('<h1>Återställ ditt lösenord</h1>');

    const forged = await test.app.inject({ method: 'POST', url: '/legacy/forgot-password', payload: formBody({ identifier: 'admin', lang: 'nl_nl' }), headers: FORM });
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain('<html lang="nl-NL">');
    expect(forged.body).toContain('Dit formulier is verlopen. Probeer het opnieuw.');

    const page = await test.app.inject({ method: 'GET', url: '/legacy/forgot-password?lang=fr_ca' });
    const answer = await test.app.inject({
      method: 'POST',
      url: '/legacy/forgot-password',
      cookies: { qg_forgot_form: cookieOf(page, 'qg_forgot_form') ?? '' },
      payload: formBody({ identifier: 'nobody-in-particular', formToken: formTokenOf(page), lang: 'fr_ca' }),
      headers: FORM,
    });
    expect(answer.body).toContain('<html lang="fr-CA">');
    expect(answer.body).toContain('Si un compte correspond à votre saisie, un message contenant un lien pour réinitialiser le mot de passe est en route. Consultez vos e-mails.');
    expect(answer.body).not.toContain(RESET_REQUESTED);

    const dead = await test.app.inject({ method: 'GET', url: '/legacy/reset-password?token=not-a-token', headers: { 'accept-language': 'da' } });
    expect(dead.statusCode).toBe(400);
    expect(dead.body).toContain('<html lang="da-DK">');
    expect(dead.body).toContain('Dette link til nulstilling af adgangskoden virker ikke længere');
    expect(dead.body).toContain('<a href="/legacy/forgot-password?lang=da_dk">Bed om et nyt link</a>');
  });

  it('sets the new password in the chosen language, its refusals included, and signs in in it', async () => {
    const [mailing] = await requestPasswordReset(test.db, 'user', { ip: '127.0.0.1' }, test.clock.now());
    if (!mailing) throw new Error('No reset was issued for the user.');
    const url = `/legacy/reset-password?token=${encodeURIComponent(mailing.token)}&lang=es_es`;
    const open = async () => {
      const page = await test.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US' } });
      return { page, cookie: cookieOf(page, 'qg_reset_form') ?? '', field: formTokenOf(page) };
    };
    const submit = async (fields: Record<string, string>, form?: { cookie: string; field: string }) => {
      const { cookie, field } = form ?? (await open());
      return test.app.inject({
        method: 'POST',
        url: '/legacy/reset-password',
        cookies: { qg_reset_form: cookie },
        payload: formBody({ token: mailing.token, formToken: field, lang: 'es_es', ...fields }),
        headers: FORM,
      });
    };

    const { page } = await open();
    expect(page.body).toContain('<html lang="es-ES">');
    expect(page.body).toContain('<h1>Elija una nueva contraseña</h1>');
    expect(page.body).toContain('<p id="password-hint">Al menos 12 caracteres y distinta de su nombre de usuario.</p>');
    expect(page.body).toContain('<label for="confirmPassword">Repita la nueva contraseña</label>');
    expect(page.body).toContain('<input type="hidden" name="lang" value="es_es"/>');

    const expired = await submit({ newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { cookie: '', field: 'forged' });
    expect(expired.statusCode).toBe(403);
    expect(expired.body).toContain('Este formulario ha caducado. Vuelva a intentarlo.');
    expect((await submit({ newPassword: NEW_PASSWORD, confirmPassword: 'something else entirely' })).body).toContain('Las dos contraseñas no coinciden.');
    const short = await submit({ newPassword: 'user', confirmPassword: 'user' });
    expect(short.body).toContain('La nueva contraseña debe tener al menos 12 caracteres.');
    expect(short.body).not.toContain(PASSWORD_MESSAGES.tooShort);

    const done = await submit({ newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/legacy/login?passwordReset=true&lang=es_es');
    const login = await test.app.inject({ method: 'GET', url: done.headers.location ?? '' });
    expect(login.body).toContain('<html lang="es-ES">');
  });
});
