/**
 * Assigning a form to a group (issue #19) through the API: the group age check, the assignment in
 * its three modes (item entry; remote links e-mailed, members without an address reported; a class
 * session whose roster sheet's codes open the player), progress, reminders, and a teacher who is
 * not the group's staff finding it missing.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { GroupAgeCheckResult, GroupAssignmentDetails, GroupAssignmentReminder, GroupAssignmentResult, GroupAssignmentSummary } from '../../src/contract/services/groupAssignments';
import type { PlayerResponseSaved, PlayerState } from '../../src/contract/services/player';
import { examineeBody } from './support/fixtures';
import { demoClinicId } from './support/permissionMatrixAccounts';
import { apiAs, selfUserId, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let admin: Api;
let teacher: Api;
let adminId: number;
let teacherId: number;
let clinicId: number;
let groupId: number;
const FACADE = '/assessment-facade';
const OSA = '/qg-services/assessment-facade/osa';
const member: Record<'adult' | 'child' | 'noBirthDate' | 'retest' | 'noEmail', number> = { adult: 0, child: 0, noBirthDate: 0, retest: 0, noEmail: 0 };

const created = async (overrides: Parameters<typeof examineeBody>[0]): Promise<number> => {
  const response = await admin('POST', `${FACADE}/examinees`, examineeBody(overrides));
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
};

/** A group of the demo clinic with the teacher as its staff. */
async function groupOf(name: string, members: number[]): Promise<number> {
  const rows = (await test.db.execute(sql`INSERT INTO examinee_groups (account_id, name, group_type) VALUES (${clinicId}, ${name}, 'class') RETURNING id`)) as unknown as { rows: { id: number }[] };
  const id = Number(rows.rows[0]?.id);
  await test.db.execute(sql`INSERT INTO examinee_group_staff (account_id, group_id, user_id) VALUES (${clinicId}, ${id}, ${teacherId})`);
  for (const examinee of members) await test.db.execute(sql`INSERT INTO examinee_group_members (account_id, group_id, examinee_record_id) VALUES (${clinicId}, ${id}, ${examinee})`);
  return id;
}

beforeAll(async () => {
  test = await createTestApp();
  clinicId = await demoClinicId(test.db);
  admin = apiAs(test.app, await signIn(test.app, 'admin'));
  teacher = apiAs(test.app, await signIn(test.app, 'teacher'));
  adminId = await selfUserId(admin);
  teacherId = await selfUserId(teacher);
  member.adult = await created({ lastName: 'Adult', birthDate: '1990-05-17' });
  member.child = await created({ lastName: 'Child', birthDate: '2018-01-01' });
  member.noBirthDate = await created({ lastName: 'Nodate', birthDate: '1990-01-01' });
  await test.db.execute(sql`UPDATE examinees SET birth_date = NULL WHERE id = ${member.noBirthDate}`);
  member.retest = await created({ lastName: 'Retest', birthDate: '1985-03-03' });
  member.noEmail = await created({ lastName: 'Noemail', birthDate: '1980-02-29', email: '' });
  const earlier = await admin('POST', `${FACADE}/assessments`, { examineeRecordId: member.retest, productId: 'phq9', administrationDate: '2026-02-25', examinerId: adminId });
  expect(earlier.statusCode).toBe(201);
  groupId = await groupOf('Study cohort 1', Object.values(member));
});
afterAll(async () => {
  await test?.close();
});

const assign = (api: Api, body: object, id = groupId) => api('POST', `${FACADE}/groups/${id}/assignments`, body);

it('checks a group against a form on the planned date: in range, out of range, no date of birth, within the retest interval', async () => {
  const response = await teacher('GET', `${FACADE}/groups/${groupId}/age-check?productId=phq9&plannedDate=2026-03-01`);
  expect(response.statusCode).toBe(200);
  const check = response.json<GroupAgeCheckResult>();
  expect(check.ageRange).toEqual({ minYears: 13, maxYears: 120 });
  expect(check.inRange.sort()).toEqual([member.adult, member.retest, member.noEmail].sort());
  expect(check.outOfRange).toEqual([member.child]);
  expect(check.birthDateMissing).toEqual([member.noBirthDate]);
  expect(check.withinRetest).toEqual([member.retest]);
  expect(check.eligible.sort()).toEqual([member.adult, member.noEmail].sort());
  const child = check.members.find((row) => row.examineeRecordId === member.child);
  expect(child).toMatchObject({ standing: 'outOfRange', age: { years: 8, months: 2 }, eligible: false });
  expect(check.members.find((row) => row.examineeRecordId === member.retest)?.retestDate).toBe('2026-02-25');
});

