/**
 * Report generation in one account (the report aggregate, write side): the next version number of
 * a report, the earlier reports a charge looks at, the stored report, and what a report's heading
 * prints (the account's name, the generating user). Stored reports are immutable (a trigger
 * refuses UPDATE); the history's reads and deletions are reportHistory.ts. Every query is filtered
 * by the scope's account, so another account's assessment has no reports here.
 */
import { and, eq, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UsageReason } from '../../../contract/reportTypes';
import type { UserPreferences } from '../../../domain/identity';
import type { EarlierReport } from '../../../domain/licensing';
import type { ReportOptions, ReportType } from '../../../domain/reports';
import type { Db } from '../client';
import { preparedPerDb } from '../prepared';
import { accounts, reports, users } from '../schema';
import type { AccountScope } from './scope';
import { userNameColumns } from './userColumns';

/** A user of the account as a report names its author, with the preferences it is printed in. */
export interface ReportAuthorRow {
  title: string;
  firstName: string;
  lastName: string;
  /** The user's own choices, as stored (the platform defaults fill the rest). */
  preferences: Partial<UserPreferences>;
  /** Internal staff get other default preferences. */
  internal: boolean;
}

/** A user's name parts, as `personName` (auth/principal.ts) joins them. */
export interface UserNameRow {
  title: string;
  firstName: string;
  lastName: string;
}

/** The names a report prints, read together ({@link ReportRepository.heading}). */
export interface ReportHeadingRow {
  /** The generating user, or `null` when the account has no such user. */
  author: ReportAuthorRow | null;
  /** The assessment's examiner, or `null` when the account has no such user. */
  examiner: UserNameRow | null;
  /** The account's name; `''` when the account is not found. */
  accountName: string;
}

/** A rendered report to store, made by the scope's user. */
export interface NewReport {
  assessmentId: number;
  reportType: ReportType;
  /** The report's version, per assessment and type, from 1 ({@link ReportRepository.nextVersion}). */
  version: number;
  /** The assessment's version the report was made from. */
  assessmentVersion: number;
  /** The options it was made with, resolved. */
  options: ReportOptions;
  /** What generating it cost (licensing/charge.ts). */
  charge: UsageReason;
  /** The report batch that made it, or `null`. */
  batchId: number | null;
  fileName: string;
  pdf: Buffer;
}

/** Report generation in the scope's account. */
export interface ReportRepository {
  /** The version a new report of the assessment and type gets: one more than the highest stored (deleted ones included), 1 for the first. */
  nextVersion(assessmentId: number, reportType: ReportType): Promise<number>;
  /** Every report ever stored for the assessment and type, deleted from the history or not, in no particular order. */
  earlierReports(assessmentId: number, reportType: ReportType): Promise<EarlierReport[]>;
  /**
   * Stores a report made by the scope's user at `now`; answers its id. Its byte size is the PDF's length.
   * @throws Error when the scope has no user (a report is always someone's); the database's unique
   *   violation when a concurrent generation took the same version (the caller renders again).
   */
  store(report: NewReport, now: Date): Promise<number>;
  /** The account's name, as a report's heading prints it; `''` when the account is not found. */
  accountName(): Promise<string>;
  /** A user of the account as the author of a report, or `null` when the account has no such user. */
  author(userId: number): Promise<ReportAuthorRow | null>;
  /**
   * What a report's heading prints, in one read instead of three: the author (as {@link author}),
   * the examiner's name parts and the account's name ({@link accountName}).
   */
  heading(authorId: number, examinerId: number): Promise<ReportHeadingRow>;
}

/** The examiner's row in {@link ReportRepository.heading}, beside the author's. */
const examiners = alias(users, 'examiner');

/*
 * Every report generation (a batch makes a thousand in a row) runs the statements below, so they
 * are prepared (db/prepared.ts): Drizzle builds each text once per process, and PostgreSQL parses
 * and plans it once per connection.
 */

/** The reports of one assessment and type in the account: placeholders accountId, assessmentId, reportType. */
const ofAssessment = and(
  eq(reports.accountId, sql.placeholder('accountId')),
  eq(reports.assessmentId, sql.placeholder('assessmentId')),
  eq(reports.reportType, sql.placeholder('reportType')),
);

