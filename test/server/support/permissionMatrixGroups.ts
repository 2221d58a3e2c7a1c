/**
 * The permission matrix's cases of group administration (issue #19): reads need EXAMINEE_VIEW (the
 * back office holds none of the examinee permissions); changes need GROUP_EDIT, which the account
 * user (read only) lacks; assigning staff needs ACCOUNT_USERS_MANAGE, which an examiner lacks.
 */
import type { MatrixCase } from './permissionMatrixCases';

const group = (world: Parameters<MatrixCase['request']>[0]) => world.groups;

/** The cases, keyed by operation id. */
export const GROUP_CASES: Readonly<Record<string, MatrixCase>> = {
  'assessment.listGroups': { deniedTo: 'backoffice', grantedTo: 'examiner', request: (world) => ({ query: { includeArchived: 'true', examineeRecordId: world.examinee.id } }) },
  'assessment.getGroup': { deniedTo: 'backoffice', grantedTo: 'examiner', request: async (world) => ({ params: { groupId: await group(world).newGroupId() } }) },
  'assessment.groupMembers': {
    deniedTo: 'backoffice',
    grantedTo: 'examiner',
    request: async (world) => ({ params: { groupId: await group(world).newGroupWith(world.examinee.id) }, query: { search: 'a', pageSize: 5 } }),
  },
  'assessment.createGroup': { deniedTo: 'user', grantedTo: 'teacher', request: () => ({ body: { name: 'Matrix reading group', type: 'caseload', schoolYear: '' } }) },
  'assessment.updateGroup': {
    deniedTo: 'user',
    grantedTo: 'admin',
    request: async (world) => ({ params: { groupId: await group(world).newGroupId() }, body: { name: 'Matrix renamed', type: 'cohort', schoolYear: '2025-2026' } }),
  },
  'assessment.archiveGroup': { deniedTo: 'user', grantedTo: 'examiner', request: async (world) => ({ params: { groupId: await group(world).newGroupId() } }) },
  'assessment.restoreGroup': { deniedTo: 'user', grantedTo: 'examiner', request: async (world) => ({ params: { groupId: await group(world).newArchivedGroupId() } }) },
  'assessment.addGroupMembers': {
    deniedTo: 'user',
    grantedTo: 'examiner',
    request: async (world) => ({ params: { groupId: await group(world).newGroupId() }, body: { examineeRecordIds: [world.examinee.id] } }),
  },
  'assessment.removeGroupMembers': {
    deniedTo: 'user',
    grantedTo: 'admin',
    request: async (world) => ({ params: { groupId: await group(world).newGroupWith(world.examinee.id) }, body: { examineeRecordIds: [world.examinee.id] } }),
  },
  'assessment.setGroupStaff': {
    deniedTo: 'examiner',
    grantedTo: 'admin',
    request: async (world) => ({ params: { groupId: await group(world).newGroupId() }, body: { userIds: [world.examinerId] } }),
  },
};
