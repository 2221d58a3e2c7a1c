/**
 * Assessment lifecycle operations: examinee and assessment soft delete (audited, invisible
 * afterwards), recovery by an account administrator, clone, the age and retest checks, the
 * graceful create, scorability errors and the filtered forms. Each: success, 400 naming the
 * field, 404 for another account's id, 403 without permission.
 */
import { and, eq } from 'drizzle-orm';
import type { AgeCheck } from '../../src/domain/formEligibility';
import type { DeletedAssessment, GracefulCreateResult, RetestVerification, ScorabilityReport } from '../../src/contract/services/assessmentLifecycle';
import type { ExamineeAndForms } from '../../src/contract/services/examinees';
import type { AssessmentSummary } from '../../src/contract/types';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import { auditLog } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from './support/testApp';
import { examineeBody, phq9Responses } from './support/fixtures';
import { apiAs, selfUserId, signIn } from './support/session';

jest.setTimeout(60_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let examiner: Api;
let admin: Api;
let other: Api;
let accountUser: Api;
let examinerId: number;

const FACADE = '/assessment-facade';
const ASSESSMENTS = `${FACADE}/assessments`;

beforeAll(async () => {
  test = await createTestApp();
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  admin = apiAs(test.app, await signIn(test.app, 'admin'));
  other = apiAs(test.app, await signIn(test.app, 'other'));
  accountUser = apiAs(test.app, await signIn(test.app, 'user'));
  examinerId = await selfUserId(examiner);
});
afterAll(async () => {
  await test.close();
});

async function newExaminee(birthDate = '1990-05-17'): Promise<Examinee> {
  const response = await examiner('POST', `${FACADE}/examinees`, examineeBody({ birthDate }));
  expect(response.statusCode).toBe(201);
  return response.json<Examinee>();
}

async function newAssessment(examinee: Examinee, administrationDate = '2024-03-05'): Promise<Assessment> {
  const response = await examiner('POST', ASSESSMENTS, { examineeRecordId: examinee.id, productId: 'phq9', administrationDate, examinerId });
  expect(response.statusCode).toBe(201);
  return response.json<Assessment>();
}

const history = async (examinee: Examinee) => (await examiner('GET', `${FACADE}/examinees/${examinee.id}/history`)).json<AssessmentSummary[]>();

describe('assessment.deleteExaminee', () => {
  it('deletes softly and audited; the examinee and its assessments become invisible, its id free again', async () => {
    const examinee = await newExaminee();
    const assessment = await newAssessment(examinee);
    const response = await examiner('DELETE', `${FACADE}/examinees/${examinee.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: examinee.id });
    expect((await examiner('GET', `${FACADE}/examinees/${examinee.id}`)).statusCode).toBe(404);
    expect((await examiner('GET', `${ASSESSMENTS}/${assessment.id}`)).statusCode).toBe(404);
    const list = (await examiner('GET', `${FACADE}/examinees?search=${encodeURIComponent(examinee.examineeId)}`)).json<{ total: number }>();
    expect(list.total).toBe(0);
    expect((await examiner('GET', `${FACADE}/examinees/id-unique?examineeId=${encodeURIComponent(examinee.examineeId)}`)).json()).toEqual({ unique: true });
    const audit = await test.db.select().from(auditLog).where(and(eq(auditLog.action, 'assessment.deleteExaminee'), eq(auditLog.entityId, String(examinee.id))));
    expect(audit).toHaveLength(1);
    expect((await examiner('DELETE', `${FACADE}/examinees/${examinee.id}`)).statusCode).toBe(404);
  });

  it("answers 400 naming the id, 404 for another account's examinee and 403 to an account user", async () => {
    const examinee = await newExaminee();
    const bad = await examiner('DELETE', `${FACADE}/examinees/abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: [{ field: 'examineeRecordId' }] });
    expect((await other('DELETE', `${FACADE}/examinees/${examinee.id}`)).statusCode).toBe(404);
    expect((await accountUser('DELETE', `${FACADE}/examinees/${examinee.id}`)).statusCode).toBe(403);
    expect((await examiner('GET', `${FACADE}/examinees/${examinee.id}`)).statusCode).toBe(200);
  });
});

