/**
 * Group administration (issue #19): create, list, rename, archive and restore, members (paged,
 * searched, added only from the examinees the caller sees), staff (administrators, of the roles
 * that may be staff), a teacher who makes a group keeps seeing it, archived groups refuse member
 * changes, another account's group is a missing one, and the account setting that limits examiners.
 */
import { and, eq } from 'drizzle-orm';
import type { GroupRecord, MembersChange } from '../../src/contract/services/groups';
import type { Page } from '../../src/contract/types';
import type { Examinee } from '../../src/domain/examinee';
import { auditLog } from '../../src/server/db/schema';
import { examineeBody } from './support/fixtures';
import { demoClinicId } from './support/permissionMatrixAccounts';
import { apiAs, selfUserId, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(90_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let admin: Api;
let examiner: Api;
let teacher: Api;
let accountUser: Api;
let other: Api;
let ids: { teacher: number; teacher2: number; examiner: number; user: number; other: number };
let clinicId: number;
const GROUPS = '/assessment-facade/groups';

const created = async (api: Api, lastName: string, examineeId?: string): Promise<number> => {
  const response = await api('POST', '/assessment-facade/examinees', examineeBody({ lastName, ...(examineeId ? { examineeId } : {}) }));
  expect(response.statusCode).toBe(201);
  return response.json<Examinee>().id;
};

const createGroup = async (api: Api, name: string, extra: Record<string, unknown> = {}): Promise<GroupRecord> => {
  const response = await api('POST', GROUPS, { name, type: 'class', schoolYear: '2026-2027', ...extra });
  expect(response.statusCode).toBe(201);
  return response.json<GroupRecord>();
};

const listedIds = async (api: Api, search: string): Promise<number[]> =>
  (await api('GET', `/assessment-facade/examinees?search=${search}&pageSize=100`)).json<Page<Examinee>>().items.map((item) => item.id);

beforeAll(async () => {
  test = await createTestApp();
  clinicId = await demoClinicId(test.db);
  admin = apiAs(test.app, await signIn(test.app, 'admin'));
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  teacher = apiAs(test.app, await signIn(test.app, 'teacher'));
  accountUser = apiAs(test.app, await signIn(test.app, 'user'));
  other = apiAs(test.app, await signIn(test.app, 'other'));
  const teacher2 = apiAs(test.app, await signIn(test.app, 'teacher2'));
  ids = {
    teacher: await selfUserId(teacher),
    teacher2: await selfUserId(teacher2),
    examiner: await selfUserId(examiner),
    user: await selfUserId(accountUser),
    other: await selfUserId(other),
  };
});
afterAll(async () => {
  await test?.close();
});

describe('groups', () => {
  it('creates, lists, renames, archives and restores a group, audited', async () => {
    const group = await createGroup(admin, 'Room 5A');
    expect(group).toMatchObject({ name: 'Room 5A', type: 'class', schoolYear: '2026-2027', archivedAt: null, memberCount: 0, staff: [], accountId: clinicId });
    // The administrator is not limited: they are not made staff.
    expect(group.staffUserIds).toEqual([]);
    const renamed = await admin('PUT', `${GROUPS}/${group.id}`, { name: 'Room 5A (reading)', type: 'caseload', schoolYear: '' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<GroupRecord>()).toMatchObject({ name: 'Room 5A (reading)', type: 'caseload', schoolYear: '' });
    expect((await admin('POST', `${GROUPS}/${group.id}/archive`)).json<GroupRecord>().archivedAt).not.toBeNull();
    const active = (await admin('GET', GROUPS)).json<GroupRecord[]>().map((entry) => entry.id);
    expect(active).not.toContain(group.id);
    expect((await admin('GET', `${GROUPS}?includeArchived=true`)).json<GroupRecord[]>().map((entry) => entry.id)).toContain(group.id);
    expect((await admin('POST', `${GROUPS}/${group.id}/restore`)).json<GroupRecord>().archivedAt).toBeNull();
    expect((await admin('GET', GROUPS)).json<GroupRecord[]>().map((entry) => entry.id)).toContain(group.id);
    const audits = await test.db.select().from(auditLog).where(and(eq(auditLog.entity, 'group'), eq(auditLog.entityId, String(group.id))));
    expect(audits.map((row) => row.action)).toEqual(
      expect.arrayContaining(['assessment.createGroup', 'assessment.updateGroup', 'assessment.archiveGroup', 'assessment.restoreGroup']),
    );
  });

  it('refuses bad input with the field named, and an unknown group as missing', async () => {
    const blank = await admin('POST', GROUPS, { name: ' ', type: 'class', schoolYear: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ errors: [{ field: 'name', message: 'Enter a name for the group.' }] });
    const year = await admin('POST', GROUPS, { name: 'X', type: 'class', schoolYear: '2026-2028' });
    expect(year.json()).toMatchObject({ errors: [{ field: 'schoolYear', message: 'Enter the school year as 2026-2027.' }] });
    expect((await admin('POST', GROUPS, { name: 'X', type: 'club', schoolYear: '' })).statusCode).toBe(400);
    expect((await admin('GET', `${GROUPS}/987654321`)).statusCode).toBe(404);
    expect((await admin('GET', `${GROUPS}/99999999999`)).statusCode).toBe(400);
  });

  it('adds and removes members, pages and searches them, and lists an examinee’s groups', async () => {
    const group = await createGroup(admin, 'Room 6B');
    const first = await created(admin, 'Memberone');
    const second = await created(admin, 'Membertwo');
    const added = await admin('POST', `${GROUPS}/${group.id}/members`, { examineeRecordIds: [first, second, first] });
    expect(added.statusCode).toBe(200);
    expect(added.json<MembersChange>()).toMatchObject({ changed: 2, group: { memberCount: 2 } });
    // Adding again changes nothing.
    expect((await admin('POST', `${GROUPS}/${group.id}/members`, { examineeRecordIds: [first] })).json<MembersChange>().changed).toBe(0);
    const page = (await admin('GET', `${GROUPS}/${group.id}/members?search=membertwo`)).json<Page<Examinee>>();
    expect(page).toMatchObject({ total: 1, page: 1 });
    expect(page.items.map((item) => item.id)).toEqual([second]);
    const all = (await admin('GET', `${GROUPS}/${group.id}/members?sort=-lastName&pageSize=1&page=2`)).json<Page<Examinee>>();
    expect(all).toMatchObject({ total: 2, pageSize: 1, page: 2 });
    expect(all.items.map((item) => item.id)).toEqual([first]);
    expect((await admin('GET', `${GROUPS}?examineeRecordId=${first}`)).json<GroupRecord[]>().map((entry) => entry.name)).toEqual(['Room 6B']);
    const removed = await admin('POST', `${GROUPS}/${group.id}/members/remove`, { examineeRecordIds: [first] });
    expect(removed.json<MembersChange>()).toMatchObject({ changed: 1, group: { memberCount: 1 } });
    expect((await admin('GET', `${GROUPS}?examineeRecordId=${first}`)).json<GroupRecord[]>()).toEqual([]);
    expect((await admin('GET', `${GROUPS}?examineeRecordId=987654321`)).statusCode).toBe(404);
  });

  it('refuses an examinee the caller does not see, naming the field', async () => {
    const group = await createGroup(admin, 'Room 7C');
    const foreign = await created(other, 'Foreignchild');
    const response = await admin('POST', `${GROUPS}/${group.id}/members`, { examineeRecordIds: [foreign] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ field: 'examineeRecordIds[0]' }] });
    expect((await admin('GET', `${GROUPS}/${group.id}`)).json<GroupRecord>().memberCount).toBe(0);
    expect((await admin('POST', `${GROUPS}/${group.id}/members`, { examineeRecordIds: [] })).statusCode).toBe(400);
  });

  it('refuses member changes of an archived group with 409', async () => {
    const group = await createGroup(admin, 'Room 8D');
    const child = await created(admin, 'Archivedchild');
    await admin('POST', `${GROUPS}/${group.id}/archive`);
    for (const path of ['members', 'members/remove']) {
      const response = await admin('POST', `${GROUPS}/${group.id}/${path}`, { examineeRecordIds: [child] });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'groupArchived', detail: 'The group "Room 8D" is archived. Restore it before changing its members.' });
    }
  });

  it('sets staff of the roles that may be staff (administrators only)', async () => {
    const group = await createGroup(admin, 'Room 9E');
    const set = await admin('PUT', `${GROUPS}/${group.id}/staff`, { userIds: [ids.teacher, ids.examiner] });
    expect(set.statusCode).toBe(200);
    expect(set.json<GroupRecord>().staff.map((member) => member.name).sort()).toEqual(['Dr. Emma Examiner', 'Ms. Tara Teacher']);
    const reader = await admin('PUT', `${GROUPS}/${group.id}/staff`, { userIds: [ids.teacher, ids.user] });
    expect(reader.statusCode).toBe(400);
    expect(reader.json()).toMatchObject({ errors: [{ field: 'userIds[1]' }] });
    const foreign = await admin('PUT', `${GROUPS}/${group.id}/staff`, { userIds: [ids.other] });
    expect(foreign.json()).toMatchObject({ errors: [{ field: 'userIds[0]', message: `User ${ids.other} is not an active user of the account.` }] });
    expect((await admin('GET', `${GROUPS}/${group.id}`)).json<GroupRecord>().staffUserIds.sort()).toEqual([ids.examiner, ids.teacher].sort());
    expect((await examiner('PUT', `${GROUPS}/${group.id}/staff`, { userIds: [] })).statusCode).toBe(403);
    expect((await admin('PUT', `${GROUPS}/${group.id}/staff`, { userIds: [] })).json<GroupRecord>().staff).toEqual([]);
  });

  it('answers another account’s group as a missing one', async () => {
    const group = await createGroup(admin, 'Room 10F');
    for (const [method, path, body] of [
      ['GET', `${GROUPS}/${group.id}`, undefined],
      ['GET', `${GROUPS}/${group.id}/members`, undefined],
      ['PUT', `${GROUPS}/${group.id}`, { name: 'Taken', type: 'class', schoolYear: '' }],
      ['POST', `${GROUPS}/${group.id}/archive`, undefined],
    ] as const) {
      expect((await other(method, path, body)).statusCode).toBe(404);
    }
    expect((await other('GET', GROUPS)).json<GroupRecord[]>()).toEqual([]);
  });
});

