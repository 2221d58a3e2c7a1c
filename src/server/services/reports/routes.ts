/** Handlers of the report operations of the assessment facade. */
import { reports } from '../../../contract';
import type { AppContext } from '../../context';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { actorOf } from '../actor';
import { downloadReport, generateReport, reportHistory } from './service';

/** The report service's handlers. */
export function reportRoutes(context: AppContext): BoundHandler[] {
  const { db } = context;
  return [
    handle(reports.generateReport, ({ params, body }, call) => generateReport(context, actorOf(call), params.assessmentId, body, call.now)),
    handle(reports.reportHistoryList, ({ query }, call) => reportHistory(db, actorOf(call), query.assessmentId, call.now)),
    handle(reports.reportHistoryDownload, ({ params }, call) => downloadReport(db, actorOf(call), params.reportId, call.now)),
  ];
}