it('creates one assessment per eligible member by item entry, and never one out of range', async () => {
  const base = { productId: 'phq9', plannedDate: '2026-03-01', examinerId: teacherId, mode: 'itemEntry' };
  const refused = await assign(teacher, { ...base, memberIds: [member.adult, member.child, member.retest] });
  expect(refused.statusCode).toBe(400);
  expect(refused.body).toContain('Child');
  expect(refused.body).toContain('retest');
  const response = await assign(teacher, { ...base, memberIds: [member.adult, member.retest], retestConfirmed: [member.retest], administration: { grade: 3 } });
  expect(response.statusCode).toBe(201);
  const result = response.json<GroupAssignmentResult>();
  expect(result.assigned.map((entry) => entry.examineeRecordId).sort()).toEqual([member.adult, member.retest].sort());
  expect(result.assignment.counts).toEqual({ notStarted: 2, inProgress: 0, submitted: 0, scored: 0 });
  const rows = (await test.db.execute(sql`SELECT examinee_record_id, administration FROM assessments WHERE group_assignment_id = ${result.assignment.id}`)) as unknown as { rows: { administration: { grade?: number } }[] };
  expect(rows.rows).toHaveLength(2);
  expect(rows.rows.every((row) => row.administration.grade === 3)).toBe(true);
  // By default: the eligible ones only; the same day again, the two just assigned are within the retest interval.
  const defaults = (await assign(teacher, base)).json<GroupAssignmentResult>();
  expect(defaults.assigned.map((entry) => entry.examineeRecordId)).toEqual([member.noEmail]);
});

it('e-mails a remote link to each member with an address, reports those without one, and reminds those not done', async () => {
  const response = await assign(teacher, { productId: 'who5', plannedDate: '2026-03-02', examinerId: teacherId, mode: 'remoteLinks', memberIds: [member.adult, member.noEmail], validForDays: 7 });
  expect(response.statusCode).toBe(201);
  const result = response.json<GroupAssignmentResult>();
  expect(result.withoutAddress.map((entry) => entry.examineeRecordId)).toEqual([member.noEmail]);
  const messages = (await test.db.execute(sql`SELECT recipient_address FROM email_messages WHERE examinee_record_id IN (${member.adult}, ${member.noEmail})`)) as unknown as { rows: { recipient_address: string }[] };
  expect(messages.rows.map((row) => row.recipient_address)).toEqual(['robin@example.org']);
  const reminded = await teacher('POST', `${FACADE}/group-assignments/${result.assignment.id}/reminders`, {});
  expect(reminded.statusCode).toBe(200);
  const reminder = reminded.json<GroupAssignmentReminder>();
  expect(reminder.reminded.map((entry) => entry.examineeRecordId)).toEqual([member.adult]);
  expect(reminder.notReminded.map((entry) => entry.examineeRecordId)).toEqual([member.noEmail]);
  const after = (await test.db.execute(sql`SELECT count(*)::int AS n FROM email_messages WHERE examinee_record_id = ${member.adult}`)) as unknown as { rows: { n: number }[] };
  expect(Number(after.rows[0]?.n)).toBe(2);
  const details = (await teacher('GET', `${FACADE}/group-assignments/${result.assignment.id}`)).json<GroupAssignmentDetails>();
  expect(details.members.find((row) => row.examineeRecordId === member.adult)?.emailedTo).toBe('robin@example.org');
});

it('e-mails every member\'s link to a rater of the group, who rates each member, and refuses a rater who is not its staff', async () => {
  // Well after the WHO-5s above, outside its retest interval.
  const body = { productId: 'who5', plannedDate: '2026-06-01', examinerId: teacherId, mode: 'remoteLinks', memberIds: [member.noEmail], recipient: 'rater', respondent: 'teacher', validForDays: 7 };
  const outsider = await assign(teacher, { ...body, raterUserId: adminId });
  expect(outsider.statusCode).toBe(400);
  expect(outsider.json<{ errors: { field: string }[] }>().errors.map((error) => error.field)).toContain('raterUserId');
  const response = await assign(teacher, { ...body, raterUserId: teacherId });
  expect(response.statusCode).toBe(201);
  // The member has no address of their own: the rater's link reaches the teacher all the same.
  expect(response.json<GroupAssignmentResult>().withoutAddress).toEqual([]);
  const teacherAddress = (await test.db.execute(sql`SELECT email FROM users WHERE id = ${teacherId}`)) as unknown as { rows: { email: string }[] };
  const sent = (await test.db.execute(
    sql`SELECT m.recipient_address, l.respondent FROM email_messages m JOIN remote_links l ON l.id = m.link_id JOIN assessments a ON a.id = l.assessment_id WHERE a.group_assignment_id = ${response.json<GroupAssignmentResult>().assignment.id}`,
  )) as unknown as { rows: { recipient_address: string; respondent: string }[] };
  expect(sent.rows).toEqual([{ recipient_address: teacherAddress.rows[0]?.email, respondent: 'teacher' }]);
});