describe('assessment.delete, assessment.deletedAssessments and assessment.recover', () => {
  it('deletes softly (audited), lists the deleted assessment for an administrator, and recovers it', async () => {
    const examinee = await newExaminee();
    const assessment = await newAssessment(examinee);
    const deleted = await examiner('DELETE', `${ASSESSMENTS}/${assessment.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await examiner('GET', `${ASSESSMENTS}/${assessment.id}`)).statusCode).toBe(404);
    expect(await history(examinee)).toEqual([]);
    const list = (await admin('GET', `${ASSESSMENTS}/deleted`)).json<DeletedAssessment[]>();
    expect(list.find((entry) => entry.id === assessment.id)).toMatchObject({
      examineeRecordId: examinee.id,
      productCode: 'PHQ-9',
      deletedByName: 'Dr. Emma Examiner',
      recoverable: true,
    });
    const recovered = await admin('POST', `${ASSESSMENTS}/${assessment.id}/recover`);
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json()).toMatchObject({ id: assessment.id, status: 'draft' });
    expect((await history(examinee)).map((entry) => entry.id)).toEqual([assessment.id]);
    const audit = await test.db.select().from(auditLog).where(eq(auditLog.entityId, String(assessment.id)));
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['assessment.delete', 'assessment.recover']));
    expect((await admin('POST', `${ASSESSMENTS}/${assessment.id}/recover`)).statusCode).toBe(404);
  });

  it('refuses to recover an assessment whose examinee is deleted, naming the assessment', async () => {
    const examinee = await newExaminee();
    const assessment = await newAssessment(examinee);
    await examiner('DELETE', `${FACADE}/examinees/${examinee.id}`);
    const list = (await admin('GET', `${ASSESSMENTS}/deleted`)).json<DeletedAssessment[]>();
    expect(list.find((entry) => entry.id === assessment.id)).toMatchObject({ recoverable: false });
    const response = await admin('POST', `${ASSESSMENTS}/${assessment.id}/recover`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ field: 'assessmentId' }] });
  });

  it("answers 400 naming the id, 404 for another account's assessment, 403 without permission", async () => {
    const assessment = await newAssessment(await newExaminee());
    expect((await examiner('DELETE', `${ASSESSMENTS}/x`)).json()).toMatchObject({ status: 400, errors: [{ field: 'assessmentId' }] });
    expect((await admin('POST', `${ASSESSMENTS}/0/recover`)).json()).toMatchObject({ status: 400, errors: [{ field: 'assessmentId' }] });
    expect((await other('DELETE', `${ASSESSMENTS}/${assessment.id}`)).statusCode).toBe(404);
    expect((await accountUser('DELETE', `${ASSESSMENTS}/${assessment.id}`)).statusCode).toBe(403);
    await examiner('DELETE', `${ASSESSMENTS}/${assessment.id}`);
    expect((await examiner('POST', `${ASSESSMENTS}/${assessment.id}/recover`)).statusCode).toBe(403);
    expect((await examiner('GET', `${ASSESSMENTS}/deleted`)).statusCode).toBe(403);
    expect((await other('GET', `${ASSESSMENTS}/deleted`)).statusCode).toBe(403);
    expect((await other('POST', `${ASSESSMENTS}/${assessment.id}/recover`)).statusCode).toBe(403);
  });
});

describe('assessment.clone', () => {
  it('copies the examinee, product and responses on a new date, or starts blank', async () => {
    const examinee = await newExaminee();
    const source = await newAssessment(examinee);
    await examiner('PUT', `${ASSESSMENTS}/${source.id}`, {
      version: 1, administrationDate: '2024-03-05', examinerId, status: 'complete', responses: phq9Responses([1, 1, 1, 1, 1, 1, 1, 1, 0]),
    });
    const copy = await examiner('POST', `${ASSESSMENTS}/${source.id}/clone`, { administrationDate: '2024-06-01', copyResponses: true });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-06-01', status: 'complete', version: 1, score: null });
    expect(copy.json<Assessment>().id).not.toBe(source.id);
    const blank = await examiner('POST', `${ASSESSMENTS}/${source.id}/clone`, { administrationDate: '2024-06-02', copyResponses: false });
    expect(blank.json()).toMatchObject({ status: 'draft', responses: {} });
  });

  it("answers 400 naming the date, 404 for another account's assessment, 403 to an account user", async () => {
    const source = await newAssessment(await newExaminee());
    const future = await examiner('POST', `${ASSESSMENTS}/${source.id}/clone`, { administrationDate: '2999-01-01', copyResponses: true });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ errors: [{ field: 'administrationDate' }] });
    const missing = await examiner('POST', `${ASSESSMENTS}/${source.id}/clone`, { administrationDate: '2024-01-01' });
    expect(missing.json()).toMatchObject({ errors: [{ field: 'copyResponses' }] });
    expect((await other('POST', `${ASSESSMENTS}/${source.id}/clone`, { administrationDate: '2024-01-01', copyResponses: true })).statusCode).toBe(404);
    expect((await accountUser('POST', `${ASSESSMENTS}/${source.id}/clone`, { administrationDate: '2024-01-01', copyResponses: true })).statusCode).toBe(403);
  });
});

describe('assessment.ageCheck and assessment.retestVerification', () => {
  it('answers the age on the test date against the range, and earlier administrations inside the interval', async () => {
    const child = await newExaminee('2015-01-10');
    const age = await examiner('GET', `${FACADE}/age-check?examineeRecordId=${child.id}&productId=phq9&testDate=2024-03-05`);
    expect(age.statusCode).toBe(200);
    expect(age.json<AgeCheck>()).toEqual({ age: { years: 9, months: 1 }, inRange: false, birthDateMissing: false, ageRange: { minYears: 13, maxYears: 120 } });
    const adult = await newExaminee();
    expect((await examiner('GET', `${FACADE}/age-check?examineeRecordId=${adult.id}&productId=phq9&testDate=2024-03-05`)).json<AgeCheck>().inRange).toBe(true);
    const earlier = await newAssessment(adult, '2024-03-01');
    const inside = (await examiner('GET', `${FACADE}/retest-verification?examineeRecordId=${adult.id}&productId=phq9&testDate=2024-03-05`)).json<RetestVerification>();
    expect(inside).toEqual({ retestIntervalDays: 14, withinInterval: [{ assessmentId: earlier.id, administrationDate: '2024-03-01' }] });
    const outside = (await examiner('GET', `${FACADE}/retest-verification?examineeRecordId=${adult.id}&productId=phq9&testDate=2024-04-05`)).json<RetestVerification>();
    expect(outside.withinInterval).toEqual([]);
  });

  it("answers 400 naming the field, 404 for another account's examinee, 403 to a user without assessment access", async () => {
    const examinee = await newExaminee();
    for (const path of ['age-check', 'retest-verification']) {
      const bad = await examiner('GET', `${FACADE}/${path}?examineeRecordId=${examinee.id}&productId=phq9&testDate=2024-02-30`);
      expect(bad.json()).toMatchObject({ status: 400, errors: [{ field: 'testDate' }] });
      const product = await examiner('GET', `${FACADE}/${path}?examineeRecordId=${examinee.id}&productId=nope&testDate=2024-02-01`);
      expect(product.json()).toMatchObject({ status: 400, errors: [{ field: 'productId' }] });
      expect((await other('GET', `${FACADE}/${path}?examineeRecordId=${examinee.id}&productId=phq9&testDate=2024-02-01`)).statusCode).toBe(404);
    }
    const backOffice = apiAs(test.app, await signIn(test.app, 'backoffice'));
    expect((await backOffice('GET', `${FACADE}/age-check?examineeRecordId=${examinee.id}&productId=phq9&testDate=2024-02-01`)).statusCode).toBe(403);
  });
});

describe('assessment.gracefulCreate', () => {
  const body = (examinee: Examinee, overrides: Record<string, unknown> = {}) => ({
    examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-03-05', examinerId, ...overrides,
  });

  it('creates at once without warnings', async () => {
    const examinee = await newExaminee();
    const response = await examiner('POST', `${ASSESSMENTS}/graceful`, body(examinee));
    expect(response.statusCode).toBe(200);
    expect(response.json<GracefulCreateResult>()).toMatchObject({ created: { examineeRecordId: examinee.id, status: 'draft' } });
  });

  it('answers the retest and age warnings, creates nothing, and creates once they are confirmed', async () => {
    const examinee = await newExaminee('2015-01-10');
    const first = await examiner('POST', `${ASSESSMENTS}/graceful`, body(examinee, { administrationDate: '2024-03-01', confirmedWarnings: ['ageOutOfRange'] }));
    expect(first.json()).toMatchObject({ created: { administrationDate: '2024-03-01' } });
    const warned = await examiner('POST', `${ASSESSMENTS}/graceful`, body(examinee));
    expect(warned.statusCode).toBe(200);
    const result = warned.json<{ warnings: { code: string; message: string }[] }>();
    expect(result.warnings.map((warning) => warning.code)).toEqual(['retest', 'ageOutOfRange']);
    expect(result.warnings[0]?.message).toContain('2024-03-01');
    expect(await history(examinee)).toHaveLength(1);
    const partly = await examiner('POST', `${ASSESSMENTS}/graceful`, body(examinee, { confirmedWarnings: ['retest'] }));
    expect(partly.json<{ warnings: { code: string }[] }>().warnings.map((warning) => warning.code)).toEqual(['ageOutOfRange']);
    const confirmed = await examiner('POST', `${ASSESSMENTS}/graceful`, body(examinee, { confirmedWarnings: ['retest', 'ageOutOfRange'] }));
    expect(confirmed.json()).toMatchObject({ created: { administrationDate: '2024-03-05' } });
    expect(await history(examinee)).toHaveLength(2);
  });

  it('warns when no license of the account covers the form\'s report, and creates once confirmed', async () => {
    // "Other Practice" has no licenses (the demo clinic has licenses for every form).
    const otherExaminerId = await selfUserId(other);
    const examinee = (await other('POST', `${FACADE}/examinees`, examineeBody())).json<Examinee>();
    const request = { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-03-05', examinerId: otherExaminerId };
    const warned = (await other('POST', `${ASSESSMENTS}/graceful`, request)).json<{ warnings: { code: string; params: { product: string } }[] }>();
    expect(warned.warnings).toEqual([expect.objectContaining({ code: 'noLicense', params: { product: 'PHQ-9', date: '2024-03-05' } })]);
    const confirmed = await other('POST', `${ASSESSMENTS}/graceful`, { ...request, confirmedWarnings: ['noLicense'] });
    expect(confirmed.json()).toMatchObject({ created: { examineeRecordId: examinee.id, status: 'draft' } });
  });

  it("answers 400 naming the field, 404 for another account's examinee, 403 to an account user", async () => {
    const examinee = await newExaminee();
    const future = await examiner('POST', `${ASSESSMENTS}/graceful`, body(examinee, { administrationDate: '2999-01-01' }));
    expect(future.json()).toMatchObject({ status: 400, errors: [{ field: 'administrationDate' }] });
    const code = await examiner('POST', `${ASSESSMENTS}/graceful`, body(examinee, { confirmedWarnings: ['whatever'] }));
    expect(code.json()).toMatchObject({ status: 400, errors: [{ field: 'confirmedWarnings[0]' }] });
    expect((await other('POST', `${ASSESSMENTS}/graceful`, body(examinee))).statusCode).toBe(404);
    expect((await accountUser('POST', `${ASSESSMENTS}/graceful`, body(examinee))).statusCode).toBe(403);
    expect(await history(examinee)).toEqual([]);
  });
});

describe('assessment.create and the age range', () => {
  it('answers 400 naming productId for an examinee outside the age range, and creates nothing', async () => {
    const child = await newExaminee('2015-01-10');
    const response = await examiner('POST', ASSESSMENTS, { examineeRecordId: child.id, productId: 'phq9', administrationDate: '2024-03-05', examinerId });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', errors: [{ field: 'productId', message: 'PHQ-9 is for ages 13 to 120; on 2024-03-05 the examinee is 9.' }] });
    expect(await history(child)).toEqual([]);
  });
});

describe('assessment.scorabilityErrors', () => {
  it('names the missing items until the responses are complete', async () => {
    const assessment = await newAssessment(await newExaminee());
    const empty = (await examiner('GET', `${ASSESSMENTS}/${assessment.id}/scorability`)).json<ScorabilityReport>();
    expect(empty).toMatchObject({ scorable: false, verificationRequired: false, verified: false });
    expect(empty.errors[0]).toMatchObject({ code: 'ITEMS_MISSING' });
    await examiner('PUT', `${ASSESSMENTS}/${assessment.id}`, {
      version: 1, administrationDate: '2024-03-05', examinerId, status: 'complete', responses: phq9Responses([0, 0, 0, 0, 0, 0, 0, 0, 0]),
    });
    expect((await examiner('GET', `${ASSESSMENTS}/${assessment.id}/scorability`)).json()).toMatchObject({ scorable: true, errors: [] });
  });

  it("answers 400 naming the id, 404 for another account's assessment, 403 without permission", async () => {
    const assessment = await newAssessment(await newExaminee());
    expect((await examiner('GET', `${ASSESSMENTS}/-1/scorability`)).json()).toMatchObject({ status: 400, errors: [{ field: 'assessmentId' }] });
    expect((await other('GET', `${ASSESSMENTS}/${assessment.id}/scorability`)).statusCode).toBe(404);
    const backOffice = apiAs(test.app, await signIn(test.app, 'backoffice'));
    expect((await backOffice('GET', `${ASSESSMENTS}/${assessment.id}/scorability`)).statusCode).toBe(403);
  });
});

describe('assessment.loadExamineeAndForms', () => {
  it('offers the forms of the age on the test date and language, and says why the others are not offered', async () => {
    const child = await newExaminee('2015-01-10');
    const forms = (await examiner('GET', `${FACADE}/examinees/${child.id}/forms?testDate=2024-03-05`)).json<ExamineeAndForms>();
    expect(forms.testDate).toBe('2024-03-05');
    expect(forms.forms.map((form) => form.id)).not.toContain('phq9');
    expect(forms.unavailable.find((entry) => entry.form.id === 'phq9')?.reasons).toEqual(['age']);
    const adult = await newExaminee();
    const adultForms = (await examiner('GET', `${FACADE}/examinees/${adult.id}/forms?testDate=2024-03-05`)).json<ExamineeAndForms>();
    expect(adultForms.forms.map((form) => form.id)).toContain('phq9');
    const language = (await examiner('GET', `${FACADE}/examinees/${adult.id}/forms?testDate=2024-03-05&language=nb_no`)).json<ExamineeAndForms>();
    expect(language.unavailable.find((entry) => entry.form.id === 'phq9')?.reasons).toEqual(['language']);
  });

  it("answers 400 naming the field and 404 for another account's examinee", async () => {
    const examinee = await newExaminee();
    expect((await examiner('GET', `${FACADE}/examinees/${examinee.id}/forms?testDate=soon`)).json()).toMatchObject({ status: 400, errors: [{ field: 'testDate' }] });
    expect((await examiner('GET', `${FACADE}/examinees/${examinee.id}/forms?language=xx`)).json()).toMatchObject({ status: 400, errors: [{ field: 'language' }] });
    expect((await other('GET', `${FACADE}/examinees/${examinee.id}/forms`)).statusCode).toBe(404);
  });
});
