/**
 * The report batches of one account (the report batch aggregate): a batch row, one item row per
 * selected assessment (the item is the truth of its report: pending, done with the report, failed
 * with why, or cancelled), their progress as the SPA follows it and the reports a finished batch
 * made. Every query is filtered by the scope's account, so another account's batch is a missing one.
 */
import { and, asc, count, desc, eq, exists, gt, inArray, ne, notExists, type SQL, sql } from 'drizzle-orm';
import type { BatchFailure, BatchState, ReportBatch } from '../../../contract/reportTypes';
import type { ReportOptions, ReportType } from '../../../domain/reports';
import { personName } from '../../auth/principal';
import type { Db } from '../client';
import { preparedPerDb } from '../prepared';
import { assessments, examinees, products, reportBatches, reportBatchItems, reports, users } from '../schema';
import type { AccountScope } from './scope';

/** Where an item of a batch stands. */
export type BatchItemState = 'pending' | 'done' | 'failed' | 'cancelled';

/** A batch as the SPA follows it, but for its ZIP's file name (which the service gives it). */
export type BatchProgress = Omit<ReportBatch, 'zipFileName'>;

/** A new batch: queued with work to do, or completed at once when none of its items has any. */
export interface NewBatch {
  reportType: ReportType;
  options: ReportOptions;
  state: Extract<BatchState, 'queued' | 'completed'>;
  /** Set for a batch completed at once, else `null`. */
  finishedAt: Date | null;
}

/** A new item of a batch, at its position (from 1): pending (a job makes it), or failed at once with why. */
export type NewBatchItem =
  | { assessmentId: number; position: number; state: 'pending' }
  | { assessmentId: number; position: number; state: 'failed'; failureCode: string; failureMessage: string; finishedAt: Date };

/** A report a finished batch made, as its ZIP takes it. */
export interface MadeReport {
  /** The item's position in the batch. */
  position: number;
  fileName: string;
  pdf: Buffer;
}

/** A batch that has just been completed, as its requester's notification takes it. */
export interface CompletedBatch {
  id: number;
  accountId: number;
  createdBy: number;
}

/** The scope account's report batches. */
export interface ReportBatchRepository {
  /** Those of the assessments `assessmentIds` that are the account's and scored. */
  scoredAmong(assessmentIds: readonly number[]): Promise<number[]>;
  /**
   * Stores a batch requested by the scope's user at `now`, and its items (at least one); answers
   * the batch's id and each item's id and state, in the order given.
   * @throws Error when the scope has no user (a batch is always someone's).
   */
  create(batch: NewBatch, items: readonly NewBatchItem[], now: Date): Promise<{ batchId: number; items: { id: number; state: BatchItemState }[] }>;
  /** A batch's state, or `null` (another account's, or none); `forUpdate` locks the batch row until the transaction ends. */
  stateOf(batchId: number, options?: { forUpdate?: boolean }): Promise<BatchState | null>;
  /** Cancels a batch at `now`: its pending items, then the batch itself (whatever its state: the caller checks it). */
  cancel(batchId: number, now: Date): Promise<void>;
  /** A batch with its progress, or `null` (another account's, or none). */
  progress(batchId: number): Promise<BatchProgress | null>;
  /** The scope user's own batches with their progress, newest first (ties by id, newest first), at most `limit`. @throws Error when the scope has no user. */
  listOwn(limit: number): Promise<BatchProgress[]>;
  /** How many items a batch has, whatever their state. */
  itemCount(batchId: number): Promise<number>;
  /** The reports of the batch's done items after position `afterPosition`, in position order, at most `limit`. */
  madeReports(batchId: number, afterPosition: number, limit: number): Promise<MadeReport[]>;
  /** The ids of the batch's pending items. */
  pendingItemIds(batchId: number): Promise<number[]>;
  /** Marks a queued batch running (a batch in any other state is left as it is). */
  markRunning(batchId: number): Promise<void>;
  /**
   * Locks an item row until the transaction ends (its batch's row is not locked), and answers
   * whether it is still pending in a batch that is not cancelled.
   */
  lockPendingItem(itemId: number): Promise<boolean>;
  /**
   * Marks an item done at `now` with the report it made, if it is still pending in a batch that is
   * not cancelled: one conditional update, which locks the item row until the transaction ends
   * as {@link lockPendingItem} does. Answers whether it marked it.
   */
  markPendingItemDone(itemId: number, reportId: number, now: Date): Promise<boolean>;
  /** Marks an item failed at `now`, with the problem's code and message. */
  markItemFailed(itemId: number, failure: { code: string; message: string }, now: Date): Promise<void>;
  /**
   * Completes a queued or running batch at `now` when none of its items is pending. Answers the
   * batch only when this call completed it (so its requester is told once), else `null`.
   */
  completeIfSettled(batchId: number, now: Date): Promise<CompletedBatch | null>;
  /** Whether any item of the batch is still pending (one read). */
  hasPendingItems(batchId: number): Promise<boolean>;
}

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

