/**
 * Legitimate interest (issue #19; FERPA 34 CFR 99.31(a)(1)(ii)) in the lists, batches and group
 * reports, the examinee id check, and the audited denial. The demo teacher is staff of group A
 * (examinee a1, entered by the administrator: a scored PHQ-9 with a stored report and a remote
 * link) and not of group B (b1 likewise, entered by the examiner). Every operation by id is
 * covered by legitimateInterestEvery.test.ts.
 */
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Assessment } from '../../src/domain/assessment';
import { examineeBody, phq9Responses } from './support/fixtures';
import { demoClinicId } from './support/permissionMatrixAccounts';
import { apiAs, selfUserId, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

type Api = ReturnType<typeof apiAs>;
const FACADE = '/assessment-facade';
const MISSING = 2_000_000_000;

interface Child {
  examineeRecordId: number;
  examineeId: string;
  assessmentId: number;
  reportId: number;
  linkId: number;
}

let test: TestApp;
let clinicId: number;
let admin: Api;
let examiner: Api;
let teacher: Api;
let teacherId: number;
let a1: Child;
let b1: Child;

function ok<T>(response: LightMyRequestResponse, status: number): T {
  if (response.statusCode !== status) throw new Error(`Expected ${status}, got ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

/** An examinee entered by `maker` with a scored PHQ-9, its score report and a remote link of a draft. */
async function child(maker: Api, lastName: string): Promise<Child> {
  const body = examineeBody({ lastName });
  const examinee = ok<{ id: number; examineeId: string }>(await maker('POST', `${FACADE}/examinees`, body), 201);
  const examinerId = await selfUserId(maker);
  const create = async (): Promise<Assessment> =>
    ok<Assessment>(await maker('POST', `${FACADE}/assessments`, { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId }), 201);
  const draft = await create();
  const scored = ok<Assessment>(
    await maker('PUT', `${FACADE}/assessments/${draft.id}`, {
      version: draft.version, responses: phq9Responses([1, 2, 0, 1, 3, 0, 1, 2, 0], 1), administrationDate: '2024-05-06', examinerId, status: 'scored',
    }),
    200,
  );
  const report = ok<{ id: number }>(await maker('POST', `${FACADE}/assessments/${scored.id}/reports`, { reportType: 'score' }), 201);
  const link = ok<{ link: { id: number } }>(await maker('POST', `${FACADE}/assessments/${(await create()).id}/qosa-links`, { validForDays: 1 }), 201);
  return { examineeRecordId: examinee.id, examineeId: examinee.examineeId, assessmentId: scored.id, reportId: report.id, linkId: link.link.id };
}

async function group(name: string, members: number[], staff: number[]): Promise<void> {
  const rows = (await test.db.execute(sql`INSERT INTO examinee_groups (account_id, name, group_type) VALUES (${clinicId}, ${name}, 'class') RETURNING id`)) as unknown as { rows: { id: number }[] };
  const groupId = Number(rows.rows[0]?.id);
  for (const userId of staff) await test.db.execute(sql`INSERT INTO examinee_group_staff (account_id, group_id, user_id) VALUES (${clinicId}, ${groupId}, ${userId})`);
  for (const member of members) {
    await test.db.execute(sql`INSERT INTO examinee_group_members (account_id, group_id, examinee_record_id) VALUES (${clinicId}, ${groupId}, ${member})`);
  }
}

const limitExaminers = (on: boolean) => test.db.execute(sql`UPDATE account_settings SET legitimate_interest_for_examiners = ${on} WHERE account_id = ${clinicId}`);

/** The problem of an answer: what a missing record and a hidden one must share. */
const problemOf = (response: LightMyRequestResponse) => ({ status: response.statusCode, type: response.json<{ type?: string }>().type, detail: response.json<{ detail?: string }>().detail });

beforeAll(async () => {
  test = await createTestApp();
  clinicId = await demoClinicId(test.db);
  admin = apiAs(test.app, await signIn(test.app, 'admin'));
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  teacher = apiAs(test.app, await signIn(test.app, 'teacher'));
  teacherId = await selfUserId(teacher);
  a1 = await child(admin, 'Interestaone');
  b1 = await child(examiner, 'Interestbone');
  await group('Group A', [a1.examineeRecordId], [teacherId]);
  await group('Group B', [b1.examineeRecordId], []);
});
afterAll(async () => {
  await test?.close();
});

/** The interest denials audited for record `entity` `id`. */
const denials = async (entity: string, id: number) =>
  (
    (await test.db.execute(
      sql`SELECT user_id, outcome, result FROM audit_log WHERE action = 'access.interestDenied' AND entity = ${entity} AND entity_id = ${String(id)} ORDER BY id`,
    )) as unknown as { rows: { user_id: number; outcome: string; result: string }[] }
  ).rows;

const ids = <T extends { id: number }>(items: T[]): number[] => items.map((item) => item.id);

describe('a teacher', () => {
  it('lists and searches only the examinees and assessments of their groups', async () => {
    const examinees = ok<{ items: { id: number }[]; total: number }>(await teacher('GET', `${FACADE}/examinees?search=Interest&pageSize=100`), 200);
    expect(ids(examinees.items)).toEqual([a1.examineeRecordId]);
    expect(examinees.total).toBe(1);
    const assessments = ok<{ items: { id: number }[]; total: number }>(await teacher('GET', `${FACADE}/assessments?search=Interest&pageSize=100`), 200);
    expect(ids(assessments.items)).toContain(a1.assessmentId);
    expect(ids(assessments.items)).not.toContain(b1.assessmentId);
    expect(assessments.items.length).toBe(assessments.total);
    expect(ids(ok<{ id: number }[]>(await teacher('GET', `${FACADE}/reports?assessmentId=${a1.assessmentId}`), 200))).toEqual([a1.reportId]);
    expect(problemOf(await teacher('GET', `${FACADE}/reports?assessmentId=${b1.assessmentId}`))).toEqual(problemOf(await teacher('GET', `${FACADE}/reports?assessmentId=${MISSING}`)));
  });

  it('reads a1’s records and answers b1’s exactly like missing ones', async () => {
    const paths = (child: Pick<Child, 'examineeRecordId' | 'assessmentId' | 'reportId'>) => [
      `${FACADE}/examinees/${child.examineeRecordId}`,
      `${FACADE}/examinees/${child.examineeRecordId}/history`,
      `${FACADE}/assessments/${child.assessmentId}`,
      `${FACADE}/assessments/${child.assessmentId}/links`,
      `${FACADE}/reports/${child.reportId}/download`,
    ];
    for (const path of paths(a1)) expect([path, (await teacher('GET', path)).statusCode]).toEqual([path, 200]);
    const missing = paths({ examineeRecordId: MISSING, assessmentId: MISSING, reportId: MISSING });
    for (const [index, path] of paths(b1).entries()) expect(problemOf(await teacher('GET', path))).toEqual(problemOf(await teacher('GET', missing[index] ?? '')));
  });

  it('refuses a batch or a group report over b1 like one over a missing assessment', async () => {
    const batch = (assessmentIds: number[]) => teacher('POST', `${FACADE}/report-batches`, { selection: { kind: 'assessments', assessmentIds }, reportType: 'score' });
    expect(problemOf(await batch([a1.assessmentId, b1.assessmentId]))).toEqual(problemOf(await batch([a1.assessmentId, MISSING])));
    const byExaminees = (examineeRecordIds: number[]) => teacher('POST', `${FACADE}/report-batches`, { selection: { kind: 'examinees', examineeRecordIds }, reportType: 'score' });
    expect(problemOf(await byExaminees([b1.examineeRecordId]))).toEqual(problemOf(await byExaminees([MISSING])));
    // A batch by filter takes only what the teacher sees; the examiner's batches are not listed.
    const byFilter = ok<{ id: number; total: number }>(
      await teacher('POST', `${FACADE}/report-batches`, { selection: { kind: 'filter', filter: { search: 'Interest', productId: 'phq9', status: 'scored' } }, reportType: 'score' }),
      201,
    );
    expect(byFilter.total).toBe(1);
    const examinersBatch = ok<{ id: number }>(await examiner('POST', `${FACADE}/report-batches`, { selection: { kind: 'assessments', assessmentIds: [b1.assessmentId] }, reportType: 'score' }), 201).id;
    const listed = ids(ok<{ id: number }[]>(await teacher('GET', `${FACADE}/report-batches`), 200));
    expect(listed).toContain(byFilter.id);
    expect(listed).not.toContain(examinersBatch);
    const groupReport = (assessmentIds: number[]) =>
      teacher('POST', `${FACADE}/group-reports`, { productId: 'phq9', title: 'Mine', selection: { kind: 'assessments', assessmentIds } });
    const refused = await groupReport([b1.assessmentId]);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(problemOf(refused)).toEqual(problemOf(await groupReport([MISSING])));
    expect((await groupReport([a1.assessmentId])).statusCode).toBe(201);
  });

  it('does not list a group report that covers b1', async () => {
    const made = async (assessmentIds: number[]) =>
      ok<{ id: number }>(await admin('POST', `${FACADE}/group-reports`, { productId: 'phq9', title: 'Admin’s', selection: { kind: 'assessments', assessmentIds } }), 201).id;
    const both = await made([a1.assessmentId, b1.assessmentId]);
    const onlyA1 = await made([a1.assessmentId]);
    const listed = ids(ok<{ id: number }[]>(await teacher('GET', `${FACADE}/group-reports`), 200));
    expect(listed).toContain(onlyA1);
    expect(listed).not.toContain(both);
    expect((await teacher('GET', `${FACADE}/group-reports/${both}/download`)).statusCode).toBe(404);
  });

  it('is told an examinee id in use is taken, whoever’s student it is, and cannot duplicate it', async () => {
    const unique = async (examineeId: string) => ok<{ unique: boolean }>(await teacher('GET', `${FACADE}/examinees/id-unique?examineeId=${encodeURIComponent(examineeId)}`), 200).unique;
    expect(await unique(b1.examineeId)).toBe(false);
    expect(await unique(b1.examineeId.toLowerCase())).toBe(false);
    expect(await unique(`${b1.examineeId}-free`)).toBe(true);
    const duplicate = await teacher('POST', `${FACADE}/examinees`, examineeBody({ examineeId: b1.examineeId }));
    expect(duplicate.statusCode).toBe(409);
    // The refusal names the field, never the record.
    expect(duplicate.json<{ errors: { field: string }[] }>().errors.map((error) => error.field)).toEqual(['examineeId']);
    expect(duplicate.body).not.toContain('Interestbone');
  });
});

describe('the audited denial', () => {
  it('records a limited user’s attempt on a record outside their interest, not on a missing one', async () => {
    const examineeDenials = (await denials('examinee', b1.examineeRecordId)).length;
    expect((await teacher('GET', `${FACADE}/examinees/${b1.examineeRecordId}`)).statusCode).toBe(404);
    const rows = await denials('examinee', b1.examineeRecordId);
    expect(rows).toHaveLength(examineeDenials + 1);
    expect(rows.at(-1)).toEqual({ user_id: teacherId, outcome: 'outsideInterest', result: 'denied' });
    const reportDenials = (await denials('report', b1.reportId)).length;
    expect((await teacher('GET', `${FACADE}/reports/${b1.reportId}/download`)).statusCode).toBe(404);
    expect(await denials('report', b1.reportId)).toHaveLength(reportDenials + 1);
    // A write naming b1 in its body (an assessment for b1) is refused and audited alike.
    expect((await teacher('POST', `${FACADE}/assessments`, { examineeRecordId: b1.examineeRecordId, productId: 'phq9', administrationDate: '2024-05-06', examinerId: teacherId })).statusCode).toBe(404);
    expect(await denials('examinee', b1.examineeRecordId)).toHaveLength(examineeDenials + 2);
    expect((await teacher('GET', `${FACADE}/examinees/${MISSING}`)).statusCode).toBe(404);
    expect(await denials('examinee', MISSING)).toEqual([]);
  });

  it('records nothing for a record the user sees, nor for a user who is not limited', async () => {
    expect((await teacher('GET', `${FACADE}/examinees/${a1.examineeRecordId}`)).statusCode).toBe(200);
    expect(await denials('examinee', a1.examineeRecordId)).toEqual([]);
    // A deleted record is missing for everybody: no denial of interest.
    const gone = ok<{ id: number }>(await teacher('POST', `${FACADE}/examinees`, examineeBody({ lastName: 'Gone' })), 201).id;
    expect((await admin('DELETE', `${FACADE}/examinees/${gone}`)).statusCode).toBe(200);
    expect((await teacher('GET', `${FACADE}/examinees/${gone}`)).statusCode).toBe(404);
    expect(await denials('examinee', gone)).toEqual([]);
  });
});

describe('an examiner', () => {
  afterEach(async () => {
    await limitExaminers(false);
  });

  it('sees the whole account while the account does not limit examiners', async () => {
    expect((await examiner('GET', `${FACADE}/examinees/${a1.examineeRecordId}`)).statusCode).toBe(200);
    expect((await examiner('GET', `${FACADE}/examinees/${b1.examineeRecordId}`)).statusCode).toBe(200);
    const listed = ok<{ items: { id: number }[] }>(await examiner('GET', `${FACADE}/examinees?search=Interest&pageSize=100`), 200);
    expect(ids(listed.items).sort()).toEqual([a1.examineeRecordId, b1.examineeRecordId].sort());
  });

  it('sees only their groups and their own entries once the account limits examiners, and the attempt is audited', async () => {
    await limitExaminers(true);
    expect((await examiner('GET', `${FACADE}/examinees/${b1.examineeRecordId}`)).statusCode).toBe(200);
    expect(problemOf(await examiner('GET', `${FACADE}/assessments/${a1.assessmentId}`))).toEqual(problemOf(await examiner('GET', `${FACADE}/assessments/${MISSING}`)));
    const listed = ok<{ items: { id: number }[] }>(await examiner('GET', `${FACADE}/examinees?search=Interest&pageSize=100`), 200);
    expect(ids(listed.items)).toEqual([b1.examineeRecordId]);
    expect(await denials('assessment', a1.assessmentId)).toHaveLength(1);
  });
});
