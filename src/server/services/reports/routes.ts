/** Handlers of the report operations of the assessment facade, and of the licensing ones that go with them. */
import { reports } from '../../../contract';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { actorOf } from '../actor';
import { licensingRoutes } from '../licensing/routes';
import { deleteReport, downloadReport, reportHistory, resubmitReport } from './history';
import { comparisonGroups, reportsPage } from './reportsPage';
import { generateReport } from './service';

/** The report service's handlers, with the licensing service's (app.ts wires this one list). */
export function reportRoutes(): BoundHandler[] {
  return [
    handle(reports.reportsPage, ({ params }, call) => reportsPage(call.db, actorOf(call), params.assessmentId, call.now)),
    handle(reports.comparisonGroups, ({ query }, { db }) => comparisonGroups(db, query.productId)),
    handle(reports.generateReport, ({ params, body }, call) => generateReport(call.context, actorOf(call), params.assessmentId, body, call.now)),
    handle(reports.reportHistoryList, ({ query }, call) => reportHistory(call.repos, call.context, actorOf(call), query.assessmentId)),
    handle(reports.reportHistoryDownload, ({ params }, { repos }) => downloadReport(repos, params.reportId)),
    handle(reports.reportHistoryDelete, ({ params }, { repos, now }) => deleteReport(repos, params.reportId, now)),
    handle(reports.reportHistoryResubmit, ({ params }, call) => resubmitReport(call.repos, call.context, actorOf(call), params.reportId, call.now)),
    ...licensingRoutes(),
  ];
}
