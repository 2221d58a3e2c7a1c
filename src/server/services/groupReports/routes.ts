/** Handlers of the group report operations of the assessment facade. */
import { batches } from '../../../contract';
import type { AppContext } from '../../context';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { actorOf } from '../actor';
import { downloadGroupReport, generateGroupReport, groupReportList } from './service';

/** The group report service's handlers. */
export function groupReportRoutes(context: AppContext): BoundHandler[] {
  const { db } = context;
  return [
    handle(batches.groupReports, ({ body }, call) => generateGroupReport(context, actorOf(call), body, call.now)),
    handle(batches.groupReportList, (_input, call) => groupReportList(db, actorOf(call), call.now)),
    handle(batches.downloadGroupReport, ({ params }, call) => downloadGroupReport(db, actorOf(call), params.groupReportId, call.now)),
  ];
}
