/** Handlers of the group report operations of the assessment facade. */
import { batches } from '../../../contract';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { actorOf } from '../actor';
import { downloadGroupReport, generateGroupReport, groupReportList } from './service';

/** The group report service's handlers. */
export function groupReportRoutes(): BoundHandler[] {
  return [
    handle(batches.groupReports, ({ body }, call) => generateGroupReport(call.context, actorOf(call), body, call.now)),
    handle(batches.groupReportList, (_input, { repos }) => groupReportList(repos)),
    handle(batches.downloadGroupReport, ({ params }, { repos }) => downloadGroupReport(repos, params.groupReportId)),
  ];
}
