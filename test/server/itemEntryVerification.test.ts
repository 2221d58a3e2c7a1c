/**
 * Item entry verification (Begin, End, Cancel, status): a blind second entry, the discrepancy
 * list with both values, resolution, the verified mark, and the account rule that requires
 * verification before scoring. Also the pick-lists (teachers, testing sites, account users).
 */
import { eq } from 'drizzle-orm';
import type { VerificationState } from '../../src/contract/services/verification';
import type { AccountUserOption, PickOption } from '../../src/contract/services/pickLists';
import type { AssessmentDetails } from '../../src/contract/types';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import { accounts, accountSettings, auditLog } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from './support/testApp';
import { examineeBody, phq9Responses } from './support/fixtures';
import { apiAs, selfUserId, signIn } from './support/session';

jest.setTimeout(60_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let examiner: Api;
let other: Api;
let accountUser: Api;
let examinerId: number;
let examinee: Examinee;

const FACADE = '/assessment-facade';
const ASSESSMENTS = `${FACADE}/assessments`;
const FIRST = [1, 2, 0, 1, 3, 0, 1, 2, 0];

beforeAll(async () => {
  test = await createTestApp();
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  other = apiAs(test.app, await signIn(test.app, 'other'));
  accountUser = apiAs(test.app, await signIn(test.app, 'user'));
  examinerId = await selfUserId(examiner);
  examinee = (await examiner('POST', `${FACADE}/examinees`, examineeBody())).json<Examinee>();
});
afterAll(async () => {
  await test.close();
});

/** Sets the demo account's item entry verification code. */
async function setVerificationCode(code: string): Promise<void> {
  const [account] = await test.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, 'Demo Clinic'));
  if (!account) throw new Error('No demo account.');
  await test.db.update(accountSettings).set({ itemEntryVerificationCode: code }).where(eq(accountSettings.accountId, account.id));
}

