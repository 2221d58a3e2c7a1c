/**
 * A batch as the SPA follows it (assessment.reportBatchStatus, reportBatchList): its counts are
 * computed from the item rows each time (the report batch repository), so they can never drift
 * from what the jobs did.
 */
import type { ReportBatch } from '../../../contract/reportTypes';
import type { Repositories } from '../../db/repositories';
import type { BatchProgress } from '../../db/repositories/reportBatches';
import { notFound } from '../../http/problems';

/** How many batches the list shows. */
export const BATCH_LIST_LIMIT = 50;

/** The ZIP's file name of a batch. */
export const batchZipFileName = (batchId: number): string => `report-batch-${batchId}.zip`;

/** A batch's progress as the contract shapes it, with the name its ZIP downloads under. */
const withZipName = (batch: BatchProgress): ReportBatch => ({ ...batch, zipFileName: batchZipFileName(batch.id) });

/** One of the account's batches. @throws HttpProblem notFound, also for another account's batch. */
export async function batchStatus(repos: Repositories, batchId: number): Promise<ReportBatch> {
  const batch = await repos.reportBatches.progress(batchId);
  if (!batch) throw notFound('The report batch');
  return withZipName(batch);
}

/** The caller's own batches, newest first (the last {@link BATCH_LIST_LIMIT}). */
export async function listBatches(repos: Repositories): Promise<ReportBatch[]> {
  return (await repos.reportBatches.listOwn(BATCH_LIST_LIMIT)).map(withZipName);
}
