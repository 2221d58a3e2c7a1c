/**
 * The assessments of one account (the assessment aggregate): the record, its saves, the
 * examinee's history and earlier administrations, and the names and account setting an
 * assessment's rules read. Every query is filtered by the scope's account, and all but the
 * writes by id leave out deleted assessments, so another account's assessment is a missing one.
 */
import { and, asc, desc, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AdministrationDetails, AssessmentStatus } from '../../../domain/assessment';
import type { EarlierAdministration } from '../../../domain/formEligibility';
import type { VerificationSession } from '../../../domain/itemEntryVerification';
import type { PreviousScore } from '../../../domain/scoreChange';
import type { Responses, ScoreResult } from '../../../domain/scoring/scoreTypes';
import { personName } from '../../auth/principal';
import type { Db } from '../client';
import { preparedPerDb } from '../prepared';
import { accountSettings, assessments, users } from '../schema';
import type { AccountScope } from './scope';
import { userNameColumns } from './userColumns';

/**
 * A stored assessment as the services read it: the domain's assessment with its times as dates,
 * the product version it was created with, its item entry verification and its session.
 */
export interface AssessmentRow {
  id: number;
  accountId: number;
  examineeRecordId: number;
  productId: string;
  /** The product version the assessment was created with. */
  productVersion: number;
  /** ISO date (YYYY-MM-DD). */
  administrationDate: string;
  examinerId: number;
  status: AssessmentStatus;
  responses: Responses;
  administration: AdministrationDetails;
  /** The score of record; `null` until scored. */
  score: ScoreResult | null;
  scoredAt: Date | null;
  /** Optimistic concurrency: every save increments it. */
  version: number;
  createdAt: Date;
  updatedAt: Date;
  /** When and by whom the responses were verified by a second entry; cleared when they change. */
  verifiedAt: Date | null;
  verifiedBy: number | null;
  /** The verification under way, or `null`. */
  verification: VerificationSession | null;
  /** The administration session the assessment belongs to, or `null`. */
  sessionId: number | null;
}

/** The columns of an {@link AssessmentRow}, for the repositories that read assessments with other tables. */
export const assessmentColumns = {
  id: assessments.id,
  accountId: assessments.accountId,
  examineeRecordId: assessments.examineeRecordId,
  productId: assessments.productId,
  productVersion: assessments.productVersion,
  administrationDate: assessments.administrationDate,
  examinerId: assessments.examinerId,
  status: assessments.status,
  responses: assessments.responses,
  administration: assessments.administration,
  score: assessments.score,
  scoredAt: assessments.scoredAt,
  version: assessments.version,
  createdAt: assessments.createdAt,
  updatedAt: assessments.updatedAt,
  verifiedAt: assessments.verifiedAt,
  verifiedBy: assessments.verifiedBy,
  verification: assessments.verification,
  sessionId: assessments.sessionId,
};

/** What a new assessment is made of; it starts at version 1, created by the scope's user. */
export interface NewAssessment {
  examineeRecordId: number;
  productId: string;
  productVersion: number;
  /** ISO date (YYYY-MM-DD). */
  administrationDate: string;
  examinerId: number;
  status: AssessmentStatus;
  responses: Responses;
  administration: AdministrationDetails;
}

/** The fields a save, a rubric score or a verification step writes (those given, only). */
export type AssessmentChanges = Partial<
  Pick<
    AssessmentRow,
    | 'responses'
    | 'administration'
    | 'administrationDate'
    | 'examinerId'
    | 'status'
    | 'score'
    | 'scoredAt'
    | 'version'
    | 'updatedAt'
    | 'verifiedAt'
    | 'verifiedBy'
    | 'verification'
  >
>;

/** The facts of an assessment that find its predecessor (the account is the scope's). */
export interface PredecessorOf {
  id: number;
  examineeRecordId: number;
  productId: string;
  /** ISO date (YYYY-MM-DD). */
  administrationDate: string;
}

/** An assessment of an examinee's history with its examiner's display name. */
export interface HistoryRow {
  assessment: AssessmentRow;
  examinerName: string;
}

/** What a link answers: one assessment, or the assessments of a session (exactly one is set). */
export interface LinkedTarget {
  assessmentId: number | null;
  sessionId: number | null;
}

