/**
 * dataManagement.accountDeletion, deleteAccount and recoverAccount (issue #18 "Recovery"), and
 * soft deletion's effects: data-retention staff whose settings allow it delete a customer account
 * after an export of it, unless a legal hold stops it; its users cannot sign in, their sessions
 * end and its remote links answer like unknown ones; recovering it within the window undoes that
 * (but not the ended sessions), and after the window it is refused.
 */
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { AccountDeletionState } from '../../src/contract/services/dataManagement';
import type { CreatedRemoteLink } from '../../src/contract/services/remoteLinks';
import type { Assessment } from '../../src/domain/assessment';
import { addDays } from '../../src/domain/dals';
import type { Examinee } from '../../src/domain/examinee';
import { retentionDay } from '../../src/domain/retention/accountLifecycle';
import { accounts, auditLog } from '../../src/server/db/schema';
import { examineeBody } from './support/fixtures';
import { demoClinicId } from './support/permissionMatrixAccounts';
import { accountRow, alertsSent, recordReadyExport, setStaffSettings } from './support/retentionAccounts';
import { apiAs, isSecondStepPage, postLogin, postSecondStep, selfUserId, signIn } from './support/session';
import { codeAt, enrolOnMyAccount, toMiddleOfStep } from './support/twoStep';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let staff: Api;
let examiner: Api;
let clinicId: number;
let linkToken = '';
/** The teacher's authenticator key (enrolled in two-step sign-in before the deletion). */
let teacherSecret = '';
const REASON = { reason: 'Ticket 4711: the clinic closed and asked for deletion.' };
const FACADE = '/assessment-facade';
const OSA = '/qg-services/assessment-facade/osa';

const deletion = (accountId: number) => `/data-management/accounts/${accountId}/deletion`;
const recovery = (accountId: number) => `/data-management/accounts/${accountId}/recovery`;
const stateOf = (accountId: number) => staff('GET', `${deletion(accountId)}?reason=${encodeURIComponent(REASON.reason)}`);
const openLink = (token: string) => test.app.inject({ method: 'POST', url: `${OSA}/open`, payload: { token } });
const problemOf = (response: LightMyRequestResponse) => ({ status: response.statusCode, ...response.json<{ code: string; detail?: string }>() });

beforeAll(async () => {
  test = await createTestApp();
  clinicId = await demoClinicId(test.db);
  staff = apiAs(test.app, await signIn(test.app, 'retention'));
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  const examinee = (await examiner('POST', `${FACADE}/examinees`, examineeBody({ firstName: 'Robin' }))).json<Examinee>();
  const assessment = (
    await examiner('POST', `${FACADE}/assessments`, { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId: await selfUserId(examiner) })
  ).json<Assessment>();
  const created = (await examiner('POST', `${FACADE}/assessments/${assessment.id}/qosa-links`, {})).json<CreatedRemoteLink>();
  linkToken = created.url.split('#')[1] ?? '';
  expect((await openLink(linkToken)).statusCode).toBe(200);
  toMiddleOfStep(test);
  teacherSecret = (await enrolOnMyAccount(test, await signIn(test.app, 'teacher'), 'teacher-demo')).secret;
  toMiddleOfStep(test);
});
afterAll(async () => {
  await test?.close();
});

