/**
 * A batch as the SPA follows it (assessment.reportBatchStatus, reportBatchList): its counts are
 * computed from the item rows each time, so they can never drift from what the jobs did.
 */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { BatchFailure, ReportBatch } from '../../../contract/reportTypes';
import { personName } from '../../auth/principal';
import type { Db } from '../../db/client';
import { assessments, examinees, products, reportBatches, reportBatchItems, users } from '../../db/schema';
import { notFound } from '../../http/problems';
import type { Actor } from '../actor';

/** How many batches the list shows. */
export const BATCH_LIST_LIMIT = 50;

/** The ZIP's file name of a batch. */
export const batchZipFileName = (batchId: number): string => `report-batch-${batchId}.zip`;

type BatchRow = Pick<typeof reportBatches.$inferSelect, 'id' | 'reportType' | 'state' | 'createdAt' | 'finishedAt'> & {
  creatorTitle: string;
  creatorFirstName: string;
  creatorLastName: string;
};

const batchColumns = {
  id: reportBatches.id,
  reportType: reportBatches.reportType,
  state: reportBatches.state,
  createdAt: reportBatches.createdAt,
  finishedAt: reportBatches.finishedAt,
  creatorTitle: users.title,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
};

/** The batches as the contract shapes them, with counts and failures read in two queries for all of them. */
async function withProgress(db: Db, rows: readonly BatchRow[]): Promise<ReportBatch[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const counts = await db
    .select({ batchId: reportBatchItems.batchId, state: reportBatchItems.state, items: count() })
    .from(reportBatchItems)
    .where(inArray(reportBatchItems.batchId, ids))
    .groupBy(reportBatchItems.batchId, reportBatchItems.state);
  const failures = await db
    .select({
      batchId: reportBatchItems.batchId,
      assessmentId: reportBatchItems.assessmentId,
      examineeId: examinees.examineeId,
      productCode: products.code,
      code: reportBatchItems.failureCode,
      message: reportBatchItems.failureMessage,
    })
    .from(reportBatchItems)
    .innerJoin(assessments, eq(assessments.id, reportBatchItems.assessmentId))
    .innerJoin(examinees, eq(examinees.id, assessments.examineeRecordId))
    .innerJoin(products, eq(products.id, assessments.productId))
    .where(and(inArray(reportBatchItems.batchId, ids), eq(reportBatchItems.state, 'failed')))
    .orderBy(asc(reportBatchItems.position));
  return rows.map((row) => {
    const of = (state: typeof reportBatchItems.$inferSelect.state) =>
      counts.filter((entry) => entry.batchId === row.id && entry.state === state).reduce((sum, entry) => sum + entry.items, 0);
    const batchFailures: BatchFailure[] = failures
      .filter((failure) => failure.batchId === row.id)
      .map((failure) => ({
        assessmentId: failure.assessmentId,
        examineeId: failure.examineeId,
        productCode: failure.productCode,
        code: failure.code ?? 'internal',
        message: failure.message ?? '',
      }));
    return {
      id: row.id,
      reportType: row.reportType,
      state: row.state,
      total: of('pending') + of('done') + of('failed') + of('cancelled'),
      succeeded: of('done'),
      failed: of('failed'),
      cancelled: of('cancelled'),
      createdAt: row.createdAt.toISOString(),
      createdByName: personName({ title: row.creatorTitle, firstName: row.creatorFirstName, lastName: row.creatorLastName }),
      finishedAt: row.finishedAt?.toISOString() ?? null,
      failures: batchFailures,
      zipFileName: batchZipFileName(row.id),
    };
  });
}

/** One of the account's batches. @throws HttpProblem notFound, also for another account's batch. */
export async function batchStatus(db: Db, actor: Actor, batchId: number): Promise<ReportBatch> {
  const rows = await db
    .select(batchColumns)
    .from(reportBatches)
    .innerJoin(users, eq(users.id, reportBatches.createdBy))
    .where(and(eq(reportBatches.id, batchId), eq(reportBatches.accountId, actor.accountId)));
  const [batch] = await withProgress(db, rows);
  if (!batch) throw notFound('The report batch');
  return batch;
}

/** The caller's own batches, newest first (the last {@link BATCH_LIST_LIMIT}). */
export async function listBatches(db: Db, actor: Actor): Promise<ReportBatch[]> {
  const rows = await db
    .select(batchColumns)
    .from(reportBatches)
    .innerJoin(users, eq(users.id, reportBatches.createdBy))
    .where(and(eq(reportBatches.accountId, actor.accountId), eq(reportBatches.createdBy, actor.userId)))
    .orderBy(desc(reportBatches.createdAt), desc(reportBatches.id))
    .limit(BATCH_LIST_LIMIT);
  return withProgress(db, rows);
}
