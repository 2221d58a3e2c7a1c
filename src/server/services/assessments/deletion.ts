/**
 * Soft deletion and recovery of examinees and assessments. A deleted row keeps its data and
 * carries who deleted it and when; every other query skips it. Each change is one transaction
 * with its audit row. Another account's id answers 404 like a missing one.
 */
import type { DeletedAssessment, Deletion } from '../../../contract/services/assessmentLifecycle';
import type { Assessment } from '../../../domain/assessment';
import { examineeDisplayName } from '../../../domain/examinee';
import { recordAudit } from '../../audit/auditLog';
import type { Db } from '../../db/client';
import { repositories } from '../../db/repositories';
import { HttpProblem, notFound } from '../../http/problems';
import type { Actor } from '../actor';
import { listCatalogueProducts } from '../products/service';
import { scopeOf, toAssessment } from './service';

/**
 * Deletes an examinee and, with it, the examinee's assessments (soft, audited).
 * @throws HttpProblem notFound when the examinee is not in the account (or already deleted).
 */
export async function deleteExaminee(db: Db, actor: Actor, examineeRecordId: number, now: Date): Promise<Deletion> {
  return db.transaction(async (tx) => {
    const deleted = await repositories(tx, scopeOf(actor)).assessmentDeletion.deleteExaminee(examineeRecordId, now);
    if (!deleted) throw notFound('The examinee');
    for (const assessmentId of deleted.assessmentIds) {
      await recordAudit(tx, actor, { action: 'assessment.deleteExaminee', entity: 'assessment', entityId: assessmentId }, now);
    }
    return { id: deleted.examineeRecordId, deletedAt: now.toISOString() };
  });
}

/**
 * Deletes an assessment (soft, audited).
 * @throws HttpProblem notFound when it is not in the account (or already deleted).
 */
export async function deleteAssessment(db: Db, actor: Actor, assessmentId: number, now: Date): Promise<Deletion> {
  return db.transaction(async (tx) => {
    const deletedId = await repositories(tx, scopeOf(actor)).assessmentDeletion.deleteAssessment(assessmentId, now);
    if (deletedId === null) throw notFound('The assessment');
    return { id: deletedId, deletedAt: now.toISOString() };
  });
}

/** The account's deleted assessments, newest deletion first (audited as a list). */
export async function listDeletedAssessments(db: Db, actor: Actor, now: Date): Promise<DeletedAssessment[]> {
  const rows = await repositories(db, scopeOf(actor)).assessmentDeletion.listDeleted();
  const codes = new Map((await listCatalogueProducts(db)).map((product) => [product.id, product.code] as const));
  return rows.map((row) => ({
    id: row.id,
    examineeRecordId: row.examineeRecordId,
    examineeName: examineeDisplayName(row.examinee),
    examineeId: row.examinee.examineeId,
    productId: row.productId,
    productCode: codes.get(row.productId) ?? row.productId,
    administrationDate: row.administrationDate,
    deletedAt: (row.deletedAt ?? now).toISOString(),
    deletedByName: row.deletedByName,
    recoverable: row.examinee.deletedAt === null,
  }));
}

/**
 * Recovers a deleted assessment of the account.
 * @throws HttpProblem notFound when there is no deleted assessment with this id in the account;
 *   badRequest (400, field assessmentId) when its examinee is deleted.
 */
export async function recoverAssessment(db: Db, actor: Actor, assessmentId: number, now: Date): Promise<Assessment> {
  return db.transaction(async (tx) => {
    const deletion = repositories(tx, scopeOf(actor)).assessmentDeletion;
    const found = await deletion.findDeletedForUpdate(assessmentId);
    if (!found) throw notFound('The deleted assessment');
    if (found.examineeDeletedAt !== null) {
      throw new HttpProblem('badRequest', 'The examinee of this assessment is deleted.', [
        { field: 'assessmentId', message: 'The examinee of this assessment is deleted; it cannot be recovered on its own.' },
      ]);
    }
    const row = await deletion.recover(found.id, now);
    if (!row) throw new Error('The assessment update returned nothing.');
    return toAssessment(row);
  });
}