/** The assessments of one account. */
export interface AssessmentRepository {
  /**
   * An assessment of the account that is not deleted, or `null`.
   * @param options.forUpdate lock the row until the transaction ends (saves, report numbering).
   */
  find(assessmentId: number, options?: { forUpdate?: boolean }): Promise<AssessmentRow | null>;
  /**
   * Locks an assessment of the account that is not deleted until the transaction ends, as
   * {@link find} with `forUpdate` does, and answers only its version (what a report's storing
   * transaction compares); `null` when there is none.
   */
  lockVersion(assessmentId: number): Promise<number | null>;
  /**
   * Stores a new assessment at version 1, created by the scope's user at `now`.
   * @throws Error when the insert answers nothing.
   */
  create(input: NewAssessment, now: Date): Promise<AssessmentRow>;
  /**
   * Writes `changes` to an assessment of the account (deleted or not: the caller found it first)
   * and answers it as stored; `null` when the account has no assessment of that id.
   */
  update(assessmentId: number, changes: AssessmentChanges): Promise<AssessmentRow | null>;
  /** Writes `changes` like {@link update}, answering only the stored version (`null` as there). */
  updateVersion(assessmentId: number, changes: AssessmentChanges): Promise<number | null>;
  /** The examinee's assessments (not deleted) with their examiners, newest administration first (ties: newest id). */
  listOfExaminee(examineeRecordId: number): Promise<HistoryRow[]>;
  /** The examinee's administrations (not deleted) of a product, in the database's order. */
  administrationsOf(examineeRecordId: number, productId: string): Promise<EarlierAdministration[]>;
  /**
   * The examinee's most recent scored, not deleted assessment of the same product that comes
   * before `subject`: an earlier administration date, or the same date and a lower id (two forms
   * given the same day are ordered as they were created); `null` when there is none.
   */
  previousScore(subject: PredecessorOf): Promise<PreviousScore | null>;
  /**
   * The assessments a link answers (not deleted), in answering order: a session's by the position
   * the examiner chose, then by id. `forUpdate` locks them until the transaction ends.
   */
  listOfLink(target: LinkedTarget, options?: { forUpdate?: boolean }): Promise<AssessmentRow[]>;
  /** The display name of an active examiner of the account, or `null` when the user is not one. */
  activeExaminerName(userId: number): Promise<string | null>;
  /** The display name of any user of the account (an old assessment's examiner may be inactive), or `null`. */
  userName(userId: number): Promise<string | null>;
  /**
   * The account's item entry verification code (account settings; '' when the account has
   * none), which says whether its assessments need a verified entry before scoring.
   */
  itemEntryVerificationCode(): Promise<string>;
}

/*
 * An assessment is read by id on every request about it, and a report reads it, its predecessor's
 * score and (storing) its version: those statements are prepared (db/prepared.ts), built once per
 * process and planned once per connection. Placeholders: accountId, assessmentId.
 */
const liveById = and(eq(assessments.accountId, sql.placeholder('accountId')), isNull(assessments.deletedAt), eq(assessments.id, sql.placeholder('assessmentId')));

const findQuery = preparedPerDb((db) => db.select(assessmentColumns).from(assessments).where(liveById).limit(1).prepare('qg_assessment_find'));

const findForUpdateQuery = preparedPerDb((db) => db.select(assessmentColumns).from(assessments).where(liveById).limit(1).for('update').prepare('qg_assessment_find_for_update'));

const lockVersionQuery = preparedPerDb((db) => db.select({ version: assessments.version }).from(assessments).where(liveById).limit(1).for('update').prepare('qg_assessment_lock_version'));

/** Placeholders: accountId, examineeRecordId, productId, administrationDate, assessmentId (see {@link AssessmentRepository.previousScore}). */
const previousScoreQuery = preparedPerDb((db) =>
  db
    .select({ id: assessments.id, administrationDate: assessments.administrationDate, score: assessments.score })
    .from(assessments)
    .where(
      and(
        eq(assessments.accountId, sql.placeholder('accountId')),
        isNull(assessments.deletedAt),
        eq(assessments.examineeRecordId, sql.placeholder('examineeRecordId')),
        eq(assessments.productId, sql.placeholder('productId')),
        eq(assessments.status, 'scored'),
        or(
          lt(assessments.administrationDate, sql.placeholder('administrationDate')),
          and(eq(assessments.administrationDate, sql.placeholder('administrationDate')), lt(assessments.id, sql.placeholder('assessmentId'))),
        ),
      ),
    )
    .orderBy(desc(assessments.administrationDate), desc(assessments.id))
    .limit(1)
    .prepare('qg_assessment_previous_score'),
);

