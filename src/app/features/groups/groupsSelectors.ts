/** Selectors of the groups feature. */
import { createSelector } from 'reselect';
import { GROUP_STAFF_ROLES } from '../../../domain/groups/staff';
import type { RootState } from '../../rootReducer';

/** The group list: status, error, whether archived groups show, and the groups. */
export const selectGroupList = (state: RootState) => state.groups.list;
/** The create form's progress. */
export const selectGroupCreate = (state: RootState) => state.groups.create;
/** The groups of the examinee whose page is open. */
export const selectExamineeGroups = (state: RootState) => state.groups.examineeGroups;
/** The examinee list's selected record ids. */
export const selectExamineeSelection = (state: RootState) => state.groups.selection;
/** "Add to group"'s outcome. */
export const selectAddToGroup = (state: RootState) => state.groups.addToGroup;
/** The active groups, for "Add to group" to choose from. */
export const selectActiveGroups = createSelector([selectGroupList], (list) => list.items.filter((group) => group.archivedAt === null));

/** The group page's load state and group. */
export const selectGroupPage = (state: RootState) => state.groupPage;
/** The group page's members page, with the page count (at least 1). */
export const selectGroupMembers = createSelector([(state: RootState) => state.groupPage.members], (members) => ({
  ...members,
  pageCount: Math.max(1, Math.ceil(members.total / members.pageSize)),
}));
/** The members page to load. */
export const selectMembersRequest = createSelector(
  [(state: RootState) => state.groupPage.groupId, (state: RootState) => state.groupPage.members],
  (groupId, members) => ({ groupId, search: members.search, page: members.page, pageSize: members.pageSize }),
);
/** The examinees "Add examinees" offers: those found that are not members on the page shown. */
export const selectCandidates = (state: RootState) => state.groupPage.candidates;
/** The users who may be staff (examiners, teachers, account administrators), by name. */
export const selectStaffOptions = createSelector([(state: RootState) => state.groupPage.staffOptions], (options) => ({
  status: options.status,
  items: options.items.filter((user) => GROUP_STAFF_ROLES.includes(user.role)),
}));
/** The last change of the group page. */
export const selectGroupChange = (state: RootState) => state.groupPage.change;
