/** Handlers of the report operations of the assessment facade, and of the licensing ones that go with them. */
import { reports } from '../../../contract';
import { type BoundHandler, handle, handlePrepared } from '../../http/operationHandler';
import { actorOf } from '../actor';
import { licensingRoutes } from '../licensing/routes';
import { deleteReport, downloadReport, renderResubmission, reportHistory, resubmitReport } from './history';
import { comparisonGroups, reportsPage } from './reportsPage';
import { generateReport, renderAhead } from './service';

/** The report service's handlers, with the licensing service's (app.ts wires this one list). */
export function reportRoutes(): BoundHandler[] {
  return [
    handle(reports.reportsPage, ({ params }, call) => reportsPage(call.db, actorOf(call), params.assessmentId, call.now)),
    handle(reports.comparisonGroups, ({ query }, { db }) => comparisonGroups(db, query.productId)),
    // A report renders before the operation's transaction, which then only stores it.
    handlePrepared(
      reports.generateReport,
      ({ params, body }, call) => renderAhead(call, params.assessmentId, body),
      ({ params, body }, call, rendered) => generateReport(call.context, actorOf(call), params.assessmentId, body, call.now, { batchId: null }, rendered),
    ),
    handle(reports.reportHistoryList, ({ query }, call) => reportHistory(call.repos, call.context, actorOf(call), query.assessmentId)),
    handle(reports.reportHistoryDownload, ({ params }, { repos }) => downloadReport(repos, params.reportId)),
    handle(reports.reportHistoryDelete, ({ params }, { repos, now }) => deleteReport(repos, params.reportId, now)),
    handlePrepared(
      reports.reportHistoryResubmit,
      ({ params }, call) => renderResubmission(call, params.reportId),
      ({ params }, call, rendered) => resubmitReport(call.repos, call.context, actorOf(call), params.reportId, call.now, rendered),
    ),
    ...licensingRoutes(),
  ];
}
