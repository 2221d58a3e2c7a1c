/**
 * Group administration of the assessment facade (issue #19): the account's groups (classes,
 * caseloads, cohorts), their members (examinees) and their staff (the users whose legitimate
 * interest they carry). Lists and pages need EXAMINEE_VIEW; changes need GROUP_EDIT; assigning
 * staff changes who sees which examinees, so it needs ACCOUNT_USERS_MANAGE (administrators).
 */
import * as yup from 'yup';
import { GROUP_TYPES, type Group, type GroupType, groupInputSchema } from '../../domain/groups/group';
import { PERMISSIONS } from '../../domain/permissions';
import { defineOperation } from '../operation';
import { pageSchemaOf } from '../responseSchemas';
import { type Agreed, type SchemaWrites } from '../schemaAgreement';
import type { Screen } from '../screen';
import { EXAMINEE_SORTS, examineeRecordSchema } from './examinees';
import { GROUP_SCREENS } from './groupScreens';

/** The largest record id PostgreSQL's `integer` holds: a larger id is bad input (400), not a 500. */
const MAX_RECORD_ID = 2_147_483_647;
const recordId = () => yup.number().integer().positive().max(MAX_RECORD_ID);

/** The most examinees one call adds or removes (a district class list is well under it). */
export const MAX_MEMBERS_PER_CALL = 500;
/** The most staff one group has. */
export const MAX_GROUP_STAFF = 50;

const groupParams = yup.object({ groupId: recordId().required() });

/** A staff member of a group as its page shows them. */
const groupStaffSchema = yup.object({ id: yup.number().integer().required(), name: yup.string().defined() });

/**
 * A group as answered: the domain's {@link Group} with `staff`, its staff with their names (the
 * same users as `staffUserIds`, by name).
 */
export const groupRecordSchema = yup.object({
  id: yup.number().integer().required(),
  accountId: yup.number().integer().required(),
  name: yup.string().required(),
  type: yup.mixed<GroupType>().oneOf([...GROUP_TYPES]).required(),
  schoolYear: yup.string().defined(),
  sourcedId: yup.string().nullable().defined(),
  archivedAt: yup.string().nullable().defined(),
  memberCount: yup.number().integer().required(),
  staffUserIds: yup.array(yup.number().integer().required()).required(),
  staff: yup.array(groupStaffSchema).required(),
  createdAt: yup.string().required(),
  updatedAt: yup.string().required(),
});

/** A group as answered ({@link groupRecordSchema}). */
export type GroupRecord = yup.InferType<typeof groupRecordSchema>;

// The answer writes every field of the domain's group: a field the domain adds fails to compile here.
type _GroupRecordAgrees = Agreed<SchemaWrites<typeof groupRecordSchema, Group & { staff: { id: number; name: string }[] }>>;

/** A group's name, type and school year as sent ({@link groupInputSchema} of the domain). */
export type GroupBody = yup.InferType<typeof groupInputSchema>;

/** yup schema of {@link GroupListQuery}. */
const groupListQuerySchema = yup.object({
  /** Archived groups too. */
  includeArchived: yup.boolean(),
  /** Only the groups this examinee belongs to (the examinee's page). */
  examineeRecordId: recordId(),
});
/** Query of the group list ({@link groupListQuerySchema}). */
export type GroupListQuery = yup.InferType<typeof groupListQuerySchema>;

/** yup schema of {@link GroupMembersQuery}: the examinee list's search, sort and page. */
const groupMembersQuerySchema = yup.object({
  search: yup.string().trim().max(100),
  sort: yup.string().oneOf([...EXAMINEE_SORTS]),
  page: yup.number().integer().min(1),
  pageSize: yup.number().integer().min(1).max(100),
});
/** Query of a group's members ({@link groupMembersQuerySchema}). */
export type GroupMembersQuery = yup.InferType<typeof groupMembersQuerySchema>;

