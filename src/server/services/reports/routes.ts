/** Handlers of the report operations of the assessment facade, and of the licensing ones that go with them. */
import { reports } from '../../../contract';
import type { AppContext } from '../../context';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { actorOf } from '../actor';
import { licensingRoutes } from '../licensing/routes';
import { deleteReport, downloadReport, reportHistory, resubmitReport } from './history';
import { comparisonGroups, reportsPage } from './reportsPage';
import { generateReport } from './service';

/** The report service's handlers, with the licensing service's (app.ts wires this one list). */
export function reportRoutes(context: AppContext): BoundHandler[] {
  const { db } = context;
  return [
    handle(reports.reportsPage, ({ params }, call) => reportsPage(db, actorOf(call), params.assessmentId, call.now)),
    handle(reports.comparisonGroups, ({ query }) => comparisonGroups(db, query.productId)),
    handle(reports.generateReport, ({ params, body }, call) => generateReport(context, actorOf(call), params.assessmentId, body, call.now)),
    handle(reports.reportHistoryList, ({ query }, call) => reportHistory(db, actorOf(call), query.assessmentId, call.now)),
    handle(reports.reportHistoryDownload, ({ params }, call) => downloadReport(db, actorOf(call), params.reportId, call.now)),
    handle(reports.reportHistoryDelete, ({ params }, call) => deleteReport(db, actorOf(call), params.reportId, call.now)),
    handle(reports.reportHistoryResubmit, ({ params }, call) => resubmitReport(context, actorOf(call), params.reportId, call.now)),
    ...licensingRoutes(context),
  ];
}
