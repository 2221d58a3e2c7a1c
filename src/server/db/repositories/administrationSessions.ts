/**
 * The administration sessions of one account (assessments of one examinee given together through
 * one link) and the membership of assessments in them. Every query is filtered by the scope's
 * account, so another account's session, assessment or user is a missing one.
 */
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { AdministrationSession } from '../../../contract/services/sessions';
import type { AssessmentStatus } from '../../../domain/assessment';
import type { SessionDelivery } from '../../../domain/live/liveSession';
import { personName } from '../../auth/principal';
import type { Db } from '../client';
import { administrationSessions, assessments, products, users } from '../schema';
import type { AccountScope } from './scope';
import { userNameColumns } from './userColumns';

/** A stored session without its assessments. */
export interface StoredSessionRow {
  id: number;
  examineeRecordId: number;
  title: string;
  /** `link` or `live` (issue #20). */
  delivery: SessionDelivery;
  createdAt: Date;
  /** The user who created it. */
  createdBy: number;
}

/** An assessment as joining a session checks it. */
export interface SessionCandidateRow {
  id: number;
  status: AssessmentStatus;
  /** The session it is already in, or `null`. */
  sessionId: number | null;
}

const storedColumns = {
  id: administrationSessions.id,
  examineeRecordId: administrationSessions.examineeRecordId,
  title: administrationSessions.title,
  delivery: administrationSessions.delivery,
  createdAt: administrationSessions.createdAt,
  createdBy: administrationSessions.createdBy,
};

/** The account's administration sessions. */
export interface AdministrationSessionRepository {
  /** The sessions of an examinee with their assessments, newest first. */
  ofExaminee(examineeRecordId: number): Promise<AdministrationSession[]>;
  /**
   * The assessments of `assessmentIds` that are the examinee's and not deleted, locked until the
   * transaction ends (fewer than asked when some are not).
   */
  lockAssessments(examineeRecordId: number, assessmentIds: number[]): Promise<SessionCandidateRow[]>;
  /**
   * Stores a new session of the examinee, created by the scope's user at `now`, with no assessments.
   * @throws Error when the scope has no user (a session is always someone's).
   */
  create(examineeRecordId: number, title: string, now: Date): Promise<StoredSessionRow>;
  /** Puts an assessment of the account into a session at `position` (0 first), changed at `now`. */
  placeAssessment(assessmentId: number, sessionId: number, position: number, now: Date): Promise<void>;
  /**
   * Sessions with their assessments (not deleted, in answering order) and their creators' names
   * (empty when the creator is not found), in the order given.
   */
  describe(rows: StoredSessionRow[]): Promise<AdministrationSession[]>;
}

/** The administration session repository of `scope`'s account over `db`. */
export function administrationSessionRepository(db: Db, scope: AccountScope): AdministrationSessionRepository {
  const describe = async (rows: StoredSessionRow[]): Promise<AdministrationSession[]> => {
    if (rows.length === 0) return [];
    const members = await db
      .select({ sessionId: assessments.sessionId, assessmentId: assessments.id, productCode: products.code, productName: products.name, status: assessments.status })
      .from(assessments)
      .innerJoin(products, eq(products.id, assessments.productId))
      .where(and(eq(assessments.accountId, scope.accountId), inArray(assessments.sessionId, rows.map((row) => row.id)), isNull(assessments.deletedAt)))
      .orderBy(asc(assessments.sessionPosition), asc(assessments.id));
    const creators = await db
      .select({ id: users.id, ...userNameColumns })
      .from(users)
      .where(and(eq(users.accountId, scope.accountId), inArray(users.id, [...new Set(rows.map((row) => row.createdBy))])));
    return rows.map((row) => {
      const creator = creators.find((user) => user.id === row.createdBy);
      return {
        delivery: row.delivery,
        id: row.id,
        examineeRecordId: row.examineeRecordId,
        title: row.title,
        createdAt: row.createdAt.toISOString(),
        createdByName: creator ? personName(creator) : '',
        assessments: members
          .filter((member) => member.sessionId === row.id)
          .map(({ assessmentId, productCode, productName, status }) => ({ assessmentId, productCode, productName, status })),
      };
    });
  };
  return {
    async ofExaminee(examineeRecordId) {
      const rows = await db
        .select(storedColumns)
        .from(administrationSessions)
        .where(and(eq(administrationSessions.accountId, scope.accountId), eq(administrationSessions.examineeRecordId, examineeRecordId)))
        .orderBy(desc(administrationSessions.createdAt), desc(administrationSessions.id));
      return describe(rows);
    },
    lockAssessments: (examineeRecordId, assessmentIds) =>
      db
        .select({ id: assessments.id, status: assessments.status, sessionId: assessments.sessionId })
        .from(assessments)
        .where(
          and(
            inArray(assessments.id, assessmentIds),
            eq(assessments.accountId, scope.accountId),
            eq(assessments.examineeRecordId, examineeRecordId),
            isNull(assessments.deletedAt),
          ),
        )
        .for('update'),
    async create(examineeRecordId, title, now) {
      if (scope.userId === null) throw new Error('A session is created by a user; the scope has none.');
      const [row] = await db
        .insert(administrationSessions)
        .values({ accountId: scope.accountId, examineeRecordId, title, createdBy: scope.userId, createdAt: now })
        .returning(storedColumns);
      if (!row) throw new Error('The session insert returned nothing.');
      return row;
    },
    async placeAssessment(assessmentId, sessionId, position, now) {
      await db
        .update(assessments)
        .set({ sessionId, sessionPosition: position, updatedAt: now })
        .where(and(eq(assessments.id, assessmentId), eq(assessments.accountId, scope.accountId)));
    },
    describe,
  };
}
