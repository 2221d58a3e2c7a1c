/**
 * What the report batch jobs read before they know an account. Not account-scoped, for two of
 * the reasons stores exist: a job's payload carries only its item's id, so the item is looked up
 * before its account is known (the job then continues on the repositories of the account the item
 * names); and at start the unfinished batches of every account are swept to be resumed (a system
 * sweep over all accounts). Both run as the database's owner, outside any customer's transaction.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { BatchState } from '../../../contract/reportTypes';
import type { ReportOptions, ReportType } from '../../../domain/reports';
import type { Db } from '../client';
import { preparedPerDb } from '../prepared';
import type { BatchItemState } from '../repositories/reportBatches';
import { reportBatches, reportBatchItems } from '../schema';

/** A batch item as its job starts it: the item, its batch, and the report the batch asks for. */
export interface BatchItemForJob {
  state: BatchItemState;
  assessmentId: number;
  /** The account the item (and its batch) belongs to: the job continues in it. */
  accountId: number;
  batchId: number;
  batchState: BatchState;
  /** The user who requested the batch: the job generates its reports as them. */
  createdBy: number;
  reportType: ReportType;
  options: ReportOptions;
}

/** An unfinished batch and its account. */
export interface UnfinishedBatch {
  id: number;
  accountId: number;
}

/** The report batch jobs' lookups over all accounts. */
export interface BatchSweepStore {
  /** The item `itemId` with its batch, or `null` when there is none (whatever its account). */
  itemForJob(itemId: number): Promise<BatchItemForJob | null>;
  /** Every queued or running batch, of every account, in no particular order. */
  unfinishedBatches(): Promise<UnfinishedBatch[]>;
}

/** The item of a job with its batch: every report of a batch starts with it, so it is prepared (db/prepared.ts). Placeholder itemId. */
const itemForJobQuery = preparedPerDb((db) =>
  db
    .select({
      state: reportBatchItems.state,
      assessmentId: reportBatchItems.assessmentId,
      accountId: reportBatchItems.accountId,
      batchId: reportBatches.id,
      batchState: reportBatches.state,
      createdBy: reportBatches.createdBy,
      reportType: reportBatches.reportType,
      options: reportBatches.options,
    })
    .from(reportBatchItems)
    .innerJoin(reportBatches, eq(reportBatches.id, reportBatchItems.batchId))
    .where(eq(reportBatchItems.id, sql.placeholder('itemId')))
    .prepare('qg_batch_item_for_job'),
);

/** The batch sweep store over `db` (the database, as the owner). */
export function batchSweepsStore(db: Db): BatchSweepStore {
  return {
    async itemForJob(itemId) {
      const [item] = await itemForJobQuery(db).execute({ itemId });
      return item ?? null;
    },
    unfinishedBatches: () =>
      db
        .select({ id: reportBatches.id, accountId: reportBatches.accountId })
        .from(reportBatches)
        .where(inArray(reportBatches.state, ['queued', 'running'])),
  };
}
