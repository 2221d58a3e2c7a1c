/**
 * The report history of an assessment: list, download, delete and resubmit. Stored reports are
 * never changed (a trigger refuses UPDATE on reports): deleting appends a report_deletions row,
 * which hides the report from the list and its download; resubmitting generates the next version.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ReportSummary } from '../../../contract/types';
import { personName } from '../../auth/principal';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { reportDeletions, reports, users } from '../../db/schema';
import type { FileAnswer } from '../../http/operationHandler';
import { notFound } from '../../http/problems';
import type { Actor } from '../actor';
import { requireAssessment } from '../assessments/service';
import { generateReport } from './service';

const summaryColumns = {
  id: reports.id,
  assessmentId: reports.assessmentId,
  reportType: reports.reportType,
  version: reports.version,
  assessmentVersion: reports.assessmentVersion,
  options: reports.options,
  charge: reports.charge,
  fileName: reports.fileName,
  byteSize: reports.byteSize,
  createdAt: reports.createdAt,
  creatorTitle: users.title,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
};

/** Reports of the account that are not deleted from the history. */
const visibleIn = (accountId: number) => and(eq(reports.accountId, accountId), isNull(reportDeletions.reportId));

/** A report of the account still in the history. @throws HttpProblem notFound, also for a deleted or another account's report. */
async function requireVisibleReport(db: Db, accountId: number, reportId: number) {
  const [row] = await db
    .select({ id: reports.id, assessmentId: reports.assessmentId, reportType: reports.reportType, options: reports.options })
    .from(reports)
    .leftJoin(reportDeletions, eq(reportDeletions.reportId, reports.id))
    .where(and(eq(reports.id, reportId), visibleIn(accountId)))
    .limit(1);
  if (!row) throw notFound('The report');
  return row;
}

/** The reports of an assessment still in its history, newest first, each with what it cost. @throws HttpProblem notFound. */
export async function reportHistory(db: Db, actor: Actor, assessmentId: number): Promise<ReportSummary[]> {
  await requireAssessment(db, actor.accountId, assessmentId);
  const rows = await db
    .select(summaryColumns)
    .from(reports)
    .innerJoin(users, eq(users.id, reports.createdBy))
    .leftJoin(reportDeletions, eq(reportDeletions.reportId, reports.id))
    .where(and(visibleIn(actor.accountId), eq(reports.assessmentId, assessmentId)))
    .orderBy(desc(reports.createdAt), desc(reports.version));
  return rows.map(({ creatorTitle, creatorFirstName, creatorLastName, createdAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    createdByName: personName({ title: creatorTitle, firstName: creatorFirstName, lastName: creatorLastName }),
  }));
}

/** A stored report's PDF. @throws HttpProblem notFound, also for a deleted or another account's report. */
export async function downloadReport(db: Db, actor: Actor, reportId: number): Promise<FileAnswer> {
  const [row] = await db
    .select({ fileName: reports.fileName, pdf: reports.pdf })
    .from(reports)
    .leftJoin(reportDeletions, eq(reportDeletions.reportId, reports.id))
    .where(and(eq(reports.id, reportId), visibleIn(actor.accountId)))
    .limit(1);
  if (!row) throw notFound('The report');
  return { kind: 'file', contentType: 'application/pdf', fileName: row.fileName, bytes: row.pdf };
}

/**
 * Removes a report from the history: one report_deletions row and its audit row, in one
 * transaction. The report row and its usage-ledger row stay as they are.
 * @throws HttpProblem notFound, also for an already deleted or another account's report.
 */
export async function deleteReport(db: Db, actor: Actor, reportId: number, now: Date): Promise<undefined> {
  try {
    await db.transaction(async (tx) => {
      const report = await requireVisibleReport(tx, actor.accountId, reportId);
      await tx.insert(reportDeletions).values({ reportId: report.id, accountId: actor.accountId, deletedBy: actor.userId, deletedAt: now });
    });
  } catch (error) {
    // A concurrent delete of the same report got there first: for this caller it is gone.
    if (isUniqueViolation(error)) throw notFound('The report');
    throw error;
  }
  return undefined;
}

/**
 * Generates the next version of a report still in the history, with its type and (resolved)
 * options, from the assessment as it is now. It is charged like any generation.
 * @throws HttpProblem notFound, also for a deleted or another account's report; whatever
 *   generateReport throws.
 */
export async function resubmitReport(context: Pick<AppContext, 'db' | 'renderer'>, actor: Actor, reportId: number, now: Date): Promise<ReportSummary> {
  const report = await requireVisibleReport(context.db, actor.accountId, reportId);
  return generateReport(context, actor, report.assessmentId, { reportType: report.reportType, options: report.options }, now);
}
