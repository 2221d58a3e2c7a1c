/**
 * My account's "Two-step sign-in" page (plain forms, no script): enrolment needs the current
 * password and a first code; new recovery codes replace the old ones; turning it off needs the
 * password and a code and is refused while it is required; wrong passwords and codes count
 * toward the lock-out. And the account item that requires it of administrators, on Manage accounts.
 */
import { and, eq } from 'drizzle-orm';
import { SESSION_COOKIE } from '../../src/contract/cookies';
import { accountSettings, auditLog, users } from '../../src/server/db/schema';
import { TWO_STEP_TEXT } from '../../src/server/legacy/i18n/twoStepText';
import { MANAGE_ACCOUNTS_FORM_COOKIE } from '../../src/server/legacy/manageAccounts/pageSupport';
import { MY_ACCOUNT_PATH, MY_TWO_STEP_PATH } from '../../src/server/legacy/paths';
import { cookieOf, formBody, hiddenField, isSecondStepPage, postLogin, postSecondStep, signIn } from './support/session';
import { codeAt, enrolOnMyAccount, keyOnPage, openTwoStepPage, postTwoStepForm, recoveryCodesOnPage, toMiddleOfStep } from './support/twoStep';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(180_000);

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

const TEXT = TWO_STEP_TEXT.en_us;
const userRow = async (userName: string) => {
  const [row] = await test.db.select().from(users).where(eq(users.username, userName));
  if (!row) throw new Error(`No user ${userName}.`);
  return row;
};
const audits = async (action: string, userName: string) => (await test.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, String((await userRow(userName)).id))))).length;

