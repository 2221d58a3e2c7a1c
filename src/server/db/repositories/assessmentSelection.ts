/**
 * The account's assessment list and the selections of many assessments (batch and group reports)
 * read with one filter, so that "all of a filtered list" selects exactly the rows the list showed.
 * Every query is filtered by the scope's account and leaves out deleted assessments and the
 * assessments of deleted examinees.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, max, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { AssessmentFilter } from '../../../contract/reportTypes';
import type { AssessmentSort } from '../../../contract/services/assessmentSelection';
import { personName } from '../../auth/principal';
import type { Db } from '../client';
import { assessments, examinees, reportDeletions, reports, users } from '../schema';
import { assessmentColumns, type AssessmentRow } from './assessments';
import { examineeRecordColumns, type ExportedExaminee } from './examineeExport';
import type { PageRequest } from './examinees';
import type { AccountScope } from './scope';
import { containsPattern } from './search';
import { userNameColumns } from './userColumns';

/** What the list shows of an assessment's examinee. */
export interface ListedExaminee {
  id: number;
  examineeId: string;
  firstName: string;
  middleName: string;
  lastName: string;
  customField1: string;
  customField2: string;
  customField3: string;
  customField4: string;
}

/** One row of the assessment list. */
export interface AssessmentListRow {
  assessment: AssessmentRow;
  examinee: ListedExaminee;
  /** The examiner's display name. */
  examinerName: string;
}

/** An assessment with its examinee's fields, as the research CSV export writes them. */
export interface ExportedAssessmentRow {
  assessment: AssessmentRow;
  examinee: ExportedExaminee;
}

/** An assessment of an examinee, as a selection by examinee reads it. */
export interface ExamineeAssessment {
  id: number;
  examineeRecordId: number;
}

const SORTS: Readonly<Record<AssessmentSort, SQL[]>> = {
  '-administrationDate': [desc(assessments.administrationDate), desc(assessments.id)],
  administrationDate: [asc(assessments.administrationDate), asc(assessments.id)],
  examineeName: [asc(examinees.lastName), asc(examinees.firstName), asc(assessments.administrationDate), asc(assessments.id)],
  '-examineeName': [desc(examinees.lastName), desc(examinees.firstName), desc(assessments.administrationDate), desc(assessments.id)],
  '-updatedAt': [desc(assessments.updatedAt), desc(assessments.id)],
};

/** The account's list of assessments and the selections made from it. */
export interface AssessmentSelectionRepository {
  /** How many assessments match `filter`. */
  countMatching(filter: AssessmentFilter): Promise<number>;
  /** A page of the assessments matching `filter`, in `sort` order. */
  listMatching(filter: AssessmentFilter, sort: AssessmentSort, page: PageRequest): Promise<AssessmentListRow[]>;
  /** The time of the newest stored, not deleted report of each of the assessments that has one. */
  latestReportTimes(assessmentIds: number[]): Promise<Map<number, Date>>;
  /** The products the account has assessments (not deleted) of, each once, in no order. */
  productsInUse(): Promise<string[]>;
  /** Which of `assessmentIds` are listed (with no filter), in no order. */
  listedAmong(assessmentIds: number[]): Promise<number[]>;
  /** The ids of the assessments matching `filter`, newest administration first, at most `limit`. */
  idsMatching(filter: AssessmentFilter, limit: number): Promise<number[]>;
  /**
   * The assessments matching `filter` with their examinees' fields, by product, then oldest
   * administration first (ties: lowest id); at most `limit`.
   */
  exportMatching(filter: AssessmentFilter, limit: number): Promise<ExportedAssessmentRow[]>;
  /** Which of `examineeRecordIds` are live examinees of the account, in no order. */
  liveExamineesAmong(examineeRecordIds: number[]): Promise<number[]>;
  /** The listed assessments of the examinees that match `filter`, newest administration first (ties: newest id). */
  listedOfExaminees(examineeRecordIds: number[], filter: AssessmentFilter): Promise<ExamineeAssessment[]>;
}

