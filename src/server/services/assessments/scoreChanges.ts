/**
 * The change of an assessment's scores since the examinee's previous administration of the same
 * product (DESIGN §6; the rules are the product's `changeRules`, the arithmetic is the domain's).
 */
import type { ProductDefinition } from '../../../domain/product/productDefinition';
import { type PreviousScore, type ScoreChange, scoreChanges } from '../../../domain/scoreChange';
import type { ScoreResult } from '../../../domain/scoring/scoreTypes';
import type { Db } from '../../db/client';
import { repositories } from '../../db/repositories';

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
export const previousScoreOf = (db: Db, subject: ChangeSubject): Promise<PreviousScore | null> =>
  repositories(db, { accountId: subject.accountId, userId: null }).assessments.previousScore(subject);

/**
 * The changes of `score` since the examinee's previous administration under the product's change
 * rules; empty when the product has none, `score` is `null`, or there is no earlier score.
 */
export async function scoreChangesOf(db: Db, subject: ChangeSubject, product: ProductDefinition, score: ScoreResult | null): Promise<ScoreChange[]> {
  const rules = product.changeRules ?? [];
  if (!score || rules.length === 0) return [];
  return scoreChanges(score, await previousScoreOf(db, subject), rules);
}