const nextVersionQuery = preparedPerDb((db) => db.select({ latest: max(reports.version) }).from(reports).where(ofAssessment).prepare('qg_report_next_version'));

const earlierReportsQuery = preparedPerDb((db) =>
  db
    .select({ assessmentVersion: reports.assessmentVersion, charge: reports.charge, createdAt: reports.createdAt })
    .from(reports)
    .where(ofAssessment)
    .prepare('qg_report_earlier'),
);

/** Placeholders of {@link storeQuery}, one per column written; Drizzle maps each value through its column (the options to JSON, the time to text). */
const STORE_PLACEHOLDERS = {
  accountId: sql.placeholder('accountId'),
  assessmentId: sql.placeholder('assessmentId'),
  reportType: sql.placeholder('reportType'),
  version: sql.placeholder('version'),
  assessmentVersion: sql.placeholder('assessmentVersion'),
  options: sql.placeholder('options'),
  charge: sql.placeholder('charge'),
  batchId: sql.placeholder('batchId'),
  fileName: sql.placeholder('fileName'),
  pdf: sql.placeholder('pdf'),
  byteSize: sql.placeholder('byteSize'),
  createdBy: sql.placeholder('createdBy'),
  createdAt: sql.placeholder('createdAt'),
};

const storeQuery = preparedPerDb((db) => db.insert(reports).values(STORE_PLACEHOLDERS).returning({ id: reports.id }).prepare('qg_report_store'));

const headingQuery = preparedPerDb((db) =>
  db
    .select({
      accountName: accounts.name,
      author: { ...userNameColumns, preferences: users.preferences, internal: users.internal },
      examiner: { title: examiners.title, firstName: examiners.firstName, lastName: examiners.lastName },
    })
    .from(accounts)
    .leftJoin(users, and(eq(users.id, sql.placeholder('authorId')), eq(users.accountId, accounts.id)))
    .leftJoin(examiners, and(eq(examiners.id, sql.placeholder('examinerId')), eq(examiners.accountId, accounts.id)))
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .limit(1)
    .prepare('qg_report_heading'),
);

/** The report repository of `scope`'s account over `db` (the storing transaction for a write). */
export function reportRepository(db: Db, scope: AccountScope): ReportRepository {
  const assessmentOf = (assessmentId: number, reportType: ReportType) => ({ accountId: scope.accountId, assessmentId, reportType });
  return {
    async nextVersion(assessmentId, reportType) {
      const [row] = await nextVersionQuery(db).execute(assessmentOf(assessmentId, reportType));
      return (row?.latest ?? 0) + 1;
    },
    earlierReports: (assessmentId, reportType) => earlierReportsQuery(db).execute(assessmentOf(assessmentId, reportType)),
    async store(report, now) {
      if (scope.userId === null) throw new Error('A report is generated by a user; the scope has none.');
      const [inserted] = await storeQuery(db).execute({
        accountId: scope.accountId,
        assessmentId: report.assessmentId,
        reportType: report.reportType,
        version: report.version,
        assessmentVersion: report.assessmentVersion,
        options: report.options,
        charge: report.charge,
        batchId: report.batchId,
        fileName: report.fileName,
        pdf: report.pdf,
        byteSize: report.pdf.length,
        createdBy: scope.userId,
        createdAt: now,
      });
      if (!inserted) throw new Error('The report insert returned nothing.');
      return inserted.id;
    },
    async accountName() {
      const [row] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, scope.accountId)).limit(1);
      return row?.name ?? '';
    },
    async author(userId) {
      const [row] = await db
        .select({ ...userNameColumns, preferences: users.preferences, internal: users.internal })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.accountId, scope.accountId)))
        .limit(1);
      return row ?? null;
    },
    async heading(authorId, examinerId) {
      const [row] = await headingQuery(db).execute({ authorId, examinerId, accountId: scope.accountId });
      return { author: row?.author ?? null, examiner: row?.examiner ?? null, accountName: row?.accountName ?? '' };
    },
  };
}
