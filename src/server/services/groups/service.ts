/**
 * Group administration (issue #19) over the account's group repository. A group out of the caller's
 * legitimate interest is a missing one (row-level security narrows every query of a limited user's
 * request), and a member to add must be an examinee the caller sees, so no change ever widens what
 * a limited user may see beyond what an administrator gave them.
 */
import type { GroupListQuery, GroupMembersQuery, GroupRecord, MembersChange } from '../../../contract/services/groups';
import type { Page } from '../../../contract/types';
import type { Examinee } from '../../../domain/examinee';
import type { Group, GroupInput } from '../../../domain/groups/group';
import { canBeGroupStaff } from '../../../domain/groups/staff';
import { personName } from '../../auth/principal';
import type { Principal } from '../../auth/principal';
import type { Repositories } from '../../db/repositories';
import { HttpProblem, notFound } from '../../http/problems';
import { DEFAULT_PAGE_SIZE } from '../examinees/service';

const GROUP = 'The group';

/** The groups with their staff's names (the account's users by id; a user no longer active keeps a bare name). */
async function withStaffNames(repos: Repositories, groups: Group[]): Promise<GroupRecord[]> {
  if (groups.length === 0) return [];
  const users = new Map((await repos.pickLists.activeUsers()).map((user) => [user.id, personName(user)]));
  return groups.map((group) => ({ ...group, staff: group.staffUserIds.map((id) => ({ id, name: users.get(id) ?? `#${id}` })) }));
}

async function record(repos: Repositories, group: Group): Promise<GroupRecord> {
  const [answer] = await withStaffNames(repos, [group]);
  if (!answer) throw new Error('A group was lost while naming its staff.');
  return answer;
}

/** A group the caller sees. @throws HttpProblem notFound (404) otherwise (also another account's, or one out of interest). */
async function requireGroup(repos: Repositories, groupId: number): Promise<Group> {
  const group = await repos.groups.find(groupId);
  if (!group) throw notFound(GROUP);
  return group;
}

/** An active group the caller sees. @throws HttpProblem notFound (404); groupArchived (409) when it is archived. */
async function requireActiveGroup(repos: Repositories, groupId: number): Promise<Group> {
  const group = await requireGroup(repos, groupId);
  if (group.archivedAt !== null) throw new HttpProblem('groupArchived', `The group "${group.name}" is archived. Restore it before changing its members.`);
  return group;
}

/**
 * The account's groups the caller sees, by name; with `examineeRecordId`, only that examinee's
 * (active) groups.
 * @throws HttpProblem notFound (404) when the examinee is not one the caller sees.
 */
export async function listGroups(repos: Repositories, query: GroupListQuery): Promise<GroupRecord[]> {
  const groups = await repos.groups.list({ includeArchived: query.includeArchived ?? false });
  if (query.examineeRecordId === undefined) return withStaffNames(repos, groups);
  if (!(await repos.examinees.find(query.examineeRecordId))) throw notFound('The examinee');
  const ofExaminee = new Set((await repos.groups.groupsOf(query.examineeRecordId)).map((group) => group.id));
  return withStaffNames(repos, groups.filter((group) => ofExaminee.has(group.id)));
}

/** One group. @throws HttpProblem notFound (404). */
export const getGroup = async (repos: Repositories, groupId: number): Promise<GroupRecord> => record(repos, await requireGroup(repos, groupId));

/**
 * Creates a group. A caller limited to their legitimate interest (a teacher) becomes its staff, so
 * the members they add stay visible to them.
 */
export async function createGroup(repos: Repositories, user: Principal, input: GroupInput, now: Date): Promise<GroupRecord> {
  const group = await repos.groups.create(input, now);
  if (!user.limitedToInterest) return record(repos, group);
  await repos.groups.setStaff(group.id, [user.userId], now);
  return record(repos, await requireGroup(repos, group.id));
}

