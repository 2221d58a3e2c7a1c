/**
 * Report batches (assessment.batchReports, cancelReportBatch): a batch row, one item row per
 * selected assessment, and one pg-boss job per item, written in one transaction. The jobs
 * (batchItemJob.ts) make the reports.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ReportBatch } from '../../../contract/reportTypes';
import type { BatchReportsInput } from '../../../contract/services/reportBatches';
import { DEFAULT_REPORT_OPTIONS, type ReportOptions } from '../../../domain/reports';
import type { AppContext } from '../../context';
import { assessments, reportBatches, reportBatchItems } from '../../db/schema';
import { HttpProblem, notFound } from '../../http/problems';
import type { Actor } from '../actor';
import { resolveSelection } from '../assessmentSelection/service';
import { BATCH_ITEM_QUEUE, type BatchItemJob } from './batchItemJob';
import { batchStatus } from './batchProgress';

/** Why an assessment of the selection gets no report: it has no score of record. */
const NOT_SCORED_MESSAGE = 'Only a scored assessment has a report. Score it first.';

/**
 * Queues one report per selected assessment. Every selected assessment gets an item, in the
 * selection's order (a filter lists newest administration first); one that is not scored is
 * recorded at once as failed with code `notScorable`, so the batch says why it has no report,
 * and gets no job. A batch with nothing to make is completed at once.
 * @throws HttpProblem notFound when a selected assessment is not the account's (or is deleted);
 *   validation when the selection matches no assessment, or more than the contract's maximum.
 */
export async function createBatch(context: Pick<AppContext, 'db' | 'jobs'>, actor: Actor, input: BatchReportsInput, now: Date): Promise<ReportBatch> {
  const { db } = context;
  const ids = await resolveSelection(db, actor.accountId, input.selection);
  if (ids.length === 0) throw new HttpProblem('validation', 'No assessment matches the selection.', [{ field: 'selection', message: 'No assessment matches the selection.' }]);
  const scored = new Set(
    (
      await db
        .select({ id: assessments.id })
        .from(assessments)
        .where(and(eq(assessments.accountId, actor.accountId), inArray(assessments.id, ids), eq(assessments.status, 'scored')))
    ).map((row) => row.id),
  );
  const options: ReportOptions = { ...DEFAULT_REPORT_OPTIONS, ...input.options };
  const hasWork = ids.some((id) => scored.has(id));
  const batchId = await db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(reportBatches)
      .values({
        accountId: actor.accountId,
        createdBy: actor.userId,
        reportType: input.reportType,
        options,
        state: hasWork ? 'queued' : 'completed',
        createdAt: now,
        finishedAt: hasWork ? null : now,
      })
      .returning({ id: reportBatches.id });
    if (!batch) throw new Error('The batch insert returned nothing.');
    const items = await tx
      .insert(reportBatchItems)
      .values(
        ids.map((assessmentId, index) =>
          scored.has(assessmentId)
            ? { batchId: batch.id, accountId: actor.accountId, assessmentId, position: index + 1, state: 'pending' as const }
            : {
                batchId: batch.id,
                accountId: actor.accountId,
                assessmentId,
                position: index + 1,
                state: 'failed' as const,
                failureCode: 'notScorable',
                failureMessage: NOT_SCORED_MESSAGE,
                finishedAt: now,
              },
        ),
      )
      .returning({ id: reportBatchItems.id, state: reportBatchItems.state });
    await context.jobs.enqueue<BatchItemJob>(
      tx,
      BATCH_ITEM_QUEUE,
      items.filter((item) => item.state === 'pending').map((item) => ({ data: { itemId: item.id }, singletonKey: String(item.id) })),
    );
    return batch.id;
  });
  context.jobs.wake(BATCH_ITEM_QUEUE);
  return batchStatus(db, actor, batchId);
}

/**
 * Cancels a batch: its pending items are cancelled (their jobs find them so and make nothing);
 * a report being made right now finishes, because its job holds the item's lock and this update
 * waits for it. A finished batch is answered unchanged.
 * @throws HttpProblem notFound, also for another account's batch.
 */
export async function cancelBatch(db: AppContext['db'], actor: Actor, batchId: number, now: Date): Promise<ReportBatch> {
  await db.transaction(async (tx) => {
    const [batch] = await tx
      .select({ state: reportBatches.state })
      .from(reportBatches)
      .where(and(eq(reportBatches.id, batchId), eq(reportBatches.accountId, actor.accountId)))
      .for('update');
    if (!batch) throw notFound('The report batch');
    if (batch.state === 'completed' || batch.state === 'cancelled') return;
    await tx
      .update(reportBatchItems)
      .set({ state: 'cancelled', finishedAt: now })
      .where(and(eq(reportBatchItems.batchId, batchId), eq(reportBatchItems.state, 'pending')));
    await tx.update(reportBatches).set({ state: 'cancelled', finishedAt: now }).where(eq(reportBatches.id, batchId));
  });
  return batchStatus(db, actor, batchId);
}
