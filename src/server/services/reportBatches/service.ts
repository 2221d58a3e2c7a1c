/**
 * Report batches (assessment.batchReports, cancelReportBatch): a batch row, one item row per
 * selected assessment, and one pg-boss job per item, written in one transaction. The jobs
 * (batchItemJob.ts) make the reports.
 */
import type { ReportBatch } from '../../../contract/reportTypes';
import type { BatchReportsInput } from '../../../contract/services/reportBatches';
import { DEFAULT_REPORT_OPTIONS, type ReportOptions } from '../../../domain/reports';
import type { AppContext } from '../../context';
import { repositories } from '../../db/repositories';
import type { NewBatchItem } from '../../db/repositories/reportBatches';
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
  const scope = { accountId: actor.accountId, userId: actor.userId };
  const ids = await resolveSelection(db, actor.accountId, input.selection);
  if (ids.length === 0) throw new HttpProblem('validation', 'No assessment matches the selection.', [{ field: 'selection', message: 'No assessment matches the selection.' }]);
  const scored = new Set(await repositories(db, scope).reportBatches.scoredAmong(ids));
  const options: ReportOptions = { ...DEFAULT_REPORT_OPTIONS, ...input.options };
  const hasWork = ids.some((id) => scored.has(id));
  const items = ids.map(
    (assessmentId, index): NewBatchItem =>
      scored.has(assessmentId)
        ? { assessmentId, position: index + 1, state: 'pending' }
        : { assessmentId, position: index + 1, state: 'failed', failureCode: 'notScorable', failureMessage: NOT_SCORED_MESSAGE, finishedAt: now },
  );
  const batchId = await db.transaction(async (tx) => {
    const created = await repositories(tx, scope).reportBatches.create(
      { reportType: input.reportType, options, state: hasWork ? 'queued' : 'completed', finishedAt: hasWork ? null : now },
      items,
      now,
    );
    await context.jobs.enqueue<BatchItemJob>(
      tx,
      BATCH_ITEM_QUEUE,
      created.items.filter((item) => item.state === 'pending').map((item) => ({ data: { itemId: item.id }, singletonKey: String(item.id) })),
    );
    return created.batchId;
  });
  context.jobs.wake(BATCH_ITEM_QUEUE);
  return batchStatus(repositories(db, scope), batchId);
}

/**
 * Cancels a batch: its pending items are cancelled (their jobs find them so and make nothing);
 * a report being made right now finishes, because its job holds the item's lock and this update
 * waits for it. A finished batch is answered unchanged.
 * @throws HttpProblem notFound, also for another account's batch.
 */
export async function cancelBatch(db: AppContext['db'], actor: Actor, batchId: number, now: Date): Promise<ReportBatch> {
  const scope = { accountId: actor.accountId, userId: actor.userId };
  await db.transaction(async (tx) => {
    const batches = repositories(tx, scope).reportBatches;
    const state = await batches.stateOf(batchId, { forUpdate: true });
    if (!state) throw notFound('The report batch');
    if (state === 'completed' || state === 'cancelled') return;
    await batches.cancel(batchId, now);
  });
  return batchStatus(repositories(db, scope), batchId);
}