/** The assessment selection repository of `scope`'s account over `db`. */
export function assessmentSelectionRepository(db: Db, scope: AccountScope): AssessmentSelectionRepository {
  /** The conditions of a filter: the account's assessments of live examinees, narrowed by each field set. */
  const matching = (filter: AssessmentFilter): SQL => {
    const conditions: (SQL | undefined)[] = [
      eq(assessments.accountId, scope.accountId),
      isNull(assessments.deletedAt),
      isNull(examinees.deletedAt),
      filter.productId ? eq(assessments.productId, filter.productId) : undefined,
      filter.status ? eq(assessments.status, filter.status) : undefined,
      filter.examinerId ? eq(assessments.examinerId, filter.examinerId) : undefined,
      filter.administeredFrom ? gte(assessments.administrationDate, filter.administeredFrom) : undefined,
      filter.administeredTo ? lte(assessments.administrationDate, filter.administeredTo) : undefined,
    ];
    const search = filter.search?.trim() ?? '';
    if (search !== '') {
      const pattern = containsPattern(search);
      conditions.push(
        or(
          ilike(examinees.examineeId, pattern),
          ilike(examinees.firstName, pattern),
          ilike(examinees.lastName, pattern),
          ilike(examinees.customField1, pattern),
          ilike(examinees.customField2, pattern),
          ilike(examinees.customField3, pattern),
          ilike(examinees.customField4, pattern),
        ),
      );
    }
    return and(...conditions) ?? sql`true`;
  };
  const withExaminees = () => db.select({ id: assessments.id }).from(assessments).innerJoin(examinees, eq(examinees.id, assessments.examineeRecordId));
  return {
    async countMatching(filter) {
      const [totals] = await db
        .select({ total: count() })
        .from(assessments)
        .innerJoin(examinees, eq(examinees.id, assessments.examineeRecordId))
        .where(matching(filter));
      return totals?.total ?? 0;
    },
    async listMatching(filter, sort, { page, pageSize }) {
      const rows = await db
        .select({
          assessment: assessmentColumns,
          examinee: {
            id: examinees.id,
            examineeId: examinees.examineeId,
            firstName: examinees.firstName,
            middleName: examinees.middleName,
            lastName: examinees.lastName,
            customField1: examinees.customField1,
            customField2: examinees.customField2,
            customField3: examinees.customField3,
            customField4: examinees.customField4,
          },
          examiner: userNameColumns,
        })
        .from(assessments)
        .innerJoin(examinees, eq(examinees.id, assessments.examineeRecordId))
        .innerJoin(users, eq(users.id, assessments.examinerId))
        .where(matching(filter))
        .orderBy(...SORTS[sort])
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return rows.map(({ examiner, ...row }) => ({ ...row, examinerName: personName(examiner) }));
    },
    async latestReportTimes(assessmentIds) {
      if (assessmentIds.length === 0) return new Map();
      const rows = await db
        .select({ assessmentId: reports.assessmentId, latest: max(reports.createdAt) })
        .from(reports)
        .where(
          and(
            eq(reports.accountId, scope.accountId),
            inArray(reports.assessmentId, assessmentIds),
            notExists(db.select({ id: reportDeletions.reportId }).from(reportDeletions).where(eq(reportDeletions.reportId, reports.id))),
          ),
        )
        .groupBy(reports.assessmentId);
      return new Map(rows.flatMap((row) => (row.latest ? [[row.assessmentId, row.latest] as const] : [])));
    },
    async productsInUse() {
      const used = await db
        .selectDistinct({ productId: assessments.productId })
        .from(assessments)
        .where(and(eq(assessments.accountId, scope.accountId), isNull(assessments.deletedAt)));
      return used.map((row) => row.productId);
    },
    async listedAmong(assessmentIds) {
      const rows = await withExaminees().where(and(matching({}), inArray(assessments.id, assessmentIds)));
      return rows.map((row) => row.id);
    },
    async idsMatching(filter, limit) {
      const rows = await withExaminees()
        .where(matching(filter))
        .orderBy(...SORTS['-administrationDate'])
        .limit(limit);
      return rows.map((row) => row.id);
    },
    exportMatching: (filter, limit) =>
      db
        .select({
          assessment: assessmentColumns,
          examinee: {
            ...examineeRecordColumns,
          },
        })
        .from(assessments)
        .innerJoin(examinees, eq(examinees.id, assessments.examineeRecordId))
        .where(matching(filter))
        .orderBy(asc(assessments.productId), asc(assessments.administrationDate), asc(assessments.id))
        .limit(limit),
    async liveExamineesAmong(examineeRecordIds) {
      const live = await db
        .select({ id: examinees.id })
        .from(examinees)
        .where(and(eq(examinees.accountId, scope.accountId), isNull(examinees.deletedAt), inArray(examinees.id, examineeRecordIds)));
      return live.map((row) => row.id);
    },
    listedOfExaminees: (examineeRecordIds, filter) =>
      db
        .select({ id: assessments.id, examineeRecordId: assessments.examineeRecordId })
        .from(assessments)
        .innerJoin(examinees, eq(examinees.id, assessments.examineeRecordId))
        .where(and(matching(filter), inArray(assessments.examineeRecordId, examineeRecordIds)))
        .orderBy(desc(assessments.administrationDate), desc(assessments.id)),
  };
}
