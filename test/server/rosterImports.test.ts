/**
 * Imports (issue #19): a OneRoster ZIP of two classes made in the test, imported twice (the second
 * changes nothing), a file with errors that writes nothing, duplicates held and each decision
 * applied, the examinee CSV's saved mapping, teacher enrolment → group staff, and who may import.
 */
import { sql } from 'drizzle-orm';
import { ROSTER_PART_BYTES, type RosterImport } from '../../src/domain/roster/rosterImport';
import { oneRosterZip, type Roster, twoClassRoster } from '../e2e/support/oneRosterZip';
import { examineeBody } from './support/fixtures';
import { demoClinicId } from './support/permissionMatrixAccounts';
import { apiAs, selfUserId, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let admin: Api;
let examiner: Api;
let teacher: Api;
let teacherId: number;
let clinicId: number;

beforeAll(async () => {
  test = await createTestApp();
  clinicId = await demoClinicId(test.db);
  admin = apiAs(test.app, await signIn(test.app, 'admin'));
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  teacher = apiAs(test.app, await signIn(test.app, 'teacher'));
  teacherId = await selfUserId(teacher);
});
afterAll(async () => {
  await test?.close();
});

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await test.db.execute(query)) as unknown as { rows: T[] }).rows;
const count = async (query: ReturnType<typeof sql>): Promise<number> => Number((await rows<{ n: number }>(query))[0]?.n ?? 0);
const examineeCount = (): Promise<number> => count(sql`SELECT count(*)::int AS n FROM examinees WHERE account_id = ${clinicId} AND deleted_at IS NULL`);

/** Uploads `bytes` as a new import of `kind` in parts; answers the import once its file is complete. */
async function upload(api: Api, kind: 'oneRoster' | 'examineeCsv', fileName: string, bytes: Uint8Array): Promise<RosterImport> {
  const created = await api('POST', '/assessment-facade/imports', { kind, fileName, sizeBytes: bytes.length });
  expect(created.statusCode).toBe(201);
  let run = created.json<RosterImport>();
  for (let seq = 0; seq * ROSTER_PART_BYTES < bytes.length; seq += 1) {
    const part = Buffer.from(bytes.subarray(seq * ROSTER_PART_BYTES, (seq + 1) * ROSTER_PART_BYTES)).toString('base64');
    const response = await api('PUT', `/assessment-facade/imports/${run.id}/parts`, { seq, data: part });
    expect(response.statusCode).toBe(200);
    run = response.json<RosterImport>();
  }
  expect(run.receivedBytes).toBe(bytes.length);
  return run;
}

