/** Selectors of group assignments. */
import { createSelector } from 'reselect';
import { selectServicesBaseUrl } from '../../core/config/configSelectors';
import type { RootState } from '../../rootReducer';
import { groupReportUrl, rosterSheetUrl } from './groupAssignmentsApi';
import type { GroupAssignmentsState } from './groupAssignmentsSlice';

const slice = (state: RootState): GroupAssignmentsState => state.groupAssignments;

/** The panel's group and its assignments. */
export const selectAssignmentList = (state: RootState) => slice(state).list;
/** The group the panel shows. */
export const selectPanelGroupId = (state: RootState) => slice(state).groupId;
/** The assign form's pick-lists. */
export const selectAssignOptions = (state: RootState) => slice(state).options;
/** The age check of the form and date chosen. */
export const selectAgeCheck = (state: RootState) => slice(state).check;
/** The assignment being made (or last made). */
export const selectAssign = (state: RootState) => slice(state).assign;
/** The assignment open in the panel. */
export const selectOpenedAssignment = (state: RootState) => slice(state).opened;
/** The reminder of the open assignment. */
export const selectReminder = (state: RootState) => slice(state).reminder;
/** The batch of reports and the group report asked for from the open assignment. */
export const selectReportOutcomes = createSelector([(state: RootState) => slice(state).batch, (state: RootState) => slice(state).groupReport], (batch, groupReport) => ({ batch, groupReport }));

/** The download addresses of the open assignment's roster sheet and of the group report made from it. */
export const selectDownloadUrls = createSelector([selectServicesBaseUrl, selectOpenedAssignment, (state: RootState) => slice(state).groupReport], (baseUrl, opened, groupReport) => ({
  rosterSheet: opened.details ? rosterSheetUrl(baseUrl, opened.details.assignment.id) : null,
  groupReport: groupReport.id !== null ? groupReportUrl(baseUrl, groupReport.id) : null,
}));
