/** Selectors of the examinee page's progress section. */
import { reports } from '../../../contract';
import { operationPath } from '../../../contract/operation';
import { selectServicesBaseUrl } from '../../core/config/configSelectors';
import type { RootState } from '../../rootReducer';

/** The progress section's state. */
export const selectExamineeProgress = (state: RootState) => state.examineeProgress;

/** The download link of a stored report: a plain link, as on the reports screen (the server takes the token cookie on GET). */
export const selectProgressReportUrl = (state: RootState, reportId: number): string => `${selectServicesBaseUrl(state)}${operationPath(reports.reportHistoryDownload, { reportId })}`;