describe('a teacher', () => {
  it('becomes the staff of a group they create, adds the examinees they see, and never one they do not', async () => {
    const own = await created(teacher, 'Teacherschild');
    const outsider = await created(admin, 'Notteachers');
    const group = await createGroup(teacher, 'My reading group');
    expect(group.staffUserIds).toEqual([ids.teacher]);
    expect((await teacher('POST', `${GROUPS}/${group.id}/members`, { examineeRecordIds: [own] })).statusCode).toBe(200);
    const refused = await teacher('POST', `${GROUPS}/${group.id}/members`, { examineeRecordIds: [outsider] });
    expect(refused.statusCode).toBe(400);
    expect(await listedIds(teacher, 'Notteachers')).toEqual([]);
    expect((await teacher('GET', `${GROUPS}/${group.id}/members`)).json<Page<Examinee>>().items.map((item) => item.id)).toEqual([own]);
  });

  it('sees only the groups they staff or made; another teacher’s group is missing', async () => {
    const theirs = await createGroup(admin, 'Room 11G');
    await admin('PUT', `${GROUPS}/${theirs.id}/staff`, { userIds: [ids.teacher2] });
    expect((await teacher('GET', GROUPS)).json<GroupRecord[]>().map((entry) => entry.id)).not.toContain(theirs.id);
    expect((await teacher('GET', `${GROUPS}/${theirs.id}`)).statusCode).toBe(404);
    expect((await teacher('POST', `${GROUPS}/${theirs.id}/archive`)).statusCode).toBe(404);
  });

  it('sees the members of a group once an administrator assigns them', async () => {
    const child = await created(admin, 'Assignedchild');
    const group = await createGroup(admin, 'Room 12H');
    await admin('POST', `${GROUPS}/${group.id}/members`, { examineeRecordIds: [child] });
    expect(await listedIds(teacher, 'Assignedchild')).toEqual([]);
    await admin('PUT', `${GROUPS}/${group.id}/staff`, { userIds: [ids.teacher] });
    expect(await listedIds(teacher, 'Assignedchild')).toEqual([child]);
    expect((await teacher('GET', `${GROUPS}?examineeRecordId=${child}`)).json<GroupRecord[]>().map((entry) => entry.id)).toEqual([group.id]);
  });
});