type BatchRow = Pick<typeof reportBatches.$inferSelect, 'id' | 'reportType' | 'state' | 'createdAt' | 'finishedAt'> & {
  creatorTitle: string;
  creatorFirstName: string;
  creatorLastName: string;
};

/*
 * Each report a batch makes marks its item done, and its job then asks whether any item is still
 * pending: those statements are prepared (db/prepared.ts), built once per process and planned once
 * per connection. Placeholders: accountId, batchId, itemId, reportId, finishedAt.
 */

const hasPendingQuery = preparedPerDb((db) =>
  db
    .select({ one: sql`1` })
    .from(reportBatchItems)
    .where(and(eq(reportBatchItems.accountId, sql.placeholder('accountId')), eq(reportBatchItems.batchId, sql.placeholder('batchId')), eq(reportBatchItems.state, 'pending')))
    .limit(1)
    .prepare('qg_batch_has_pending'),
);

const markDoneQuery = preparedPerDb((db) => {
  const liveBatch = db
    .select({ one: sql`1` })
    .from(reportBatches)
    .where(and(eq(reportBatches.id, reportBatchItems.batchId), ne(reportBatches.state, 'cancelled')));
  return db
    .update(reportBatchItems)
    // An update's set takes no placeholder, only SQL: the time goes as ISO text, as the column's own mapping writes it.
    .set({ state: 'done', reportId: sql`${sql.placeholder('reportId')}`, finishedAt: sql`${sql.placeholder('finishedAt')}::timestamptz` })
    .where(and(eq(reportBatchItems.accountId, sql.placeholder('accountId')), eq(reportBatchItems.id, sql.placeholder('itemId')), eq(reportBatchItems.state, 'pending'), exists(liveBatch)))
    .returning({ id: reportBatchItems.id })
    .prepare('qg_batch_mark_item_done');
});

