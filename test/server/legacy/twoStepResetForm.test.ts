/**
 * The edit-user page of manage accounts and an administrator's reset of a user's two-step sign-in
 * (account.resetUserTwoStep): the user list and the page say whether it is on; the separate reset
 * form shows only when it is, asks for the administrator's own current password, shows a refusal
 * at that field in the administrator's language, and resets end to end with a confirmation.
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../../../src/contract/cookies';
import { SUPPORTED_LOCALES } from '../../../src/domain/locale';
import { WRONG_CURRENT_PASSWORD } from '../../../src/domain/reauthentication';
import { auditLog, users } from '../../../src/server/db/schema';
import { TWO_STEP_RESET_TEXT } from '../../../src/server/legacy/i18n/manageAccountsTwoStepResetText';
import { MANAGE_ACCOUNTS_FORM_COOKIE } from '../../../src/server/legacy/manageAccounts/pageSupport';
import { apiAs, cookieOf, formBody, signIn, type TestSession } from '../support/session';
import { enrolOnMyAccount, toMiddleOfStep } from '../support/twoStep';
import { createTestApp, type TestApp } from '../support/testApp';

jest.setTimeout(120_000);

let test: TestApp;
let admin: TestSession;
beforeAll(async () => {
  test = await createTestApp();
  admin = await signIn(test.app, 'admin');
});
afterAll(async () => {
  await test.close();
});

const TEXT = TWO_STEP_RESET_TEXT.en_us;
const MANAGE = '/legacy/manage-accounts';
const userPage = (userId: number): string => `${MANAGE}/users/${userId}`;
const resetPath = (userId: number): string => `${userPage(userId)}/two-step-reset`;

const open = (url: string): Promise<LightMyRequestResponse> => test.app.inject({ method: 'GET', url, cookies: { [SESSION_COOKIE]: admin.sessionCookie } });

/** Opens the user's page, then posts the reset form with the page's token, as a browser does. */
async function postReset(userId: number, currentPassword: string): Promise<LightMyRequestResponse> {
  const page = await open(userPage(userId));
  const field = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  return test.app.inject({
    method: 'POST',
    url: resetPath(userId),
    cookies: { [SESSION_COOKIE]: admin.sessionCookie, [MANAGE_ACCOUNTS_FORM_COOKIE]: cookieOf(page, MANAGE_ACCOUNTS_FORM_COOKIE) ?? '' },
    payload: formBody({ currentPassword, formToken: field }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

const userRow = async (userName: string) => {
  const [row] = await test.db.select().from(users).where(eq(users.username, userName));
  if (!row) throw new Error(`No user ${userName}`);
  return row;
};

const hasResetForm = (body: string, userId: number): boolean => body.includes(`action="${resetPath(userId)}"`);

describe('the two-step reset form of the edit-user page', () => {
  let examinerId = 0;
  beforeAll(async () => {
    toMiddleOfStep(test);
    const { answer } = await enrolOnMyAccount(test, await signIn(test.app, 'examiner'), 'examiner-demo');
    expect(answer.statusCode).toBe(200);
    examinerId = (await userRow('examiner')).id;
  });

  it('shows the form only for a user who has two-step sign-in on, and the list says who has', async () => {
    const on = await open(userPage(examinerId));
    expect(on.statusCode).toBe(200);
    expect(on.body).toContain(TEXT.statusOn);
    expect(hasResetForm(on.body, examinerId)).toBe(true);
    const input = /<input id="resetCurrentPassword"[^>]*>/.exec(on.body)?.[0] ?? '';
    expect(input).toContain('name="currentPassword"');
    expect(input).toMatch(/autocomplete="current-password"/i);
    const teacherId = (await userRow('teacher')).id;
    const off = await open(userPage(teacherId));
    expect(off.body).toContain(TEXT.statusOff);
    expect(hasResetForm(off.body, teacherId)).toBe(false);
    const list = await open(MANAGE);
    expect(list.body).toContain(`<th scope="col">${TEXT.listColumn}</th>`);
  });

  it('shows a wrong current password at the reset form’s field and resets nothing', async () => {
    const before = await userRow('examiner');
    const refused = await postReset(examinerId, 'not-my-password');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(`<p class="error" id="resetCurrentPassword-error">${WRONG_CURRENT_PASSWORD}</p>`);
    expect(refused.body).toMatch(/<input id="resetCurrentPassword"[^>]*aria-invalid="true"/);
    expect(hasResetForm(refused.body, examinerId)).toBe(true);
    expect((await userRow('examiner')).totpSecret).toBe(before.totpSecret);
  });

  it('refuses a post without the page’s form token', async () => {
    const answer = await test.app.inject({
      method: 'POST',
      url: resetPath(examinerId),
      cookies: { [SESSION_COOKIE]: admin.sessionCookie },
      payload: formBody({ currentPassword: 'admin-demo', formToken: 'forged' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.statusCode).toBe(403);
    expect((await userRow('examiner')).totpSecret).not.toBeNull();
  });

  it('resets with the right password, audited as the operation, and confirms it on the page', async () => {
    const answer = await postReset(examinerId, 'admin-demo');
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${userPage(examinerId)}?twoStepReset=done`);
    expect((await userRow('examiner')).totpSecret).toBeNull();
    const audits = (await test.db.select().from(auditLog).where(eq(auditLog.entityId, String(examinerId)))).map((row) => `${row.action}:${row.outcome}`);
    expect(audits).toEqual(expect.arrayContaining(['account.resetUserTwoStep:ok', 'auth.secondFactorReset:ok']));
    const confirmed = await open(String(answer.headers.location));
    expect(confirmed.body).toContain(TEXT.done);
    expect(confirmed.body).toContain(TEXT.statusOff);
    expect(hasResetForm(confirmed.body, examinerId)).toBe(false);
  });

  it('explains a reset of a user who has none (another window was quicker), and shows their state as it now is', async () => {
    const answer = await postReset(examinerId, 'admin-demo');
    expect(answer.statusCode).toBe(409);
    expect(answer.body).toContain(`<li>${TEXT.notEnrolled}</li>`);
    expect(answer.body).toContain(TEXT.statusOff);
  });

  it("answers another account's user with the not-found page", async () => {
    expect((await postReset((await userRow('other')).id, 'admin-demo')).statusCode).toBe(404);
  });
});

describe('the words of the reset', () => {
  it('speak the administrator’s language: a German administrator is told in German', async () => {
    toMiddleOfStep(test);
    const { answer } = await enrolOnMyAccount(test, await signIn(test.app, 'teacher'), 'teacher-demo');
    expect(answer.statusCode).toBe(200);
    const teacherId = (await userRow('teacher')).id;
    expect((await apiAs(test.app, admin)('PUT', '/account/users/self/preferences', { language: { languageCode: 'de' } })).statusCode).toBe(200);
    const page = await open(userPage(teacherId));
    expect(page.body).toContain(TWO_STEP_RESET_TEXT.de_de.legend);
    expect(page.body).toContain(TWO_STEP_RESET_TEXT.de_de.statusOn);
    const refused = await postReset(teacherId, 'not-my-password');
    expect(refused.body).toContain('<p class="error" id="resetCurrentPassword-error">Das aktuelle Passwort ist falsch.</p>');
    expect((await postReset(teacherId, 'admin-demo')).statusCode).toBe(303);
    expect((await open(`${userPage(teacherId)}?twoStepReset=done`)).body).toContain(TWO_STEP_RESET_TEXT.de_de.done);
    expect((await postReset(teacherId, 'admin-demo')).body).toContain(`<li>${TWO_STEP_RESET_TEXT.de_de.notEnrolled}</li>`);
  });

  it('exist in every language, translated apart from the English ones', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const words = Object.values(TWO_STEP_RESET_TEXT[locale]);
      for (const word of words) expect(word.trim()).not.toBe('');
      if (!locale.startsWith('en_')) for (const english of Object.values(TEXT)) expect(words).not.toContain(english);
    }
  });
});
