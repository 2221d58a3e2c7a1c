/**
 * Soft deletion and recovery of one account's examinees and assessments: a deleted row keeps its
 * data and carries who deleted it (the scope's user) and when; the other repositories skip it.
 * Every query is filtered by the scope's account, so another account's record is a missing one.
 */
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { personName } from '../../auth/principal';
import type { Db } from '../client';
import { assessments, examinees, users } from '../schema';
import { assessmentColumns, type AssessmentRow } from './assessments';
import type { AccountScope } from './scope';

/** A deleted examinee and the assessments deleted with it. */
export interface ExamineeDeletion {
  examineeRecordId: number;
  /** The examinee's assessments that were still live, now deleted with it. */
  assessmentIds: number[];
}

/** A deleted assessment as the recovery list shows it. */
export interface DeletedAssessmentRow {
  id: number;
  examineeRecordId: number;
  productId: string;
  /** ISO date (YYYY-MM-DD). */
  administrationDate: string;
  deletedAt: Date | null;
  /** The display name of the user who deleted it; '' when none is recorded. */
  deletedByName: string;
  examinee: { examineeId: string; firstName: string; middleName: string; lastName: string; deletedAt: Date | null };
}

/** A deleted assessment found for recovery, with whether its examinee is deleted too. */
export interface RecoveryCandidate {
  id: number;
  examineeDeletedAt: Date | null;
}

/** Deletion and recovery in one account. */
export interface AssessmentDeletionRepository {
  /**
   * Deletes a live examinee of the account and, with it, the examinee's live assessments (by the
   * scope's user at `now`); `null` when the account has no live examinee of that id.
   */
  deleteExaminee(examineeRecordId: number, now: Date): Promise<ExamineeDeletion | null>;
  /**
   * Deletes a live assessment of the account (by the scope's user at `now`), dropping a
   * verification under way; answers its id, or `null` when there is no live one of that id.
   */
  deleteAssessment(assessmentId: number, now: Date): Promise<number | null>;
  /** The account's deleted assessments with their examinees and deleters, newest deletion first (ties: newest id). */
  listDeleted(): Promise<DeletedAssessmentRow[]>;
  /** A deleted assessment of the account, its row locked until the transaction ends, or `null`. */
  findDeletedForUpdate(assessmentId: number): Promise<RecoveryCandidate | null>;
  /** Undeletes an assessment of the account at `now`; `null` when the account has none of that id. */
  recover(assessmentId: number, now: Date): Promise<AssessmentRow | null>;
}

/** The deletion repository of `scope`'s account over `db` (the operation's transaction). */
export function assessmentDeletionRepository(db: Db, scope: AccountScope): AssessmentDeletionRepository {
  return {
    async deleteExaminee(examineeRecordId, now) {
      const [row] = await db
        .update(examinees)
        .set({ deletedAt: now, deletedBy: scope.userId, updatedAt: now })
        .where(and(eq(examinees.id, examineeRecordId), eq(examinees.accountId, scope.accountId), isNull(examinees.deletedAt)))
        .returning({ id: examinees.id });
      if (!row) return null;
      const hidden = await db
        .update(assessments)
        .set({ deletedAt: now, deletedBy: scope.userId })
        .where(and(eq(assessments.examineeRecordId, row.id), eq(assessments.accountId, scope.accountId), isNull(assessments.deletedAt)))
        .returning({ id: assessments.id });
      return { examineeRecordId: row.id, assessmentIds: hidden.map((assessment) => assessment.id) };
    },
    async deleteAssessment(assessmentId, now) {
      const [row] = await db
        .update(assessments)
        .set({ deletedAt: now, deletedBy: scope.userId, verification: null })
        .where(and(eq(assessments.id, assessmentId), eq(assessments.accountId, scope.accountId), isNull(assessments.deletedAt)))
        .returning({ id: assessments.id });
      return row?.id ?? null;
    },
    async listDeleted() {
      const deleter = alias(users, 'deleter');
      const rows = await db
        .select({
          id: assessments.id,
          examineeRecordId: assessments.examineeRecordId,
          productId: assessments.productId,
          administrationDate: assessments.administrationDate,
          deletedAt: assessments.deletedAt,
          examinee: { examineeId: examinees.examineeId, firstName: examinees.firstName, middleName: examinees.middleName, lastName: examinees.lastName, deletedAt: examinees.deletedAt },
          deleter: { title: deleter.title, firstName: deleter.firstName, lastName: deleter.lastName },
        })
        .from(assessments)
        .innerJoin(examinees, eq(examinees.id, assessments.examineeRecordId))
        .leftJoin(deleter, eq(deleter.id, assessments.deletedBy))
        .where(and(eq(assessments.accountId, scope.accountId), isNotNull(assessments.deletedAt)))
        .orderBy(desc(assessments.deletedAt), desc(assessments.id));
      return rows.map(({ deleter: by, ...row }) => ({ ...row, deletedByName: by ? personName(by) : '' }));
    },
    async findDeletedForUpdate(assessmentId) {
      const [found] = await db
        .select({ id: assessments.id, examineeDeletedAt: examinees.deletedAt })
        .from(assessments)
        .innerJoin(examinees, eq(examinees.id, assessments.examineeRecordId))
        .where(and(eq(assessments.id, assessmentId), eq(assessments.accountId, scope.accountId), isNotNull(assessments.deletedAt)))
        .limit(1)
        .for('update', { of: assessments });
      return found ?? null;
    },
    async recover(assessmentId, now) {
      const [row] = await db
        .update(assessments)
        .set({ deletedAt: null, deletedBy: null, updatedAt: now })
        .where(and(eq(assessments.id, assessmentId), eq(assessments.accountId, scope.accountId)))
        .returning(assessmentColumns);
      return row ?? null;
    },
  };
}
