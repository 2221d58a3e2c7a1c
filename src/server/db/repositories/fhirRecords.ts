/**
 * The account's records as the FHIR endpoint reads them (issue #22): live examinees (Patients) and
 * their live scored assessments (QuestionnaireResponses and Observations). Every query is of the
 * scope's account; a limited user's transaction sees only their legitimate interest (row-level
 * security), so the endpoint shows what their lists show.
 */
import { and, count, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AdministrationDetails, AssessmentStatus } from '../../../domain/assessment';
import type { DateCondition } from '../../../domain/fhir/fhirSearch';
import type { Responses, ScoreResult } from '../../../domain/scoring/scoreTypes';
import type { Db } from '../client';
import { assessments, examinees } from '../schema';
import { examineeIdentityColumns, type ExamineeIdentity } from './examineeColumns';
import type { AccountScope } from './scope';

/** An examinee as a Patient shows it: its identity. */
export type FhirExaminee = ExamineeIdentity;

/** A scored assessment with its examinee's id, as a QuestionnaireResponse and its Observations show it. */
export interface FhirAssessment {
  id: number;
  examineeRecordId: number;
  examineeId: string;
  productId: string;
  productVersion: number;
  administrationDate: string;
  status: AssessmentStatus;
  responses: Responses;
  administration: AdministrationDetails;
  score: ScoreResult | null;
  /** ISO instant. */
  scoredAt: string | null;
}

/**
 * Which scored assessments a search reads; every condition must hold.
 * `examineeIds`: each must equal the examinee's id (without regard to case, as ids are unique);
 * `examineeRecordIds`: each must be the examinee's record id; `productIds`: one of them (`null`: any);
 * `dates`: the administration date satisfies each (fhirSearch.ts `dayMatches`).
 */
export interface FhirAssessmentFilter {
  examineeIds: string[];
  examineeRecordIds: number[];
  productIds: string[] | null;
  dates: DateCondition[];
}

/** A page: from `offset`, at most `limit` rows. */
export interface FhirPage {
  offset: number;
  limit: number;
}

/** What the FHIR endpoint reads. */
export interface FhirRecordRepository {
  /** A live examinee of the account, or `null`. */
  examinee(recordId: number): Promise<FhirExaminee | null>;
  /** Live examinees whose id is `examineeId` (any when `null`), by record id, with how many match. */
  examinees(examineeId: string | null, page: FhirPage): Promise<{ total: number; rows: FhirExaminee[] }>;
  /** A live scored assessment of a live examinee, or `null`. */
  assessment(assessmentId: number): Promise<FhirAssessment | null>;
  /** Live scored assessments matching `filter`, newest administration first; `page` null: all of them. */
  assessments(filter: FhirAssessmentFilter, page: FhirPage | null): Promise<{ total: number; rows: FhirAssessment[] }>;
}

const ASSESSMENT_COLUMNS = {
  id: assessments.id,
  examineeRecordId: assessments.examineeRecordId,
  examineeId: examinees.examineeId,
  productId: assessments.productId,
  productVersion: assessments.productVersion,
  administrationDate: assessments.administrationDate,
  status: assessments.status,
  responses: assessments.responses,
  administration: assessments.administration,
  score: assessments.score,
  scoredAt: assessments.scoredAt,
};

function dateCondition({ op, from, to }: DateCondition): SQL | undefined {
  const day = assessments.administrationDate;
  if (op === 'eq') return and(gte(day, from), lte(day, to));
  if (op === 'ne') return or(lt(day, from), gt(day, to));
  if (op === 'gt') return gt(day, to);
  if (op === 'ge') return gte(day, from);
  if (op === 'lt') return lt(day, from);
  return lte(day, to);
}

/** The FHIR repository of `scope`'s account over `db`. */
export function fhirRecordRepository(db: Db, scope: AccountScope): FhirRecordRepository {
  const liveExaminee = (...conditions: (SQL | undefined)[]) => and(eq(examinees.accountId, scope.accountId), isNull(examinees.deletedAt), ...conditions);
  const scored = (...conditions: (SQL | undefined)[]) =>
    and(eq(assessments.accountId, scope.accountId), isNull(assessments.deletedAt), eq(assessments.status, 'scored'), liveExaminee(), ...conditions);
  const toAssessment = (row: Omit<FhirAssessment, 'scoredAt'> & { scoredAt: Date | null }): FhirAssessment => ({ ...row, scoredAt: row.scoredAt?.toISOString() ?? null });
  const sameId = (examineeId: string) => sql`lower(${examinees.examineeId}) = lower(${examineeId})`;
  return {
    async examinee(recordId) {
      const [row] = await db.select(examineeIdentityColumns).from(examinees).where(liveExaminee(eq(examinees.id, recordId)));
      return row ?? null;
    },
    async examinees(examineeId, page) {
      const where = liveExaminee(examineeId === null ? undefined : sameId(examineeId));
      const [totals] = await db.select({ total: count() }).from(examinees).where(where);
      const rows = await db.select(examineeIdentityColumns).from(examinees).where(where).orderBy(examinees.id).offset(page.offset).limit(page.limit);
      return { total: totals?.total ?? 0, rows };
    },
    async assessment(assessmentId) {
      const [row] = await db.select(ASSESSMENT_COLUMNS).from(assessments).innerJoin(examinees, eq(examinees.id, assessments.examineeRecordId)).where(scored(eq(assessments.id, assessmentId)));
      return row ? toAssessment(row) : null;
    },
    async assessments(filter, page) {
      const where = scored(
        ...filter.examineeIds.map(sameId),
        ...filter.examineeRecordIds.map((id) => eq(assessments.examineeRecordId, id)),
        filter.productIds === null ? undefined : filter.productIds.length === 0 ? sql`false` : inArray(assessments.productId, filter.productIds),
        ...filter.dates.map(dateCondition),
      );
      const joined = () => db.select(ASSESSMENT_COLUMNS).from(assessments).innerJoin(examinees, eq(examinees.id, assessments.examineeRecordId)).where(where).orderBy(desc(assessments.administrationDate), desc(assessments.id));
      if (page === null) {
        const rows = (await joined()).map(toAssessment);
        return { total: rows.length, rows };
      }
      const [totals] = await db.select({ total: count() }).from(assessments).innerJoin(examinees, eq(examinees.id, assessments.examineeRecordId)).where(where);
      const rows = (await joined().offset(page.offset).limit(page.limit)).map(toAssessment);
      return { total: totals?.total ?? 0, rows };
    },
  };
}