/** The assessment repository of `scope`'s account over `db` (the operation's transaction for a write). */
export function assessmentRepository(db: Db, scope: AccountScope): AssessmentRepository {
  const ofAccount = (...conditions: (SQL | undefined)[]) => and(eq(assessments.accountId, scope.accountId), ...conditions);
  const live = (...conditions: (SQL | undefined)[]) => ofAccount(isNull(assessments.deletedAt), ...conditions);
  const nameOf = async (...conditions: SQL[]): Promise<string | null> => {
    const [row] = await db
      .select(userNameColumns)
      .from(users)
      .where(and(eq(users.accountId, scope.accountId), ...conditions))
      .limit(1);
    return row ? personName(row) : null;
  };
  return {
    async find(assessmentId, options = {}) {
      const [row] = await (options.forUpdate ? findForUpdateQuery : findQuery)(db).execute({ accountId: scope.accountId, assessmentId });
      return row ?? null;
    },
    async lockVersion(assessmentId) {
      const [row] = await lockVersionQuery(db).execute({ accountId: scope.accountId, assessmentId });
      return row?.version ?? null;
    },
    async create(input, now) {
      const [row] = await db
        .insert(assessments)
        .values({
          accountId: scope.accountId,
          examineeRecordId: input.examineeRecordId,
          productId: input.productId,
          productVersion: input.productVersion,
          administrationDate: input.administrationDate,
          examinerId: input.examinerId,
          status: input.status,
          responses: input.responses,
          administration: input.administration,
          version: 1,
          createdBy: scope.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning(assessmentColumns);
      if (!row) throw new Error('The assessment insert returned nothing.');
      return row;
    },
    async update(assessmentId, changes) {
      const [row] = await db.update(assessments).set(changes).where(ofAccount(eq(assessments.id, assessmentId))).returning(assessmentColumns);
      return row ?? null;
    },
    async updateVersion(assessmentId, changes) {
      const [row] = await db.update(assessments).set(changes).where(ofAccount(eq(assessments.id, assessmentId))).returning({ version: assessments.version });
      return row?.version ?? null;
    },
    async listOfExaminee(examineeRecordId) {
      const rows = await db
        .select({ assessment: assessmentColumns, examiner: userNameColumns })
        .from(assessments)
        .innerJoin(users, eq(users.id, assessments.examinerId))
        .where(live(eq(assessments.examineeRecordId, examineeRecordId)))
        .orderBy(desc(assessments.administrationDate), desc(assessments.id));
      return rows.map((row) => ({ assessment: row.assessment, examinerName: personName(row.examiner) }));
    },
    administrationsOf: (examineeRecordId, productId) =>
      db
        .select({ assessmentId: assessments.id, administrationDate: assessments.administrationDate })
        .from(assessments)
        .where(live(eq(assessments.examineeRecordId, examineeRecordId), eq(assessments.productId, productId))),
    async previousScore(subject) {
      const [row] = await previousScoreQuery(db).execute({
        accountId: scope.accountId,
        examineeRecordId: subject.examineeRecordId,
        productId: subject.productId,
        administrationDate: subject.administrationDate,
        assessmentId: subject.id,
      });
      if (!row?.score) return null;
      return { assessmentId: row.id, administrationDate: row.administrationDate, score: row.score };
    },
    async listOfLink(target, options = {}) {
      const which = target.assessmentId !== null ? eq(assessments.id, target.assessmentId) : eq(assessments.sessionId, target.sessionId ?? -1);
      const query = db
        .select(assessmentColumns)
        .from(assessments)
        .where(and(which, eq(assessments.accountId, scope.accountId), isNull(assessments.deletedAt)))
        .orderBy(asc(assessments.sessionPosition), asc(assessments.id));
      return options.forUpdate ? query.for('update') : query;
    },
    activeExaminerName: (userId) => nameOf(eq(users.id, userId), eq(users.examiner, true), eq(users.active, true)),
    userName: (userId) => nameOf(eq(users.id, userId)),
    async itemEntryVerificationCode() {
      const [row] = await db
        .select({ code: accountSettings.itemEntryVerificationCode })
        .from(accountSettings)
        .where(eq(accountSettings.accountId, scope.accountId))
        .limit(1);
      return row?.code ?? '';
    },
  };
}
