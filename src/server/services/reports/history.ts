/**
 * The report history of an assessment: list, download, delete and resubmit, through the report
 * history repository of the caller's account. Stored reports are never changed (a trigger refuses
 * UPDATE on reports): deleting hides a report from the list and its download; resubmitting
 * generates the next version.
 */
import type { ReportSummary } from '../../../contract/types';
import type { AppContext } from '../../context';
import type { Repositories } from '../../db/repositories';
import type { StoredReportRequest } from '../../db/repositories/reportHistory';
import type { FileAnswer, PreparingCall } from '../../http/operationHandler';
import { notFound } from '../../http/problems';
import type { Actor } from '../actor';
import { requireAssessment } from '../assessments/service';
import { refusingDuplicates } from '../duplicateKeys';
import { generateReport, type RenderedReport, renderAhead } from './service';

/** A report still in the history. @throws HttpProblem notFound, also for a deleted or another account's report. */
async function requireVisibleReport(repos: Repositories, reportId: number): Promise<StoredReportRequest> {
  const report = await repos.reportHistory.findVisible(reportId);
  if (!report) throw notFound('The report');
  return report;
}

/**
 * The reports of an assessment still in its history, newest first, each with what it cost.
 * @param context where the assessment is checked (the operation's database).
 * @throws HttpProblem notFound.
 */
export async function reportHistory(repos: Repositories, context: Pick<AppContext, 'db'>, actor: Actor, assessmentId: number): Promise<ReportSummary[]> {
  await requireAssessment(context.db, actor.accountId, assessmentId);
  return repos.reportHistory.listVisible(assessmentId);
}

/** A stored report's PDF. @throws HttpProblem notFound, also for a deleted or another account's report. */
export async function downloadReport(repos: Repositories, reportId: number): Promise<FileAnswer> {
  const file = await repos.reportHistory.fileOf(reportId);
  if (!file) throw notFound('The report');
  return { kind: 'file', contentType: 'application/pdf', fileName: file.fileName, bytes: file.pdf };
}

/**
 * Removes a report from the history: one report_deletions row, in the operation's transaction.
 * The report row and its usage-ledger row stay as they are.
 * @throws HttpProblem notFound, also for an already deleted (a concurrent deletion included) or
 *   another account's report.
 */
export async function deleteReport(repos: Repositories, reportId: number, now: Date): Promise<undefined> {
  const deleted = await refusingDuplicates(() => repos.reportHistory.markDeleted(reportId, now), () => notFound('The report'));
  if (!deleted) throw notFound('The report');
  return undefined;
}

/**
 * Generates the next version of a report still in the history, with its type and (resolved)
 * options, from the assessment as it is now. It is charged like any generation.
 * @throws HttpProblem notFound, also for a deleted or another account's report; whatever
 *   generateReport throws.
 */
export async function resubmitReport(
  repos: Repositories,
  context: Pick<AppContext, 'db' | 'renderer'>,
  actor: Actor,
  reportId: number,
  now: Date,
  rendered: RenderedReport | null = null,
): Promise<ReportSummary> {
  const report = await requireVisibleReport(repos, reportId);
  return generateReport(context, actor, report.assessmentId, { reportType: report.reportType, options: report.options }, now, { batchId: null }, rendered);
}

/**
 * Renders the next version of a report still in the history before the operation's unit of work
 * (see {@link resubmitReport}, which stores it).
 * @throws HttpProblem notFound, also for a deleted or another account's report; whatever draftReport throws.
 */
export async function renderResubmission(call: PreparingCall, reportId: number): Promise<RenderedReport> {
  const report = await call.read((_db, repos) => requireVisibleReport(repos, reportId));
  return renderAhead(call, report.assessmentId, { reportType: report.reportType, options: report.options });
}
