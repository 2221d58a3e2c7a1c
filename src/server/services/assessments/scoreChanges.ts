/**
 * The change of an assessment's scores since the examinee's previous administration of the same
 * product (DESIGN §6; the rules are the product's `changeRules`, the arithmetic is the domain's).
 */
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { ProductDefinition } from '../../../domain/product/productDefinition';
import { type PreviousScore, type ScoreChange, scoreChanges } from '../../../domain/scoreChange';
import type { ScoreResult } from '../../../domain/scoring/scoreTypes';
import type { Db } from '../../db/client';
import { assessments } from '../../db/schema';

/** The facts of an assessment that find its predecessor. */
export interface ChangeSubject {
  id: number;
  accountId: number;
  examineeRecordId: number;
  productId: string;
  administrationDate: string;
}

/**
 * The examinee's most recent scored, not deleted assessment of the same product in the same
 * account that comes before `subject`: an earlier administration date, or the same date and a
 * lower id (two forms given the same day are ordered as they were created).
 * @returns `null` when there is none.
 */
export async function previousScoreOf(db: Db, subject: ChangeSubject): Promise<PreviousScore | null> {
  const [row] = await db
    .select({ id: assessments.id, administrationDate: assessments.administrationDate, score: assessments.score })
    .from(assessments)
    .where(
      and(
        eq(assessments.accountId, subject.accountId),
        eq(assessments.examineeRecordId, subject.examineeRecordId),
        eq(assessments.productId, subject.productId),
        eq(assessments.status, 'scored'),
        isNull(assessments.deletedAt),
        or(
          lt(assessments.administrationDate, subject.administrationDate),
          and(eq(assessments.administrationDate, subject.administrationDate), lt(assessments.id, subject.id)),
        ),
      ),
    )
    .orderBy(desc(assessments.administrationDate), desc(assessments.id))
    .limit(1);
  if (!row?.score) return null;
  return { assessmentId: row.id, administrationDate: row.administrationDate, score: row.score };
}

/**
 * The changes of `score` since the examinee's previous administration under the product's change
 * rules; empty when the product has none, `score` is `null`, or there is no earlier score.
 */
export async function scoreChangesOf(db: Db, subject: ChangeSubject, product: ProductDefinition, score: ScoreResult | null): Promise<ScoreChange[]> {
  const rules = product.changeRules ?? [];
  if (!score || rules.length === 0) return [];
  return scoreChanges(score, await previousScoreOf(db, subject), rules);
}