describe('deleting an account', () => {
  it('is refused to staff whose data-retention settings do not allow it', async () => {
    await setStaffSettings(test.db, 'retention', { emailAlerts: ['accountDeleted'], mayDelete: false });
    const refused = await staff('POST', deletion(clinicId), REASON);
    expect(problemOf(refused)).toMatchObject({ status: 403, code: 'forbidden', detail: 'Your data-retention settings do not allow you to delete or recover accounts.' });
    await setStaffSettings(test.db, 'retention', { emailAlerts: ['accountDeleted'], mayDelete: true });
  });

  it('needs a reason, and answers 404 for the operator’s own account and for one that does not exist', async () => {
    expect((await staff('POST', deletion(clinicId), { reason: 'short' })).statusCode).toBe(400);
    const [own] = await test.db.select({ accountId: accounts.id }).from(accounts).where(eq(accounts.name, 'Q-global Operations (internal)'));
    expect((await staff('POST', deletion(own?.accountId ?? 0), REASON)).statusCode).toBe(404);
    expect((await staff('POST', deletion(999_999), REASON)).statusCode).toBe(404);
  });

  it('is refused (409) without an export made in the last 24 hours, and the panel’s state says why', async () => {
    const expected = "Export the account's data first: deleting needs an export made in the last 24 hours.";
    expect(problemOf(await staff('POST', deletion(clinicId), REASON))).toMatchObject({ status: 409, detail: expected });
    await recordReadyExport(test.db, clinicId, new Date(test.clock.now().getTime() - 25 * 3_600_000));
    expect(problemOf(await staff('POST', deletion(clinicId), REASON))).toMatchObject({ status: 409, detail: expected });
    expect((await stateOf(clinicId)).json<AccountDeletionState>()).toMatchObject({ state: 'active', deleteRefusal: 'noRecentExport', exportHours: 24, deletedAt: null, recoverable: false });
  });

  it('is refused (409) while a legal hold is set, saying its reason', async () => {
    await recordReadyExport(test.db, clinicId, test.clock.now());
    await test.db.update(accounts).set({ legalHoldReason: 'Court order 12/2026' }).where(eq(accounts.id, clinicId));
    expect(problemOf(await staff('POST', deletion(clinicId), REASON))).toMatchObject({ status: 409, detail: 'A legal hold stops the deletion: Court order 12/2026' });
    expect((await stateOf(clinicId)).json<AccountDeletionState>()).toMatchObject({ state: 'onHold', blockKind: 'legalHold', holdReason: 'Court order 12/2026', deleteRefusal: 'blocked' });
    await test.db.update(accounts).set({ legalHoldReason: null }).where(eq(accounts.id, clinicId));
    expect((await accountRow(test.db, clinicId)).deletedAt).toBeNull();
  });

  it('deletes after an export, audited with the reason: its users cannot sign in, their sessions ended, its links answer like unknown ones', async () => {
    // The teacher has given the password and not yet the code when the account is deleted.
    const halfway = await postLogin(test.app, 'teacher', 'teacher-demo');
    expect(isSecondStepPage(halfway)).toBe(true);
    const deleted = await staff('POST', deletion(clinicId), REASON);
    expect(deleted.statusCode).toBe(200);
    const finished = await postSecondStep(test.app, halfway, codeAt(test, teacherSecret));
    expect(finished.statusCode).not.toBe(303);
    const today = retentionDay(test.clock.now());
    expect(deleted.json<AccountDeletionState>()).toMatchObject({ state: 'deleted', deletionReason: REASON.reason, deletedByStaff: true, purgeDate: addDays(today, 30), recoverable: true, deleteRefusal: 'deleted' });
    const audited = await test.db.select().from(auditLog).where(and(eq(auditLog.action, 'dataManagement.deleteAccount'), eq(auditLog.entityId, String(clinicId))));
    // Each refusal before was audited too, with its outcome; this is the one that deleted.
    expect(audited.filter((row) => row.outcome === 'ok').map((row) => ({ userId: row.userId, reason: row.reason }))).toEqual([{ userId: expect.any(Number), reason: REASON.reason }]);
    expect(audited.map((row) => row.outcome)).toEqual(['forbidden', 'validation', 'conflict', 'conflict', 'conflict', 'ok']);

    expect((await examiner('GET', '/account/users/self/preferences')).statusCode).toBe(401);
    const signInRefused = await postLogin(test.app, 'examiner', 'examiner-demo');
    expect(signInRefused.body).toContain('The user name or password is incorrect.');
    const unknown = await openLink('x'.repeat(43));
    expect(problemOf(await openLink(linkToken))).toEqual(problemOf(unknown));
    expect(problemOf(await staff('POST', deletion(clinicId), REASON))).toMatchObject({ status: 409, detail: 'The account is already deleted.' });
    // The staff who chose the alert are told, in their own account.
    const alerts = (await alertsSent(test.db)).filter((mail) => mail.body.includes(`(${clinicId})`));
    expect(alerts.map((mail) => [mail.subject, mail.recipientAddress])).toEqual([['Data retention: an account was deleted', 'retention@example.org']]);
  });

  it('recovers within the window: sign-in and links work again, the ended sessions stay ended', async () => {
    const recovered = await staff('POST', recovery(clinicId), REASON);
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json<AccountDeletionState>()).toMatchObject({ state: 'active', deletedAt: null, purgeDate: null, recoverable: false });
    expect(await accountRow(test.db, clinicId)).toMatchObject({ deletedAt: null, deletedBy: null, deletionReason: null, dllAccount: false, selfDeletionDate: null });
    expect((await examiner('GET', '/account/users/self/preferences')).statusCode).toBe(401);
    const again = apiAs(test.app, await signIn(test.app, 'examiner'));
    expect((await again('GET', '/account/users/self/preferences')).statusCode).toBe(200);
    expect((await openLink(linkToken)).statusCode).toBe(200);
    expect(problemOf(await staff('POST', recovery(clinicId), REASON))).toMatchObject({ status: 409, detail: 'The account is not deleted.' });
  });

  it('refuses recovering once the recovery window has ended', async () => {
    await recordReadyExport(test.db, clinicId, test.clock.now());
    expect((await staff('POST', deletion(clinicId), REASON)).statusCode).toBe(200);
    const deletedOn = retentionDay(test.clock.now());
    test.clock.advanceMinutes(30 * 24 * 60);
    const staffAgain = apiAs(test.app, await signIn(test.app, 'retention'));
    const refused = await staffAgain('POST', recovery(clinicId), REASON);
    expect(problemOf(refused)).toMatchObject({ status: 409, detail: `The recovery window ended on ${addDays(deletedOn, 30)}: the account is purged.` });
    expect((await accountRow(test.db, clinicId)).deletedAt).not.toBeNull();
  });
});
