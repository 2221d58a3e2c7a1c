/** Handlers of the report batch operations of the assessment facade. */
import { batches } from '../../../contract';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { actorOf } from '../actor';
import { batchStatus, listBatches } from './batchProgress';
import { downloadBatch } from './batchZip';
import { cancelBatch, createBatch } from './service';

/** The report batch service's handlers. */
export function reportBatchRoutes(): BoundHandler[] {
  return [
    handle(batches.batchReports, ({ body }, call) => createBatch(call.context, actorOf(call), body, call.now)),
    handle(batches.reportBatchStatus, ({ params }, { repos }) => batchStatus(repos, params.batchId)),
    handle(batches.reportBatchList, (_input, { repos }) => listBatches(repos)),
    handle(batches.cancelReportBatch, ({ params }, call) => cancelBatch(call.db, actorOf(call), params.batchId, call.now)),
    handle(batches.downloadReportBatch, ({ params }, { repos }) => downloadBatch(repos, params.batchId)),
  ];
}
