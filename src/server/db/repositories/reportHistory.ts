/**
 * The report history of one account (the report aggregate, read side and deletions): stored
 * reports are never changed; a deletion appends a report_deletions row, which hides the report.
 * Every query is filtered by the scope's account, so another account's report is a missing one.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ReportSummary } from '../../../contract/types';
import type { ReportOptions, ReportType } from '../../../domain/reports';
import { personName } from '../../auth/principal';
import type { Db } from '../client';
import { reportDeletions, reports, users } from '../schema';
import { uniquely } from './errors';
import type { AccountScope } from './scope';

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

/** What a resubmission needs of a report: its assessment, type and options. */
export interface StoredReportRequest {
  id: number;
  assessmentId: number;
  reportType: ReportType;
  options: ReportOptions;
}

/** The account's report history. */
export interface ReportHistoryRepository {
  /** The reports of an assessment still in the history, newest first. */
  listVisible(assessmentId: number): Promise<ReportSummary[]>;
  /** A report still in the history, or `null` (deleted, another account's, or none). */
  findVisible(reportId: number): Promise<StoredReportRequest | null>;
  /** A report's file name and PDF bytes, or `null` as {@link findVisible}. */
  fileOf(reportId: number): Promise<{ fileName: string; pdf: Buffer } | null>;
  /**
   * Hides a report from the history, by the scope's user at `now`; `false` when it is not there.
   * @throws DuplicateKeyError when a concurrent deletion of the same report got there first;
   *   Error when the scope has no user (a deletion is always someone's).
   */
  markDeleted(reportId: number, now: Date): Promise<boolean>;
}

/** The report history repository of `scope`'s account over `db`. */
export function reportHistoryRepository(db: Db, scope: AccountScope): ReportHistoryRepository {
  const visible = (...conditions: ReturnType<typeof eq>[]) => and(eq(reports.accountId, scope.accountId), isNull(reportDeletions.reportId), ...conditions);
  const findVisible = async (reportId: number): Promise<StoredReportRequest | null> => {
    const [row] = await db
      .select({ id: reports.id, assessmentId: reports.assessmentId, reportType: reports.reportType, options: reports.options })
      .from(reports)
      .leftJoin(reportDeletions, eq(reportDeletions.reportId, reports.id))
      .where(visible(eq(reports.id, reportId)))
      .limit(1);
    return row ?? null;
  };
  return {
    async listVisible(assessmentId) {
      const rows = await db
        .select(summaryColumns)
        .from(reports)
        .innerJoin(users, eq(users.id, reports.createdBy))
        .leftJoin(reportDeletions, eq(reportDeletions.reportId, reports.id))
        .where(visible(eq(reports.assessmentId, assessmentId)))
        .orderBy(desc(reports.createdAt), desc(reports.version));
      return rows.map(({ creatorTitle, creatorFirstName, creatorLastName, createdAt, ...row }) => ({
        ...row,
        createdAt: createdAt.toISOString(),
        createdByName: personName({ title: creatorTitle, firstName: creatorFirstName, lastName: creatorLastName }),
      }));
    },
    findVisible,
    async fileOf(reportId) {
      const [row] = await db
        .select({ fileName: reports.fileName, pdf: reports.pdf })
        .from(reports)
        .leftJoin(reportDeletions, eq(reportDeletions.reportId, reports.id))
        .where(visible(eq(reports.id, reportId)))
        .limit(1);
      return row ?? null;
    },
    markDeleted: (reportId, now) =>
      uniquely(db, 'The report is already deleted.', async (tx) => {
        if (scope.userId === null) throw new Error('A report is deleted by a user; the scope has none.');
        const report = await reportHistoryRepository(tx, scope).findVisible(reportId);
        if (!report) return false;
        await tx.insert(reportDeletions).values({ reportId: report.id, accountId: scope.accountId, deletedBy: scope.userId, deletedAt: now });
        return true;
      }),
  };
}
