import { createSelector } from 'reselect';
import type { ReportBatch } from '../../../contract/reportTypes';
import { selectServicesBaseUrl } from '../../core/config/configSelectors';
import type { RootState } from '../../rootReducer';
import { batchZipUrl } from './batchReportsApi';
import { isBatchFinished } from './batchReportsSlice';

/** The "Generate reports" form's choices. */
export const selectBatchChoice = (state: RootState) => state.batchReports.choice;

/** The "Generate reports" submit. */
export const selectBatchRequest = (state: RootState) => state.batchReports.request;

/** The submit a retry of the same input reuses (its Idempotency-Key). */
export const selectBatchPending = (state: RootState) => state.batchReports.request.pending;

/** The batch on screen, or `null`. */
export const selectCurrentBatch = (state: RootState) => state.batchReports.current;

/** Whether a page showing batches is open. */
export const selectBatchPageShown = (state: RootState) => state.batchReports.pageShown;

/** The cancellation's state. */
export const selectBatchCancel = (state: RootState) => state.batchReports.cancel;

/** The recent batches' load state. */
export const selectRecentBatches = (state: RootState) => state.batchReports.recent;

/** Reports done (made or failed or cancelled) of a batch: what the progress bar shows. */
export const batchDone = (batch: Pick<ReportBatch, 'succeeded' | 'failed' | 'cancelled'>): number => batch.succeeded + batch.failed + batch.cancelled;

/** Whether a batch's ZIP can be downloaded: finished with at least one report made. */
export const isBatchDownloadable = (batch: Pick<ReportBatch, 'state' | 'succeeded'>): boolean => isBatchFinished(batch) && batch.succeeded > 0;

/** The download URL of a batch's ZIP, by batch id. */
export const selectBatchZipUrl = createSelector([selectServicesBaseUrl], (baseUrl) => (batchId: number) => batchZipUrl(baseUrl, batchId));

/**
 * The progress milestone last reached (0, 25, 50, 75 or 100 percent of the reports done), which
 * the live region announces: one message per quarter, not one per report.
 */
export const progressMilestone = (batch: Pick<ReportBatch, 'total' | 'succeeded' | 'failed' | 'cancelled'>): number => {
  if (batch.total <= 0) return 0;
  return Math.floor((batchDone(batch) / batch.total) * 4) * 25;
};