/** yup schema of {@link GroupMembersBody}. */
export const groupMembersBodySchema = yup.object({
  examineeRecordIds: yup
    .array(recordId().required())
    .required('Choose the examinees.')
    .min(1, 'Choose at least one examinee.')
    .max(MAX_MEMBERS_PER_CALL, `Choose at most ${MAX_MEMBERS_PER_CALL} examinees at a time.`),
});
/** The examinees to add to or remove from a group. */
export type GroupMembersBody = yup.InferType<typeof groupMembersBodySchema>;

/** yup schema of {@link GroupStaffBody}. */
export const groupStaffBodySchema = yup.object({
  userIds: yup
    .array(recordId().required())
    .required('Choose the staff.')
    .max(MAX_GROUP_STAFF, `Choose at most ${MAX_GROUP_STAFF} staff members.`),
});
/** The users who become a group's staff (replacing those it had; empty leaves it without staff). */
export type GroupStaffBody = yup.InferType<typeof groupStaffBodySchema>;

/** The answered shape of a change of members. */
const membersChangeSchema = yup.object({
  /** How many examinees were added or removed (those already in, or not in, the group are not counted). */
  changed: yup.number().integer().required(),
  group: groupRecordSchema.required(),
});
/** What a change of members answers ({@link membersChangeSchema}). */
export type MembersChange = yup.InferType<typeof membersChangeSchema>;

const groupPageSchema = pageSchemaOf(examineeRecordSchema);
/** A page of a group's members ({@link groupPageSchema}). */
export type GroupMembersPage = yup.InferType<typeof groupPageSchema>;

/** assessment.listGroups: the account's groups the caller sees, by name. */
export const listGroups = defineOperation<Record<string, never>, GroupListQuery, undefined, GroupRecord[]>({
  id: 'assessment.listGroups',
  service: 'assessment',
  method: 'GET',
  path: '/groups',
  summary: "The account's groups the caller sees, by name (archived ones on request; or one examinee's groups).",
  access: [PERMISSIONS.EXAMINEE_VIEW],
  query: groupListQuerySchema,
  response: 'json',
  responseSchema: yup.array(groupRecordSchema).required(),
  audit: { entity: 'group', id: null },
});

/** assessment.getGroup: one group. */
export const getGroup = defineOperation<{ groupId: number }, Record<string, never>, undefined, GroupRecord>({
  id: 'assessment.getGroup',
  service: 'assessment',
  method: 'GET',
  path: '/groups/{groupId}',
  summary: 'One group with its member count and staff.',
  access: [PERMISSIONS.EXAMINEE_VIEW],
  params: groupParams,
  response: 'json',
  responseSchema: groupRecordSchema,
  audit: { entity: 'group', id: { params: 'groupId' } },
});

/** assessment.createGroup: a new group (a limited user becomes its staff). */
export const createGroup = defineOperation<Record<string, never>, Record<string, never>, GroupBody, GroupRecord>({
  id: 'assessment.createGroup',
  service: 'assessment',
  method: 'POST',
  path: '/groups',
  summary: 'Creates a group; a teacher (or a limited examiner) who creates it becomes its staff.',
  access: [PERMISSIONS.GROUP_EDIT],
  body: groupInputSchema,
  response: 'json',
  responseSchema: groupRecordSchema,
  successStatus: 201,
  audit: { entity: 'group', id: { response: 'id' } },
});

/** assessment.updateGroup: renames a group, changes its type and school year. */
export const updateGroup = defineOperation<{ groupId: number }, Record<string, never>, GroupBody, GroupRecord>({
  id: 'assessment.updateGroup',
  service: 'assessment',
  method: 'PUT',
  path: '/groups/{groupId}',
  summary: "Changes a group's name, type and school year.",
  access: [PERMISSIONS.GROUP_EDIT],
  params: groupParams,
  body: groupInputSchema,
  response: 'json',
  responseSchema: groupRecordSchema,
  audit: { entity: 'group', id: { params: 'groupId' } },
});

