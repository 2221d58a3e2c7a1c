/** Calls of the groups feature (issue #19): plain async functions over the injected http client. */
import { examinees, groups, pickLists } from '../../../contract';
import type { ExamineeListQuery } from '../../../contract/services/examinees';
import type { GroupListQuery, GroupMembersQuery } from '../../../contract/services/groups';
import type { GroupInput } from '../../../domain/groups/group';
import type { HttpClient, ServiceEndpoint } from '../../core/http/httpClient';

/** The account's groups the caller sees (or one examinee's). */
export const fetchGroups = (http: HttpClient, endpoint: ServiceEndpoint, query: GroupListQuery) => http.send(groups.listGroups, { query }, endpoint);

/** One group. */
export const fetchGroup = (http: HttpClient, endpoint: ServiceEndpoint, groupId: number) => http.send(groups.getGroup, { params: { groupId } }, endpoint);

/** Creates a group. */
export const postGroup = (http: HttpClient, endpoint: ServiceEndpoint, input: GroupInput, idempotencyKey: string) =>
  http.send(groups.createGroup, { body: input, idempotencyKey }, endpoint);

/** Renames a group, changes its type and school year. */
export const putGroup = (http: HttpClient, endpoint: ServiceEndpoint, groupId: number, input: GroupInput) =>
  http.send(groups.updateGroup, { params: { groupId }, body: input }, endpoint);

/** Archives (`archived`) or restores a group. */
export const postGroupArchived = (http: HttpClient, endpoint: ServiceEndpoint, groupId: number, archived: boolean, idempotencyKey: string) =>
  http.send(archived ? groups.archiveGroup : groups.restoreGroup, { params: { groupId }, idempotencyKey }, endpoint);

/** A page of a group's members. */
export const fetchGroupMembers = (http: HttpClient, endpoint: ServiceEndpoint, groupId: number, query: GroupMembersQuery) =>
  http.send(groups.groupMembers, { params: { groupId }, query }, endpoint);

/** Adds examinees to a group. */
export const postGroupMembers = (http: HttpClient, endpoint: ServiceEndpoint, groupId: number, examineeRecordIds: number[], idempotencyKey: string) =>
  http.send(groups.addGroupMembers, { params: { groupId }, body: { examineeRecordIds }, idempotencyKey }, endpoint);

/** Removes examinees from a group. */
export const postGroupMembersRemoval = (http: HttpClient, endpoint: ServiceEndpoint, groupId: number, examineeRecordIds: number[], idempotencyKey: string) =>
  http.send(groups.removeGroupMembers, { params: { groupId }, body: { examineeRecordIds }, idempotencyKey }, endpoint);

/** Replaces a group's staff. */
export const putGroupStaff = (http: HttpClient, endpoint: ServiceEndpoint, groupId: number, userIds: number[]) =>
  http.send(groups.setGroupStaff, { params: { groupId }, body: { userIds } }, endpoint);

/** The account's active users (the staff a group may have are among them). */
export const fetchAccountUsers = (http: HttpClient, endpoint: ServiceEndpoint) => http.send(pickLists.accountUsers, {}, endpoint);

/** A page of the examinees the caller sees, for picking members. */
export const fetchExamineeCandidates = (http: HttpClient, endpoint: ServiceEndpoint, query: ExamineeListQuery) =>
  http.send(examinees.listExaminees, { query }, endpoint);