describe('the account setting "Examiners and account users see only the examinees of their groups"', () => {
  const SETTING = () => `/account/accounts/${clinicId}/items/legitimateInterestForExaminers`;

  afterEach(async () => {
    expect((await admin('PUT', SETTING(), { value: 'false' })).statusCode).toBe(200);
  });

  it('limits an examiner to their groups when on, and shows them the whole account when off', async () => {
    const inGroup = await created(admin, 'Examinersclass');
    const outside = await created(admin, 'Examinersoutsider');
    const group = await createGroup(admin, 'Room 13J');
    await admin('POST', `${GROUPS}/${group.id}/members`, { examineeRecordIds: [inGroup] });
    await admin('PUT', `${GROUPS}/${group.id}/staff`, { userIds: [ids.examiner] });
    expect(await listedIds(examiner, 'Examiners')).toEqual(expect.arrayContaining([inGroup, outside]));
    const on = await admin('PUT', SETTING(), { value: 'true' });
    expect(on.statusCode).toBe(200);
    const items = (await admin('GET', `/account/accounts/${clinicId}/items`)).json<{ id: string; value: string }[]>();
    expect(items.find((item) => item.id === 'legitimateInterestForExaminers')?.value).toBe('true');
    expect(await listedIds(examiner, 'Examiners')).toEqual([inGroup]);
    expect((await examiner('GET', `/assessment-facade/examinees/${outside}`)).statusCode).toBe(404);
    expect(await listedIds(accountUser, 'Examiners')).toEqual([]);
    // Administrators are never limited.
    expect(await listedIds(admin, 'Examiners')).toEqual(expect.arrayContaining([inGroup, outside]));
    await admin('PUT', SETTING(), { value: 'false' });
    expect(await listedIds(examiner, 'Examiners')).toEqual(expect.arrayContaining([inGroup, outside]));
  });

  it('refuses a value that is not true or false', async () => {
    const response = await admin('PUT', SETTING(), { value: 'sometimes' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ field: 'legitimateInterestForExaminers' }] });
  });
});