/** Renames a group, changes its type and school year. @throws HttpProblem notFound (404). */
export async function updateGroup(repos: Repositories, groupId: number, input: GroupInput, now: Date): Promise<GroupRecord> {
  await requireGroup(repos, groupId);
  const updated = await repos.groups.update(groupId, input, now);
  if (!updated) throw notFound(GROUP);
  return record(repos, updated);
}

/** Archives (`archived` true) or restores a group. @throws HttpProblem notFound (404). */
export async function setGroupArchived(repos: Repositories, groupId: number, archived: boolean, now: Date): Promise<GroupRecord> {
  await requireGroup(repos, groupId);
  const changed = await repos.groups.setArchived(groupId, archived, now);
  if (!changed) throw notFound(GROUP);
  return record(repos, changed);
}

/** A page of the group's members the caller sees. @throws HttpProblem notFound (404). */
export async function groupMembers(repos: Repositories, groupId: number, query: GroupMembersQuery): Promise<Page<Examinee>> {
  await requireGroup(repos, groupId);
  return repos.groupMembers.page(groupId, query.search?.trim() ?? '', query.sort ?? 'lastName', { page: query.page ?? 1, pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE });
}

/**
 * The examinees of `recordIds` the caller sees, once each. An id the caller does not see is refused
 * whether it is missing, another account's or out of their interest: adding it would widen what
 * they see.
 * @throws HttpProblem validation (400, field `examineeRecordIds[i]`) naming the first one the caller does not see.
 */
async function requireVisibleExaminees(repos: Repositories, recordIds: readonly number[]): Promise<number[]> {
  for (const [index, recordId] of recordIds.entries()) {
    if (!(await repos.examinees.find(recordId))) {
      const message = `Examinee record ${recordId} was not found.`;
      throw new HttpProblem('validation', message, [{ field: `examineeRecordIds[${index}]`, message }]);
    }
  }
  return [...new Set(recordIds)];
}

/**
 * Adds examinees the caller sees to an active group.
 * @throws HttpProblem notFound (404); groupArchived (409); validation (400) for an examinee the caller does not see.
 */
export async function addGroupMembers(repos: Repositories, groupId: number, recordIds: readonly number[], now: Date): Promise<MembersChange> {
  await requireActiveGroup(repos, groupId);
  const changed = await repos.groups.addMembers(groupId, await requireVisibleExaminees(repos, recordIds), now);
  return { changed, group: await getGroup(repos, groupId) };
}

/**
 * Removes examinees from an active group; ids that are not members are left alone.
 * @throws HttpProblem notFound (404); groupArchived (409).
 */
export async function removeGroupMembers(repos: Repositories, groupId: number, recordIds: readonly number[]): Promise<MembersChange> {
  await requireActiveGroup(repos, groupId);
  // Only members the caller sees: row-level security hides the others, so they cannot be removed unseen.
  const visible = new Set(await repos.groups.memberIds(groupId));
  const changed = await repos.groups.removeMembers(groupId, [...new Set(recordIds)].filter((id) => visible.has(id)));
  return { changed, group: await getGroup(repos, groupId) };
}

/**
 * Replaces a group's staff. Each must be an active user of the account of a role that may be
 * staff (domain/groups/staff.ts).
 * @throws HttpProblem notFound (404); validation (400, field `userIds[i]`) naming the first user who may not be staff.
 */
export async function setGroupStaff(repos: Repositories, groupId: number, userIds: readonly number[], now: Date): Promise<GroupRecord> {
  await requireGroup(repos, groupId);
  const users = new Map((await repos.pickLists.activeUsers()).map((user) => [user.id, user]));
  userIds.forEach((userId, index) => {
    const user = users.get(userId);
    if (!user || !canBeGroupStaff(user.role)) {
      const message = user
        ? `${personName(user)} cannot be assigned to a group: choose an examiner, a teacher or an account administrator.`
        : `User ${userId} is not an active user of the account.`;
      throw new HttpProblem('validation', message, [{ field: `userIds[${index}]`, message }]);
    }
  });
  await repos.groups.setStaff(groupId, userIds, now);
  return getGroup(repos, groupId);
}
