import { createSelector } from 'reselect';
import { selectServicesBaseUrl } from '../../core/config/configSelectors';
import type { RootState } from '../../rootReducer';
import { groupReportUrl } from './groupReportsApi';

/** The group report form's fields. */
export const selectGroupReportDraft = (state: RootState) => state.groupReports.draft;

/** The comparison groups of the open form. */
export const selectGroupComparisonGroups = (state: RootState) => state.groupReports.groups;

/** The group report submit. */
export const selectGroupReportRequest = (state: RootState) => state.groupReports.request;

/** The submit a retry of the same input reuses. */
export const selectGroupReportPending = (state: RootState) => state.groupReports.request.pending;

/** The group report made last on this visit, with its download URL. */
export const selectCreatedGroupReport = createSelector([(state: RootState) => state.groupReports.created, selectServicesBaseUrl], (report, baseUrl) =>
  report ? { ...report, downloadUrl: groupReportUrl(baseUrl, report.id) } : null,
);

/** The group reports' load state. */
export const selectGroupReportList = (state: RootState) => state.groupReports.list;

/** The group reports, newest first, each with its download URL. */
export const selectGroupReportRows = createSelector([(state: RootState) => state.groupReports.list.reports, selectServicesBaseUrl], (reports, baseUrl) =>
  reports.map((report) => ({ ...report, downloadUrl: groupReportUrl(baseUrl, report.id) })),
);