/** The text of a PDF, through pdftotext. */
function pdfText(bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'roster-')), 'sheet.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** Opens the player with a code and answers the WHO-5; answers the last response. */
async function answerWithCode(code: string): Promise<LightMyRequestResponse> {
  const opened = await test.app.inject({ method: 'POST', url: `${OSA}/code`, payload: { code: code.toLowerCase() } });
  expect(opened.statusCode).toBe(200);
  const cookie = (opened.cookies as { name: string; value: string }[]).find((entry) => entry.name === 'qg_osa')?.value ?? '';
  const state = opened.json<PlayerState>();
  const form = state.assessments[0];
  if (!form) throw new Error('No form');
  let version = form.version;
  for (let item = 1; item <= 5; item += 1) {
    const saved = await test.app.inject({ method: 'PUT', url: `${OSA}/assessments/${form.assessmentId}/responses/who5_${item}`, cookies: { qg_osa: cookie }, payload: { value: 3, version } });
    expect(saved.statusCode).toBe(200);
    version = saved.json<PlayerResponseSaved>().version;
  }
  return test.app.inject({ method: 'POST', url: `${OSA}/assessments/${form.assessmentId}/submit`, cookies: { qg_osa: cookie }, payload: { version } });
}

it('gives each student of a class session a code on the roster sheet that opens their form in the player', async () => {
  const response = await assign(teacher, { productId: 'who5', plannedDate: '2026-03-03', examinerId: teacherId, mode: 'classSession', memberIds: [member.retest, member.child, member.noBirthDate] });
  expect(response.body).toContain('"assignment"');
  expect(response.statusCode).toBe(201);
  const assignmentId = response.json<GroupAssignmentResult>().assignment.id;
  const sheet = await teacher('GET', `${FACADE}/group-assignments/${assignmentId}/roster-sheet`);
  expect(sheet.statusCode).toBe(200);
  expect(sheet.headers['content-type']).toContain('application/pdf');
  const text = pdfText(sheet.rawPayload);
  const codes = [...text.matchAll(/\b([34679ACDEFGHJKMNPRTWXY]{5}-[34679ACDEFGHJKMNPRTWXY]{5})\b/g)].map((match) => match[1] as string);
  expect(new Set(codes).size).toBe(3);
  expect(text).toContain('Child');
  // The stored codes are hashed and sealed: the plain code is nowhere in the table.
  const stored = (await test.db.execute(sql`SELECT code_hash, code_sealed FROM group_assignment_codes WHERE assignment_id = ${assignmentId}`)) as unknown as { rows: { code_hash: string; code_sealed: string }[] };
  expect(stored.rows.some((row) => codes.some((code) => row.code_sealed.includes(code.replace('-', '')) || row.code_hash.includes(code.replace('-', ''))))).toBe(false);

  const wrong = await test.app.inject({ method: 'POST', url: `${OSA}/code`, payload: { code: 'ACDEF-GHJKM' } });
  expect(wrong.statusCode).toBe(404);
  expect(wrong.json<{ code: string }>().code).toBe('linkInvalid');

  for (const code of codes.slice(0, 2)) {
    const submitted = await answerWithCode(code);
    expect(submitted.statusCode).toBe(200);
    // The classroom device forgets the student's form at once: the next student's code opens afresh.
    expect(submitted.json<PlayerState>().link).toMatchObject({ state: 'completed', classSession: true });
    const cleared = (submitted.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]).find((entry) => entry.name === 'qg_osa');
    expect(cleared?.value).toBe('');
  }
  const list = (await teacher('GET', `${FACADE}/groups/${groupId}/assignments`)).json<GroupAssignmentSummary[]>();
  expect(list.find((entry) => entry.id === assignmentId)?.counts).toEqual({ notStarted: 1, inProgress: 0, submitted: 0, scored: 2 });
  const details = (await teacher('GET', `${FACADE}/group-assignments/${assignmentId}`)).json<GroupAssignmentDetails>();
  expect(details.scoredAssessmentIds).toHaveLength(2);
  // A submitted form's code opens nothing more.
  const again = await test.app.inject({ method: 'POST', url: `${OSA}/code`, payload: { code: codes[0] } });
  expect(again.statusCode).toBe(410);
  // Its scored assessments make a group report through the existing operation.
  const report = await teacher('POST', `${FACADE}/group-reports`, { title: 'Study cohort 1', productId: 'who5', selection: { kind: 'assessments', assessmentIds: details.scoredAssessmentIds } });
  expect([201, 402]).toContain(report.statusCode);
});

it('answers a group the caller does not staff, or of another account, like a missing one', async () => {
  const otherGroup = (await test.db.execute(sql`INSERT INTO examinee_groups (account_id, name, group_type) VALUES (${clinicId}, 'Not mine', 'class') RETURNING id`)) as unknown as { rows: { id: number }[] };
  const id = Number(otherGroup.rows[0]?.id);
  const hidden = await teacher('GET', `${FACADE}/groups/${id}/age-check?productId=who5&plannedDate=2026-03-01`);
  const missing = await teacher('GET', `${FACADE}/groups/987654321/age-check?productId=who5&plannedDate=2026-03-01`);
  expect(hidden.statusCode).toBe(404);
  expect(missing.statusCode).toBe(404);
  expect((await assign(teacher, { productId: 'who5', plannedDate: '2026-03-01', examinerId: teacherId, mode: 'itemEntry' }, id)).statusCode).toBe(404);
  // The administrator sees it.
  expect((await admin('GET', `${FACADE}/groups/${id}/age-check?productId=who5&plannedDate=2026-03-01`)).statusCode).toBe(200);
});
