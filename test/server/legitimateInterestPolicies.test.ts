/**
 * Legitimate interest at the database (migration 0028, db/accountScope.ts): a teacher's request
 * sees the examinees of their active groups and those they entered, with their assessments, and
 * nothing else of the account; an administrator's request sees everything. On PGlite and on
 * PostgreSQL, through the API, so the whole path (principal, transaction scope, policies) is proven.
 */
import { sql } from 'drizzle-orm';
import { examineeBody } from './support/fixtures';
import { demoClinicId } from './support/permissionMatrixAccounts';
import { apiAs, selfUserId, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

let test: TestApp;
let admin: ReturnType<typeof apiAs>;
let teacher: ReturnType<typeof apiAs>;
let teacherId: number;
let clinicId: number;
const ids: Record<'inClass' | 'inArchived' | 'outside' | 'ownEntry', number> = { inClass: 0, inArchived: 0, outside: 0, ownEntry: 0 };

const created = async (api: ReturnType<typeof apiAs>, lastName: string): Promise<number> => {
  const response = await api('POST', '/assessment-facade/examinees', examineeBody({ lastName }));
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
};

/** A group of the demo clinic with `teacherId` as its staff and `members`, archived when asked. */
async function groupOf(name: string, members: number[], archived: boolean): Promise<void> {
  const rows = (await test.db.execute(
    sql`INSERT INTO examinee_groups (account_id, name, group_type, archived_at) VALUES (${clinicId}, ${name}, 'class', ${archived ? new Date() : null}) RETURNING id`,
  )) as unknown as { rows: { id: number }[] };
  const groupId = Number(rows.rows[0]?.id);
  await test.db.execute(sql`INSERT INTO examinee_group_staff (account_id, group_id, user_id) VALUES (${clinicId}, ${groupId}, ${teacherId})`);
  for (const member of members) {
    await test.db.execute(sql`INSERT INTO examinee_group_members (account_id, group_id, examinee_record_id) VALUES (${clinicId}, ${groupId}, ${member})`);
  }
}

beforeAll(async () => {
  test = await createTestApp();
  clinicId = await demoClinicId(test.db);
  admin = apiAs(test.app, await signIn(test.app, 'admin'));
  teacher = apiAs(test.app, await signIn(test.app, 'teacher'));
  teacherId = await selfUserId(teacher);
  ids.inClass = await created(admin, 'Inclass');
  ids.inArchived = await created(admin, 'Archivedclass');
  ids.outside = await created(admin, 'Outsider');
  ids.ownEntry = await created(teacher, 'Ownentry');
  await groupOf('Room 4A', [ids.inClass], false);
  await groupOf('Room 2B (last year)', [ids.inArchived], true);
});
afterAll(async () => {
  await test?.close();
});

const listed = async (api: ReturnType<typeof apiAs>, search: string): Promise<number[]> =>
  (await api('GET', `/assessment-facade/examinees?search=${search}&pageSize=100`)).json<{ items: { id: number }[] }>().items.map((item) => item.id);

it('shows a teacher the examinees of their active groups and their own entries, and no other', async () => {
  expect(await listed(teacher, 'Inclass')).toEqual([ids.inClass]);
  expect(await listed(teacher, 'Ownentry')).toEqual([ids.ownEntry]);
  expect(await listed(teacher, 'Outsider')).toEqual([]);
  expect(await listed(teacher, 'Archivedclass')).toEqual([]);
  expect((await teacher('GET', `/assessment-facade/examinees/${ids.inClass}`)).statusCode).toBe(200);
  // Another teacher's student answers like a missing record.
  const outside = await teacher('GET', `/assessment-facade/examinees/${ids.outside}`);
  const missing = await teacher('GET', '/assessment-facade/examinees/987654321');
  expect(outside.statusCode).toBe(404);
  expect(outside.json<{ type: string }>().type).toBe(missing.json<{ type: string }>().type);
});

it('leaves an administrator the whole account', async () => {
  expect(await listed(admin, 'Outsider')).toEqual([ids.outside]);
  expect(await listed(admin, 'Ownentry')).toEqual([ids.ownEntry]);
});

it('refuses a teacher’s change to an examinee out of their interest as a missing one', async () => {
  const response = await teacher('PUT', `/assessment-facade/examinees/${ids.outside}`, examineeBody({ lastName: 'Changed' }));
  expect(response.statusCode).toBe(404);
  expect(await listed(admin, 'Changed')).toEqual([]);
});