/** The report batch repository of `scope`'s account over `db` (a transaction for a write). */
export function reportBatchRepository(db: Db, scope: AccountScope): ReportBatchRepository {
  const ownBatch = (...conditions: SQL[]) => and(eq(reportBatches.accountId, scope.accountId), ...conditions);
  const ownItem = (...conditions: SQL[]) => and(eq(reportBatchItems.accountId, scope.accountId), ...conditions);
  const pendingItems = (batchId: number) =>
    db.select({ one: sql`1` }).from(reportBatchItems).where(ownItem(eq(reportBatchItems.batchId, batchId), eq(reportBatchItems.state, 'pending')));

  /** The batches with their counts and failures, read in two queries for all of them. */
  const withProgress = async (rows: readonly BatchRow[]): Promise<BatchProgress[]> => {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const counts = await db
      .select({ batchId: reportBatchItems.batchId, state: reportBatchItems.state, items: count() })
      .from(reportBatchItems)
      .where(ownItem(inArray(reportBatchItems.batchId, ids)))
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
      .where(ownItem(inArray(reportBatchItems.batchId, ids), eq(reportBatchItems.state, 'failed')))
      .orderBy(asc(reportBatchItems.position));
    return rows.map((row) => {
      const of = (state: BatchItemState) => counts.filter((entry) => entry.batchId === row.id && entry.state === state).reduce((sum, entry) => sum + entry.items, 0);
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
      };
    });
  };

  return {
    async scoredAmong(assessmentIds) {
      const rows = await db
        .select({ id: assessments.id })
        .from(assessments)
        .where(and(eq(assessments.accountId, scope.accountId), inArray(assessments.id, [...assessmentIds]), eq(assessments.status, 'scored')));
      return rows.map((row) => row.id);
    },
    async create(batch, items, now) {
      if (scope.userId === null) throw new Error('A report batch is requested by a user; the scope has none.');
      const [created] = await db
        .insert(reportBatches)
        .values({
          accountId: scope.accountId,
          createdBy: scope.userId,
          reportType: batch.reportType,
          options: batch.options,
          state: batch.state,
          createdAt: now,
          finishedAt: batch.finishedAt,
        })
        .returning({ id: reportBatches.id });
      if (!created) throw new Error('The batch insert returned nothing.');
      const stored = await db
        .insert(reportBatchItems)
        .values(
          items.map((item) => {
            const { assessmentId, position } = item;
            const owned = { batchId: created.id, accountId: scope.accountId, assessmentId, position };
            return item.state === 'pending'
              ? { ...owned, state: item.state }
              : { ...owned, state: item.state, failureCode: item.failureCode, failureMessage: item.failureMessage, finishedAt: item.finishedAt };
          }),
        )
        .returning({ id: reportBatchItems.id, state: reportBatchItems.state });
      return { batchId: created.id, items: stored };
    },
    async stateOf(batchId, options = {}) {
      const query = db.select({ state: reportBatches.state }).from(reportBatches).where(ownBatch(eq(reportBatches.id, batchId)));
      const [batch] = options.forUpdate ? await query.for('update') : await query;
      return batch?.state ?? null;
    },
    async cancel(batchId, now) {
      await db
        .update(reportBatchItems)
        .set({ state: 'cancelled', finishedAt: now })
        .where(ownItem(eq(reportBatchItems.batchId, batchId), eq(reportBatchItems.state, 'pending')));
      await db.update(reportBatches).set({ state: 'cancelled', finishedAt: now }).where(ownBatch(eq(reportBatches.id, batchId)));
    },
    async progress(batchId) {
      const rows = await db.select(batchColumns).from(reportBatches).innerJoin(users, eq(users.id, reportBatches.createdBy)).where(ownBatch(eq(reportBatches.id, batchId)));
      const [batch] = await withProgress(rows);
      return batch ?? null;
    },
    async listOwn(limit) {
      if (scope.userId === null) throw new Error("A user's own batches are listed for a user; the scope has none.");
      const rows = await db
        .select(batchColumns)
        .from(reportBatches)
        .innerJoin(users, eq(users.id, reportBatches.createdBy))
        .where(ownBatch(eq(reportBatches.createdBy, scope.userId)))
        .orderBy(desc(reportBatches.createdAt), desc(reportBatches.id))
        .limit(limit);
      return withProgress(rows);
    },
    itemCount: (batchId) => db.$count(reportBatchItems, ownItem(eq(reportBatchItems.batchId, batchId))),
    madeReports: (batchId, afterPosition, limit) =>
      db
        .select({ position: reportBatchItems.position, fileName: reports.fileName, pdf: reports.pdf })
        .from(reportBatchItems)
        .innerJoin(reports, eq(reports.id, reportBatchItems.reportId))
        .where(ownItem(eq(reportBatchItems.batchId, batchId), eq(reportBatchItems.state, 'done'), gt(reportBatchItems.position, afterPosition)))
        .orderBy(asc(reportBatchItems.position))
        .limit(limit),
    async pendingItemIds(batchId) {
      const rows = await db
        .select({ id: reportBatchItems.id })
        .from(reportBatchItems)
        .where(ownItem(eq(reportBatchItems.batchId, batchId), eq(reportBatchItems.state, 'pending')));
      return rows.map((row) => row.id);
    },
    async markRunning(batchId) {
      await db.update(reportBatches).set({ state: 'running' }).where(ownBatch(eq(reportBatches.id, batchId), eq(reportBatches.state, 'queued')));
    },
    async lockPendingItem(itemId) {
      const [item] = await db
        .select({ state: reportBatchItems.state, batchState: reportBatches.state })
        .from(reportBatchItems)
        .innerJoin(reportBatches, eq(reportBatches.id, reportBatchItems.batchId))
        .where(ownItem(eq(reportBatchItems.id, itemId)))
        .for('update', { of: reportBatchItems });
      return item !== undefined && item.state === 'pending' && item.batchState !== 'cancelled';
    },
    async markPendingItemDone(itemId, reportId, now) {
      const marked = await markDoneQuery(db).execute({ accountId: scope.accountId, itemId, reportId, finishedAt: now.toISOString() });
      return marked.length > 0;
    },
    async markItemFailed(itemId, failure, now) {
      await db
        .update(reportBatchItems)
        .set({ state: 'failed', failureCode: failure.code, failureMessage: failure.message, finishedAt: now })
        .where(ownItem(eq(reportBatchItems.id, itemId)));
    },
    async completeIfSettled(batchId, now) {
      const pending = pendingItems(batchId);
      const [completed] = await db
        .update(reportBatches)
        .set({ state: 'completed', finishedAt: now })
        .where(ownBatch(eq(reportBatches.id, batchId), inArray(reportBatches.state, ['queued', 'running']), notExists(pending)))
        .returning({ id: reportBatches.id, accountId: reportBatches.accountId, createdBy: reportBatches.createdBy });
      return completed ?? null;
    },
    async hasPendingItems(batchId) {
      const [item] = await hasPendingQuery(db).execute({ accountId: scope.accountId, batchId });
      return item !== undefined;
    },
  };
}