async function enteredAssessment(values: readonly number[] = FIRST): Promise<Assessment> {
  const created = (await examiner('POST', ASSESSMENTS, { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-03-05', examinerId })).json<Assessment>();
  const saved = await examiner('PUT', `${ASSESSMENTS}/${created.id}`, {
    version: created.version, administrationDate: '2024-03-05', examinerId, status: 'complete', responses: phq9Responses(values),
  });
  expect(saved.statusCode).toBe(200);
  return saved.json<Assessment>();
}

const url = (assessment: Pick<Assessment, 'id'>) => `${ASSESSMENTS}/${assessment.id}/verification`;

const score = (assessment: Pick<Assessment, 'id' | 'version'>, values: readonly number[] = FIRST) =>
  examiner('PUT', `${ASSESSMENTS}/${assessment.id}`, {
    version: assessment.version, administrationDate: '2024-03-05', examinerId, status: 'scored', responses: phq9Responses(values),
  });

describe('assessment.itemEntryVerificationBegin / End', () => {
  it('marks the assessment verified when the blind second entry agrees', async () => {
    const assessment = await enteredAssessment();
    const begun = await examiner('POST', url(assessment));
    expect(begun.statusCode).toBe(200);
    const state = begun.json<VerificationState>();
    expect(state).toMatchObject({ assessmentId: assessment.id, required: false, verified: null, session: { begunByName: 'Dr. Emma Examiner', discrepancies: null } });
    expect(JSON.stringify(state)).not.toContain('phq9_1');
    const ended = await examiner('PUT', url(assessment), { secondEntry: phq9Responses(FIRST) });
    expect(ended.statusCode).toBe(200);
    expect(ended.json<VerificationState>()).toMatchObject({ verified: { byName: 'Dr. Emma Examiner' }, session: null, assessmentVersion: assessment.version });
    expect((await examiner('GET', url(assessment))).json<VerificationState>().verified).not.toBeNull();
  });

  it('answers the discrepancies with both values, then applies the resolutions and verifies', async () => {
    const assessment = await enteredAssessment();
    await examiner('POST', url(assessment));
    const second = phq9Responses([1, 2, 0, 1, 2, 0, 1, 2, 0]);
    const compared = (await examiner('PUT', url(assessment), { secondEntry: second })).json<VerificationState>();
    expect(compared.verified).toBeNull();
    expect(compared.session?.discrepancies).toEqual([{ itemId: 'phq9_5', itemNumber: 5, firstValue: 3, secondValue: 2 }]);
    expect((await examiner('GET', url(assessment))).json<VerificationState>().session?.discrepancies).toHaveLength(1);
    // The stored second entry is used when only the resolutions are sent (after a reload).
    expect((await examiner('PUT', url(assessment), {})).json()).toMatchObject({ status: 400, errors: [{ field: 'secondEntry' }] });
    const resolved = await examiner('PUT', url(assessment), { resolutions: { phq9_5: 2 } });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json<VerificationState>()).toMatchObject({ verified: { byName: 'Dr. Emma Examiner' }, session: null, assessmentVersion: assessment.version + 1 });
    const details = (await examiner('GET', `${ASSESSMENTS}/${assessment.id}`)).json<AssessmentDetails>();
    expect(details.assessment.responses).toMatchObject({ phq9_5: 2 });
    const audit = await test.db.select().from(auditLog).where(eq(auditLog.entityId, String(assessment.id)));
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['assessment.itemEntryVerificationBegin', 'assessment.itemEntryVerificationEnd']));
  });

  it('answers 400 naming a bad second entry or resolution, and changes nothing', async () => {
    const assessment = await enteredAssessment();
    await examiner('POST', url(assessment));
    const outOfRange = await examiner('PUT', url(assessment), { secondEntry: { ...phq9Responses(FIRST), phq9_2: 9, phq9_77: 1 } });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json<{ errors: { field: string }[] }>().errors.map((error) => error.field).sort()).toEqual(['secondEntry.phq9_2', 'secondEntry.phq9_77']);
    const second = phq9Responses([0, 2, 0, 1, 3, 0, 1, 2, 0]);
    const unresolved = await examiner('PUT', url(assessment), { secondEntry: second, resolutions: {} });
    expect(unresolved.json()).toMatchObject({ status: 400, errors: [{ field: 'resolutions.phq9_1' }] });
    const neither = await examiner('PUT', url(assessment), { secondEntry: second, resolutions: { phq9_1: 3 } });
    expect(neither.json()).toMatchObject({ status: 400, errors: [{ field: 'resolutions.phq9_1' }] });
    const malformed = await examiner('PUT', url(assessment), { secondEntry: 'all of them' });
    expect(malformed.json()).toMatchObject({ status: 400, errors: [{ field: 'secondEntry' }] });
    const details = (await examiner('GET', `${ASSESSMENTS}/${assessment.id}`)).json<AssessmentDetails>();
    expect(details.assessment).toMatchObject({ version: assessment.version, responses: phq9Responses(FIRST) });
    expect((await examiner('GET', url(assessment))).json<VerificationState>().verified).toBeNull();
  });

  it('refuses to begin without responses, to end without a begin or after a save (409); changed responses void it', async () => {
    const draft = (await examiner('POST', ASSESSMENTS, { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-03-05', examinerId })).json<Assessment>();
    expect((await examiner('POST', url(draft))).json()).toMatchObject({ status: 400, errors: [{ field: 'responses' }] });
    const assessment = await enteredAssessment();
    expect((await examiner('PUT', url(assessment), { secondEntry: phq9Responses(FIRST) })).statusCode).toBe(400);
    await examiner('POST', url(assessment));
    const dateOnly = await examiner('PUT', `${ASSESSMENTS}/${assessment.id}`, {
      version: assessment.version, administrationDate: '2024-03-04', examinerId, status: 'complete', responses: phq9Responses(FIRST),
    });
    expect((await examiner('PUT', url(assessment), { secondEntry: phq9Responses(FIRST) })).statusCode).toBe(409);
    // Changed responses void the verification under way.
    await examiner('POST', url(assessment));
    await examiner('PUT', `${ASSESSMENTS}/${assessment.id}`, {
      version: dateOnly.json<Assessment>().version, administrationDate: '2024-03-05', examinerId, status: 'complete', responses: phq9Responses([0, 0, 0, 0, 0, 0, 0, 0, 0]),
    });
    expect((await examiner('GET', url(assessment))).json<VerificationState>().session).toBeNull();
  });

  it("answers 404 for another account's assessment and 403 to an account user", async () => {
    const assessment = await enteredAssessment();
    for (const [method, body] of [['GET', undefined], ['POST', undefined], ['PUT', { secondEntry: {} }], ['DELETE', undefined]] as const) {
      expect((await other(method, url(assessment), body)).statusCode).toBe(404);
    }
    for (const [method, body] of [['POST', undefined], ['PUT', { secondEntry: {} }], ['DELETE', undefined]] as const) {
      expect((await accountUser(method, url(assessment), body)).statusCode).toBe(403);
    }
    expect((await examiner('GET', `${ASSESSMENTS}/abc/verification`)).json()).toMatchObject({ status: 400, errors: [{ field: 'assessmentId' }] });
  });
});

describe('assessment.itemEntryVerificationCancel', () => {
  it('drops the verification under way and keeps nothing of the second entry', async () => {
    const assessment = await enteredAssessment();
    await examiner('POST', url(assessment));
    await examiner('PUT', url(assessment), { secondEntry: phq9Responses([0, 2, 0, 1, 3, 0, 1, 2, 0]) });
    const cancelled = await examiner('DELETE', url(assessment));
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<VerificationState>()).toMatchObject({ session: null, verified: null });
    expect((await examiner('PUT', url(assessment), { secondEntry: phq9Responses(FIRST) })).statusCode).toBe(400);
  });
});

describe('the account rule: verification before scoring', () => {
  afterEach(async () => {
    await setVerificationCode('');
  });

  it('answers 409 verificationRequired until verified, scores after, and asks again when the responses change', async () => {
    await setVerificationCode('IEV-1');
    const assessment = await enteredAssessment();
    const refused = await score(assessment);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'verificationRequired', errors: [{ field: 'status' }] });
    expect((await examiner('GET', `${ASSESSMENTS}/${assessment.id}/scorability`)).json()).toMatchObject({ scorable: false, verificationRequired: true, verified: false });
    await examiner('POST', url(assessment));
    await examiner('PUT', url(assessment), { secondEntry: phq9Responses(FIRST) });
    const changed = await score(assessment, [0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(changed.statusCode).toBe(409);
    const scored = await score(assessment);
    expect(scored.statusCode).toBe(200);
    expect(scored.json()).toMatchObject({ status: 'scored' });
  });

  it('scores without verification when the account has no code', async () => {
    const assessment = await enteredAssessment();
    expect((await score(assessment)).statusCode).toBe(200);
  });
});

describe('pick-lists', () => {
  it("answers the account's teachers, testing sites and users; another account sees its own", async () => {
    expect((await examiner('GET', `${FACADE}/pick-lists/teachers`)).json<PickOption[]>().map((entry) => entry.name)).toEqual(['Ms. Tara Teacher', 'Mr. Theo Tutor']);
    expect((await examiner('GET', `${FACADE}/pick-lists/testing-sites`)).json<PickOption[]>().map((entry) => entry.name)).toEqual(['Main Clinic', 'North Campus']);
    const users = (await examiner('GET', `${FACADE}/pick-lists/account-users`)).json<AccountUserOption[]>();
    expect(users.map((entry) => entry.role).sort()).toEqual(['accountAdministrator', 'accountUser', 'examiner', 'teacher', 'teacher']);
    expect((await other('GET', `${FACADE}/pick-lists/testing-sites`)).json()).toEqual([]);
    expect((await other('GET', `${FACADE}/pick-lists/account-users`)).json<AccountUserOption[]>().map((entry) => entry.name)).toEqual(['Dr. Oliver Other']);
  });

  it('answers 403 to internal staff', async () => {
    const backOffice = apiAs(test.app, await signIn(test.app, 'backoffice'));
    for (const list of ['teachers', 'testing-sites', 'account-users']) {
      expect((await backOffice('GET', `${FACADE}/pick-lists/${list}`)).statusCode).toBe(403);
    }
  });
});