describe("My account's two-step page", () => {
  /** The teacher's secret, once enrolled. */
  let teacherSecret = '';
  it('is linked from My account, and offers enrolment with a QR code drawn on the server and the key for typing, without script', async () => {
    const session = await signIn(test.app, 'teacher');
    const myAccount = await test.app.inject({ method: 'GET', url: MY_ACCOUNT_PATH, cookies: { [SESSION_COOKIE]: session.sessionCookie } });
    expect(myAccount.body).toContain(`href="${MY_TWO_STEP_PATH}"`);
    const page = await openTwoStepPage(test, session);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(TEXT.statusOff);
    expect(page.body).toMatch(/<svg[^>]*>/);
    expect(keyOnPage(page.body)).toMatch(/^[A-Z2-7]{32}$/);
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain('autoComplete="one-time-code"');
  });

  it('refuses enrolment with a wrong password (counted) or a wrong first code, and enrols with both right', async () => {
    toMiddleOfStep(test);
    const session = await signIn(test.app, 'teacher');
    const page = await openTwoStepPage(test, session);
    const secret = keyOnPage(page.body);
    const pending = hiddenField(page.body, 'pending') ?? '';
    const wrongPassword = await postTwoStepForm(test, session, page, 'enrol', { pending, 'enrol-code': codeAt(test, secret), currentPassword: 'wrong' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.body).toContain(TEXT.wrongPassword);
    expect((await userRow('teacher')).failedSignIns).toBe(1);
    const wrongCode = await postTwoStepForm(test, session, page, 'enrol', { pending, 'enrol-code': '000000', currentPassword: 'teacher-demo' });
    expect(wrongCode.body).toContain(TEXT.wrongCode);
    // The same key is offered again, so the app the user just set up still fits.
    expect(keyOnPage(wrongCode.body)).toBe(secret);
    expect((await userRow('teacher')).totpSecret).toBeNull();
    const enrolled = await postTwoStepForm(test, session, page, 'enrol', { pending, 'enrol-code': codeAt(test, secret), currentPassword: 'teacher-demo' });
    expect(enrolled.statusCode).toBe(200);
    expect(recoveryCodesOnPage(enrolled.body)).toHaveLength(10);
    expect(enrolled.body).not.toMatch(/<script/i);
    expect(await audits('auth.secondFactorEnrolled', 'teacher')).toBe(1);
    teacherSecret = secret;
  });

  it('refuses a new secret sealed for another user', async () => {
    toMiddleOfStep(test);
    const teacherPage = await openTwoStepPage(test, await signIn(test.app, 'user'));
    const session = await signIn(test.app, 'examiner');
    const page = await openTwoStepPage(test, session);
    const refused = await postTwoStepForm(test, session, page, 'enrol', { pending: hiddenField(teacherPage.body, 'pending') ?? '', 'enrol-code': codeAt(test, keyOnPage(teacherPage.body)), currentPassword: 'examiner-demo' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(TEXT.formExpired);
    expect((await userRow('examiner')).totpSecret).toBeNull();
  });

  it('makes new recovery codes, and the old ones stop working', async () => {
    toMiddleOfStep(test);
    const session = await signIn(test.app, 'user');
    const { secret, recoveryCodes: old } = await enrolOnMyAccount(test, await signIn(test.app, 'user'), 'user-demo');
    toMiddleOfStep(test);
    const signedIn = await postSecondStep(test.app, await postLogin(test.app, 'user', 'user-demo'), codeAt(test, secret));
    expect(signedIn.statusCode).toBe(303);
    const page = await openTwoStepPage(test, session);
    expect(page.body).toContain(TEXT.recoveryLeft(10));
    const renewed = await postTwoStepForm(test, session, page, 'recovery-codes', { currentPassword: 'user-demo' });
    const fresh = recoveryCodesOnPage(renewed.body);
    expect(fresh).toHaveLength(10);
    expect(await audits('auth.recoveryCodesRenewed', 'user')).toBe(1);
    expect((await postSecondStep(test.app, await postLogin(test.app, 'user', 'user-demo'), old[0] ?? '')).body).toContain(TEXT.wrongCode);
    expect((await postSecondStep(test.app, await postLogin(test.app, 'user', 'user-demo'), fresh[0] ?? '')).statusCode).toBe(303);
  });

  it('turns off with the password and a code (a wrong code is counted); then the password alone signs in', async () => {
    toMiddleOfStep(test);
    const first = await postLogin(test.app, 'teacher', 'teacher-demo');
    expect(isSecondStepPage(first)).toBe(true);
    const signedIn = await postSecondStep(test.app, first, codeAt(test, teacherSecret));
    const session = { token: '', refreshToken: '', xsrf: '', sessionCookie: cookieOf(signedIn, SESSION_COOKIE) ?? '' };
    toMiddleOfStep(test);
    const page = await openTwoStepPage(test, session);
    expect(page.body).toContain(TEXT.statusOn);
    const before = (await userRow('teacher')).failedSignIns;
    const wrong = await postTwoStepForm(test, session, page, 'disable', { currentPassword: 'teacher-demo', 'disable-code': '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(TEXT.wrongCode);
    expect((await userRow('teacher')).failedSignIns).toBe(before + 1);
    const off = await postTwoStepForm(test, session, page, 'disable', { currentPassword: 'teacher-demo', 'disable-code': codeAt(test, teacherSecret) });
    expect(off.statusCode).toBe(303);
    expect(await audits('auth.secondFactorDisabled', 'teacher')).toBe(1);
    expect((await userRow('teacher')).totpSecret).toBeNull();
    expect((await postLogin(test.app, 'teacher', 'teacher-demo')).statusCode).toBe(303);
  });

  it('cannot be turned off by a user who must use it', async () => {
    const session = await signIn(test.app, 'backoffice');
    const page = await openTwoStepPage(test, session);
    expect(page.body).toContain(TEXT.requiredNote);
    expect(page.body).not.toContain('action="/legacy/my-account/two-step/disable"');
    const refused = await postTwoStepForm(test, session, page, 'disable', { currentPassword: 'backoffice-demo', 'disable-code': '000000' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(TEXT.required);
    expect((await userRow('backoffice')).totpSecret).not.toBeNull();
  });
});

describe('the account setting on Manage accounts', () => {
  it('is a checkbox that stores the rule for administrators, audited', async () => {
    const admin = await signIn(test.app, 'admin');
    const page = await test.app.inject({ method: 'GET', url: '/legacy/manage-accounts', cookies: { [SESSION_COOKIE]: admin.sessionCookie } });
    expect(page.body).toMatch(/type="checkbox"[^>]*name="administratorsRequireTwoStep"|name="administratorsRequireTwoStep"[^>]*type="checkbox"/);
    const fields = Object.fromEntries(
      ['examineeLabel', 'examinerLabel', 'customField1Label', 'customField2Label', 'customField3Label', 'customField4Label', 'itemEntryVerificationCode'].map((id) => [
        id,
        hiddenFieldOrInput(page.body, id),
      ]),
    );
    const saved = await test.app.inject({
      method: 'POST',
      url: '/legacy/manage-accounts/items',
      cookies: { [SESSION_COOKIE]: admin.sessionCookie, [MANAGE_ACCOUNTS_FORM_COOKIE]: cookieOf(page, MANAGE_ACCOUNTS_FORM_COOKIE) ?? '' },
      payload: formBody({ ...fields, administratorsRequireTwoStep: 'true', formToken: hiddenField(page.body, 'formToken') ?? '' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(saved.statusCode).toBe(303);
    const [row] = await test.db.select().from(accountSettings).where(eq(accountSettings.accountId, (await userRow('admin')).accountId));
    expect(row?.administratorsRequireTwoStep).toBe(true);
    const audited = await test.db.select().from(auditLog).where(and(eq(auditLog.action, 'account.putAccountItem'), eq(auditLog.entityId, 'administratorsRequireTwoStep')));
    expect(audited).toHaveLength(1);
  });
});

/** A text input's value on a page. */
function hiddenFieldOrInput(body: string, id: string): string {
  return new RegExp(`id="${id}" name="${id}" type="text" (?:maxLength="\\d+" )?value="([^"]*)"`).exec(body)?.[1] ?? /* the renderer's attribute order may differ */ (new RegExp(`name="${id}"[^>]*value="([^"]*)"`).exec(body)?.[1] ?? '');
}
