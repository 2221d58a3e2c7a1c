/**
 * Soft deletion and recovery of examinees and assessments. A deleted row keeps its data and
 * carries who deleted it and when; every other query skips it. Each change is one transaction
 * with its audit row. Another account's id answers 404 like a missing one.
 */
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DeletedAssessment, Deletion } from '../../../contract/services/assessmentLifecycle';
import type { Assessment } from '../../../domain/assessment';
import { examineeDisplayName } from '../../../domain/examinee';
import { recordAudit } from '../../audit/auditLog';
import { personName } from '../../auth/principal';
import type { Db } from '../../db/client';
import { assessments, examinees, users } from '../../db/schema';
import { HttpProblem, notFound } from '../../http/problems';
import type { Actor } from '../actor';
import { listProducts } from '../products/service';
import { toAssessment } from './service';

/**
 * Deletes an examinee and, with it, the examinee's assessments (soft, audited).
 * @throws HttpProblem notFound when the examinee is not in the account (or already deleted).
 */
export async function deleteExaminee(db: Db, actor: Actor, examineeRecordId: number, now: Date): Promise<Deletion> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(examinees)
      .set({ deletedAt: now, deletedBy: actor.userId, updatedAt: now })
      .where(and(eq(examinees.id, examineeRecordId), eq(examinees.accountId, actor.accountId), isNull(examinees.deletedAt)))
      .returning({ id: examinees.id });
    if (!row) throw notFound('The examinee');
    const hidden = await tx
      .update(assessments)
      .set({ deletedAt: now, deletedBy: actor.userId })
      .where(and(eq(assessments.examineeRecordId, row.id), eq(assessments.accountId, actor.accountId), isNull(assessments.deletedAt)))
      .returning({ id: assessments.id });
    for (const assessment of hidden) {
      await recordAudit(tx, actor, { action: 'assessment.deleteExaminee', entity: 'assessment', entityId: assessment.id }, now);
    }
    return { id: row.id, deletedAt: now.toISOString() };
  });
}

/**
 * Deletes an assessment (soft, audited).
 * @throws HttpProblem notFound when it is not in the account (or already deleted).
 */
export async function deleteAssessment(db: Db, actor: Actor, assessmentId: number, now: Date): Promise<Deletion> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(assessments)
      .set({ deletedAt: now, deletedBy: actor.userId, verification: null })
      .where(and(eq(assessments.id, assessmentId), eq(assessments.accountId, actor.accountId), isNull(assessments.deletedAt)))
      .returning({ id: assessments.id });
    if (!row) throw notFound('The assessment');
    return { id: row.id, deletedAt: now.toISOString() };
  });
}

/** The account's deleted assessments, newest deletion first (audited as a list). */
export async function listDeletedAssessments(db: Db, actor: Actor, now: Date): Promise<DeletedAssessment[]> {
  const deleter = alias(users, 'deleter');
  const rows = await db
    .select({
      assessment: assessments,
      examinee: { examineeId: examinees.examineeId, firstName: examinees.firstName, middleName: examinees.middleName, lastName: examinees.lastName, deletedAt: examinees.deletedAt },
      deleter: { title: deleter.title, firstName: deleter.firstName, lastName: deleter.lastName },
    })
    .from(assessments)
    .innerJoin(examinees, eq(examinees.id, assessments.examineeRecordId))
    .leftJoin(deleter, eq(deleter.id, assessments.deletedBy))
    .where(and(eq(assessments.accountId, actor.accountId), isNotNull(assessments.deletedAt)))
    .orderBy(desc(assessments.deletedAt), desc(assessments.id));
  const codes = new Map((await listProducts(db)).map((product) => [product.id, product.code] as const));
  return rows.map(({ assessment, examinee, deleter: by }) => ({
    id: assessment.id,
    examineeRecordId: assessment.examineeRecordId,
    examineeName: examineeDisplayName(examinee),
    examineeId: examinee.examineeId,
    productId: assessment.productId,
    productCode: codes.get(assessment.productId) ?? assessment.productId,
    administrationDate: assessment.administrationDate,
    deletedAt: (assessment.deletedAt ?? now).toISOString(),
    deletedByName: by ? personName(by) : '',
    recoverable: examinee.deletedAt === null,
  }));
}

/**
 * Recovers a deleted assessment of the account.
 * @throws HttpProblem notFound when there is no deleted assessment with this id in the account;
 *   badRequest (400, field assessmentId) when its examinee is deleted.
 */
export async function recoverAssessment(db: Db, actor: Actor, assessmentId: number, now: Date): Promise<Assessment> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: assessments.id, examineeDeletedAt: examinees.deletedAt })
      .from(assessments)
      .innerJoin(examinees, eq(examinees.id, assessments.examineeRecordId))
      .where(and(eq(assessments.id, assessmentId), eq(assessments.accountId, actor.accountId), isNotNull(assessments.deletedAt)))
      .limit(1)
      .for('update', { of: assessments });
    if (!found) throw notFound('The deleted assessment');
    if (found.examineeDeletedAt !== null) {
      throw new HttpProblem('badRequest', 'The examinee of this assessment is deleted.', [
        { field: 'assessmentId', message: 'The examinee of this assessment is deleted; it cannot be recovered on its own.' },
      ]);
    }
    const [row] = await tx
      .update(assessments)
      .set({ deletedAt: null, deletedBy: null, updatedAt: now })
      .where(and(eq(assessments.id, found.id), eq(assessments.accountId, actor.accountId)))
      .returning();
    if (!row) throw new Error('The assessment update returned nothing.');
    return toAssessment(row);
  });
}
