import { createSelector } from 'reselect';
import { selectServicesBaseUrl } from '../../core/config/configSelectors';
import type { RootState } from '../../rootReducer';
import { reportDownloadUrl } from './reportsApi';
import { reportsAdapter } from './reportsSlice';

const historySelectors = reportsAdapter.getSelectors((state: RootState) => state.reports.history);

/** The report history's status and error. */
export const selectReportHistoryLoad = createSelector(
  [(state: RootState) => state.reports.history.status, (state: RootState) => state.reports.history.error],
  (status, error) => ({ status, error }),
);

/** The stored reports, newest first, each with its download URL. */
export const selectReportRows = createSelector([historySelectors.selectAll, selectServicesBaseUrl], (reports, baseUrl) =>
  reports.map((report) => ({ ...report, downloadUrl: reportDownloadUrl(baseUrl, report.id) })),
);

/** The generate submit's state. */
export const selectGenerateState = (state: RootState) => state.reports.generate;

/** The pending generate submit, reused by a retry of the same assessment. */
export const selectGeneratePending = (state: RootState) => state.reports.generate.pending;