/** assessment.archiveGroup: archives a group (its members stay; it grants no legitimate interest). */
export const archiveGroup = defineOperation<{ groupId: number }, Record<string, never>, undefined, GroupRecord>({
  id: 'assessment.archiveGroup',
  service: 'assessment',
  method: 'POST',
  path: '/groups/{groupId}/archive',
  summary: 'Archives a group: it leaves the lists, refuses member changes and no longer lets its staff see its members.',
  access: [PERMISSIONS.GROUP_EDIT],
  params: groupParams,
  response: 'json',
  responseSchema: groupRecordSchema,
  audit: { entity: 'group', id: { params: 'groupId' } },
});

/** assessment.restoreGroup: makes an archived group active again. */
export const restoreGroup = defineOperation<{ groupId: number }, Record<string, never>, undefined, GroupRecord>({
  id: 'assessment.restoreGroup',
  service: 'assessment',
  method: 'POST',
  path: '/groups/{groupId}/restore',
  summary: 'Restores an archived group.',
  access: [PERMISSIONS.GROUP_EDIT],
  params: groupParams,
  response: 'json',
  responseSchema: groupRecordSchema,
  audit: { entity: 'group', id: { params: 'groupId' } },
});

/** assessment.groupMembers: a page of a group's members, searched and sorted like the examinee list. */
export const groupMembers = defineOperation<{ groupId: number }, GroupMembersQuery, undefined, GroupMembersPage>({
  id: 'assessment.groupMembers',
  service: 'assessment',
  method: 'GET',
  path: '/groups/{groupId}/members',
  summary: "A page of a group's members the caller sees: search by name or id, sorted, paged.",
  access: [PERMISSIONS.EXAMINEE_VIEW],
  params: groupParams,
  query: groupMembersQuerySchema,
  response: 'json',
  responseSchema: groupPageSchema,
  audit: { entity: 'group', id: { params: 'groupId' } },
});

/** assessment.addGroupMembers: adds examinees the caller sees to an active group. */
export const addGroupMembers = defineOperation<{ groupId: number }, Record<string, never>, GroupMembersBody, MembersChange>({
  id: 'assessment.addGroupMembers',
  service: 'assessment',
  method: 'POST',
  path: '/groups/{groupId}/members',
  summary: 'Adds examinees to an active group (those already in it stay as they are).',
  access: [PERMISSIONS.GROUP_EDIT],
  params: groupParams,
  body: groupMembersBodySchema,
  response: 'json',
  responseSchema: membersChangeSchema,
  audit: { entity: 'group', id: { params: 'groupId' } },
});

/** assessment.removeGroupMembers: removes examinees from an active group. */
export const removeGroupMembers = defineOperation<{ groupId: number }, Record<string, never>, GroupMembersBody, MembersChange>({
  id: 'assessment.removeGroupMembers',
  service: 'assessment',
  method: 'POST',
  path: '/groups/{groupId}/members/remove',
  summary: 'Removes examinees from an active group (their records stay in the account).',
  access: [PERMISSIONS.GROUP_EDIT],
  params: groupParams,
  body: groupMembersBodySchema,
  response: 'json',
  responseSchema: membersChangeSchema,
  audit: { entity: 'group', id: { params: 'groupId' } },
});

/** assessment.setGroupStaff: replaces a group's staff (account administrators). */
export const setGroupStaff = defineOperation<{ groupId: number }, Record<string, never>, GroupStaffBody, GroupRecord>({
  id: 'assessment.setGroupStaff',
  service: 'assessment',
  method: 'PUT',
  path: '/groups/{groupId}/staff',
  summary: "Replaces a group's staff: active examiners, teachers and account administrators of the account.",
  access: [PERMISSIONS.ACCOUNT_USERS_MANAGE],
  params: groupParams,
  body: groupStaffBodySchema,
  response: 'json',
  responseSchema: groupRecordSchema,
  audit: { entity: 'group', id: { params: 'groupId' } },
});

/** The screens of the SPA this capability owns (src/contract/screen.ts). */
export const SCREENS: readonly Screen[] = GROUP_SCREENS;
