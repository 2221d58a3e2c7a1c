/** Handlers of the report batch operations of the assessment facade. */
import { batches } from '../../../contract';
import type { AppContext } from '../../context';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { actorOf } from '../actor';
import { batchStatus, listBatches } from './batchProgress';
import { downloadBatch } from './batchZip';
import { cancelBatch, createBatch } from './service';

/** The report batch service's handlers. */
export function reportBatchRoutes(context: AppContext): BoundHandler[] {
  const { db } = context;
  return [
    handle(batches.batchReports, ({ body }, call) => createBatch(context, actorOf(call), body, call.now)),
    handle(batches.reportBatchStatus, ({ params }, call) => batchStatus(db, actorOf(call), params.batchId)),
    handle(batches.reportBatchList, (_input, call) => listBatches(db, actorOf(call))),
    handle(batches.cancelReportBatch, ({ params }, call) => cancelBatch(db, actorOf(call), params.batchId, call.now)),
    handle(batches.downloadReportBatch, ({ params }, call) => downloadBatch(db, actorOf(call), params.batchId, call.now)),
  ];
}