/** Polls the import until its job is done (the state leaves `planning`/`committing`). */
async function settled(api: Api, importId: number): Promise<RosterImport> {
  for (;;) {
    const run = (await api('GET', `/assessment-facade/imports/${importId}`)).json<RosterImport>();
    if (run.status !== 'planning' && run.status !== 'committing') return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function dryRun(api: Api, importId: number, body: object = {}): Promise<RosterImport> {
  const response = await api('POST', `/assessment-facade/imports/${importId}/dry-run`, body);
  expect(response.statusCode).toBe(200);
  return settled(api, importId);
}

async function commit(api: Api, importId: number, decisions: { key: string; decision: string }[] = []): Promise<RosterImport> {
  const response = await api('POST', `/assessment-facade/imports/${importId}/commit`, { decisions });
  expect(response.statusCode).toBe(200);
  return settled(api, importId);
}

async function importRoster(roster: Roster): Promise<{ planned: RosterImport; committed: RosterImport }> {
  const run = await upload(admin, 'oneRoster', 'roster.zip', oneRosterZip(roster));
  const planned = await dryRun(admin, run.id);
  expect(planned.status).toBe('planned');
  return { planned, committed: await commit(admin, run.id) };
}

const groupBySourced = async (sourcedId: string) =>
  (await rows<{ id: number; name: string; school_year: string }>(sql`SELECT id, name, school_year FROM examinee_groups WHERE account_id = ${clinicId} AND sourced_id = ${sourcedId}`))[0];

describe('OneRoster', () => {
  it('plans two classes without writing, commits them, and a second import of the same file changes nothing', async () => {
    const before = await examineeCount();
    const run = await upload(admin, 'oneRoster', 'roster.zip', oneRosterZip(twoClassRoster()));
    const planned = await dryRun(admin, run.id);
    expect(planned.status).toBe('planned');
    expect(planned.processedBytes).toBe(run.sizeBytes);
    expect(planned.summary).toMatchObject({ rows: 4, created: 4, updated: 0, unchanged: 0, errors: 0, held: 0, groupsCreated: 2, membersAdded: 4, staffAdded: 1, warnings: 1 });
    expect(planned.warnings).toEqual([expect.objectContaining({ file: 'enrollments.csv', reason: 'The teacher Noah Unknown (noah@school.example) is not a user of the account.' })]);
    expect(await examineeCount()).toBe(before);
    expect(await groupBySourced('cls-a')).toBeUndefined();

    const committed = await commit(admin, run.id);
    expect(committed.status).toBe('committed');
    expect(await examineeCount()).toBe(before + 4);
    const roomA = await groupBySourced('cls-a');
    expect(roomA).toMatchObject({ name: 'Room 4A', school_year: '2026-2027' });
    const members = await rows<{ examinee_id: string; birth_date: string | null; sex: string }>(
      sql`SELECT e.examinee_id, e.birth_date::text, e.sex FROM examinee_group_members m JOIN examinees e ON e.id = m.examinee_record_id WHERE m.group_id = ${roomA?.id} ORDER BY 1`,
    );
    expect(members).toEqual([
      { examinee_id: 'S-1001', birth_date: '2017-03-04', sex: 'female' },
      { examinee_id: 'S-1002', birth_date: '2017-05-19', sex: 'male' },
    ]);
    // The examinee id is the identifier, else the username; a student without demographics has no birth date.
    const roomB = await groupBySourced('cls-b');
    const others = await rows<{ examinee_id: string; birth_date: string | null }>(
      sql`SELECT e.examinee_id, e.birth_date::text FROM examinee_group_members m JOIN examinees e ON e.id = m.examinee_record_id WHERE m.group_id = ${roomB?.id} ORDER BY 1`,
    );
    expect(others).toEqual([
      { examinee_id: 'S-1004', birth_date: null },
      { examinee_id: 'cleo.m', birth_date: '2016-11-30' },
    ]);
    // The teacher enrolled in Room 4A (matched by e-mail, any case) is its staff, and now sees its students.
    expect(await rows(sql`SELECT user_id FROM examinee_group_staff WHERE group_id = ${roomA?.id}`)).toEqual([{ user_id: teacherId }]);
    const seen = (await teacher('GET', '/assessment-facade/examinees?search=S-100&pageSize=100')).json<{ items: { examineeId: string }[] }>().items.map((item) => item.examineeId);
    expect(seen.sort()).toEqual(['S-1001', 'S-1002']);

    const again = await importRoster(twoClassRoster());
    expect(again.planned.summary).toMatchObject({ created: 0, updated: 0, unchanged: 4, groupsCreated: 0, groupsUpdated: 0, groupsUnchanged: 2, membersAdded: 0, staffAdded: 0 });
    expect(again.committed.status).toBe('committed');
    expect(await examineeCount()).toBe(before + 4);
  });

  it('updates a changed student and removes a tobedeleted enrolment', async () => {
    const roster = twoClassRoster();
    roster.students[0] = { ...roster.students[0]!, familyName: 'Lindqvist-Berg' };
    roster.classes[0] = { ...roster.classes[0]!, students: ['stu-1'], removedStudents: ['stu-2'] };
    const { planned, committed } = await importRoster(roster);
    expect(planned.summary).toMatchObject({ updated: 1, unchanged: 3, membersRemoved: 1, created: 0 });
    expect(committed.status).toBe('committed');
    const roomA = await groupBySourced('cls-a');
    expect(await count(sql`SELECT count(*)::int AS n FROM examinee_group_members WHERE group_id = ${roomA?.id}`)).toBe(1);
    expect(await count(sql`SELECT count(*)::int AS n FROM examinees WHERE account_id = ${clinicId} AND last_name = 'Lindqvist-Berg'`)).toBe(1);
  });

  it('lists rows in error with file, line and reason, and refuses to commit them: nothing is written', async () => {
    const before = await examineeCount();
    const roster = twoClassRoster();
    roster.students.push({ sourcedId: 'stu-9', givenName: 'Eve', familyName: 'Future', identifier: 'S-1009', birthDate: '2999-01-01' });
    roster.students.push({ sourcedId: 'stu-10', givenName: 'Fay', familyName: 'Fresh', identifier: 'S-1010' });
    roster.classes.push({ sourcedId: 'cls-c', title: 'Room 4C', students: ['stu-10', 'stu-missing'], teachers: [] });
    const run = await upload(admin, 'oneRoster', 'errors.zip', oneRosterZip(roster));
    const planned = await dryRun(admin, run.id);
    expect(planned.summary).toMatchObject({ errors: 2, created: 1 });
    expect(planned.errors).toEqual(
      expect.arrayContaining([
        { file: 'users.csv', line: 6, reason: 'birthDate: The date of birth cannot be in the future.' },
        { file: 'enrollments.csv', line: expect.any(Number), reason: 'The student stu-missing is not in users.csv.' },
      ]),
    );
    const refused = await admin('POST', `/assessment-facade/imports/${run.id}/commit`, { decisions: [] });
    expect(refused.statusCode).toBe(400);
    expect(await examineeCount()).toBe(before);
    expect(await groupBySourced('cls-c')).toBeUndefined();
  });

  it('writes nothing when a write of the commit fails half-way (one transaction)', async () => {
    const before = await examineeCount();
    const roster: Roster = {
      students: [{ sourcedId: 'stu-t1', givenName: 'Tom', familyName: 'Trigger', identifier: 'T-1' }],
      teachers: [{ sourcedId: 'tea-1', givenName: 'Tara', familyName: 'Teacher', email: 'teacher@example.org' }],
      classes: [{ sourcedId: 'cls-t', title: 'Room T', students: ['stu-t1'], teachers: ['tea-1'] }],
    };
    const run = await upload(admin, 'oneRoster', 'trigger.zip', oneRosterZip(roster));
    expect((await dryRun(admin, run.id)).summary).toMatchObject({ created: 1, groupsCreated: 1, staffAdded: 1 });
    // The staff are written last: failing there leaves the examinee, the group and its members already written in the transaction.
    await test.db.execute(sql`CREATE FUNCTION qg_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
    await test.db.execute(sql`CREATE TRIGGER qg_test_refuse BEFORE INSERT ON examinee_group_staff FOR EACH ROW EXECUTE FUNCTION qg_test_refuse()`);
    try {
      const failed = await commit(admin, run.id);
      expect(failed).toMatchObject({ status: 'failed', failure: 'The import stopped because of an error on our side. Nothing was written. Start the import again.' });
    } finally {
      await test.db.execute(sql`DROP TRIGGER qg_test_refuse ON examinee_group_staff`);
      await test.db.execute(sql`DROP FUNCTION qg_test_refuse()`);
    }
    expect(await examineeCount()).toBe(before);
    expect(await groupBySourced('cls-t')).toBeUndefined();
  });

  it('fails a file that is not a ZIP with a reason', async () => {
    const run = await upload(admin, 'oneRoster', 'not.zip', new TextEncoder().encode('sourcedId,status\n1,active\n'));
    const planned = await dryRun(admin, run.id);
    expect(planned).toMatchObject({ status: 'failed', failure: 'The file is not a ZIP of OneRoster CSV files.' });
  });

  it('is an administrator\'s: an examiner may not import OneRoster, a teacher may not import at all', async () => {
    const body = { kind: 'oneRoster', fileName: 'r.zip', sizeBytes: 10 };
    expect((await examiner('POST', '/assessment-facade/imports', body)).statusCode).toBe(403);
    // Teachers do not hold EXAMINEE_IMPORT: an import matches the whole account's records.
    expect((await teacher('POST', '/assessment-facade/imports', { ...body, kind: 'examineeCsv' })).statusCode).toBe(403);
    const run = await upload(admin, 'oneRoster', 'roster.zip', oneRosterZip(twoClassRoster()));
    expect((await teacher('GET', `/assessment-facade/imports/${run.id}`)).statusCode).toBe(403);
    // An examiner the account limits to their groups holds the permission, but may not import, nor read another user's import.
    await test.db.execute(sql`UPDATE account_settings SET legitimate_interest_for_examiners = true WHERE account_id = ${clinicId}`);
    try {
      expect((await examiner('POST', '/assessment-facade/imports', { ...body, kind: 'examineeCsv' })).statusCode).toBe(403);
      expect((await examiner('GET', `/assessment-facade/imports/${run.id}`)).statusCode).toBe(404);
    } finally {
      await test.db.execute(sql`UPDATE account_settings SET legitimate_interest_for_examiners = false WHERE account_id = ${clinicId}`);
    }
  });
});

const csv = (lines: string[]): Uint8Array => new TextEncoder().encode(`${lines.join('\n')}\n`);

describe('examinee CSV', () => {
  it('offers a mapping guessed from the headers, saves the chosen one, and offers it again', async () => {
    const file = csv(['Student Number;x,Given Name,Surname,DOB,Gender,Room', 'C-1,Gus,Holm,2015-02-03,M,5A']);
    const run = await upload(examiner, 'examineeCsv', 'pupils.csv', file);
    expect(run.headers).toEqual(['Student Number;x', 'Given Name', 'Surname', 'DOB', 'Gender', 'Room']);
    expect(run.mapping).toEqual({ firstName: 'Given Name', lastName: 'Surname', birthDate: 'DOB', sex: 'Gender' });
    const unusable = await examiner('POST', `/assessment-facade/imports/${run.id}/dry-run`, { mapping: { firstName: 'Given Name', lastName: 'Surname' } });
    expect(unusable.statusCode).toBe(400);
    const mapping = { examineeId: 'Student Number;x', firstName: 'Given Name', lastName: 'Surname', birthDate: 'DOB', sex: 'Gender', customField2: 'Room' };
    const planned = await dryRun(examiner, run.id, { mapping });
    expect(planned.summary).toMatchObject({ created: 1, errors: 0 });
    expect((await examiner('GET', '/assessment-facade/imports/examinee-mapping')).json()).toEqual({ mapping });
    const next = await upload(examiner, 'examineeCsv', 'pupils2.csv', file);
    expect(next.mapping).toEqual(mapping);
  });

  it('holds a row with the name and birth date of an examinee of another id, and applies each decision', async () => {
    const existing = (await admin('POST', '/assessment-facade/examinees', examineeBody({ examineeId: 'OLD-7', firstName: 'Ida', lastName: 'Berg', birthDate: '2014-06-01' }))).json<{ id: number }>();
    const mapping = { examineeId: 'id', firstName: 'first', lastName: 'last', birthDate: 'dob' };
    const lines = ['id,first,last,dob', 'NEW-7,ida,BERG,2014-06-01', 'NEW-8,Jon,Berg,2014-06-01', 'NEW-9,Kim,Berg,2014-06-01'];
    const before = await examineeCount();
    const decide = async (decision: string): Promise<void> => {
      const run = await upload(admin, 'examineeCsv', `${decision}.csv`, csv(lines));
      const planned = await dryRun(admin, run.id, { mapping });
      expect(planned.summary).toMatchObject({ held: 1 });
      expect(planned.held).toEqual([
        {
          key: 'examinees.csv:2',
          file: 'examinees.csv',
          line: 2,
          incoming: { examineeId: 'NEW-7', firstName: 'ida', lastName: 'BERG', birthDate: '2014-06-01' },
          existing: { id: existing.id, examineeId: 'OLD-7', firstName: 'Ida', lastName: 'Berg', birthDate: '2014-06-01' },
        },
      ]);
      const undecided = await admin('POST', `/assessment-facade/imports/${run.id}/commit`, { decisions: [] });
      expect(undecided.statusCode).toBe(400);
      expect((await commit(admin, run.id, [{ key: 'examinees.csv:2', decision }])).status).toBe('committed');
    };
    await decide('skip');
    expect(await examineeCount()).toBe(before + 2);
    expect(await count(sql`SELECT count(*)::int AS n FROM examinees WHERE account_id = ${clinicId} AND lower(examinee_id) = 'new-7'`)).toBe(0);
    await decide('merge');
    expect(await examineeCount()).toBe(before + 2);
    expect(await rows(sql`SELECT examinee_id, first_name FROM examinees WHERE id = ${existing.id}`)).toEqual([{ examinee_id: 'NEW-7', first_name: 'ida' }]);
    // Merged, the row now matches its record by id: the same file again changes nothing.
    const again = await upload(admin, 'examineeCsv', 'again.csv', csv(lines));
    expect((await dryRun(admin, again.id, { mapping })).summary).toMatchObject({ held: 0, unchanged: 3, created: 0, updated: 0 });
    // Keep both: a record of the held row's own id, beside the one it looked like.
    await admin('PUT', `/assessment-facade/examinees/${existing.id}`, examineeBody({ examineeId: 'OLD-7', firstName: 'Ida', lastName: 'Berg', birthDate: '2014-06-01' }));
    await decide('keepBoth');
    expect(await examineeCount()).toBe(before + 3);
  });

  it('reports a repeated id and a bad date with their lines', async () => {
    const run = await upload(admin, 'examineeCsv', 'bad.csv', csv(['id,first,last,dob', 'R-1,Al,Bo,2015-01-01', 'r-1,Cy,Do,2015-01-01', 'R-3,Ed,Fu,2015-02-30']));
    const planned = await dryRun(admin, run.id, { mapping: { examineeId: 'id', firstName: 'first', lastName: 'last', birthDate: 'dob' } });
    expect(planned.errors).toEqual([
      { file: 'examinees.csv', line: 3, reason: 'The examinee id r-1 is already on line 2.' },
      { file: 'examinees.csv', line: 4, reason: 'birthDate: Enter a real date as YYYY-MM-DD.' },
    ]);
  });
});
