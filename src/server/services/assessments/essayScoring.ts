/**
 * assessment.essayScoring: stores the rubric levels the examiner chose for an essay item and,
 * when the assessment is scored, re-scores it so the score of record includes the rubric total.
 * Rules come from src/domain (essayScoring, scoreAssessment, itemEntryVerification); this file adds storage,
 * tenancy, the version check, the transaction and the audit.
 */
import type { EssayScoringInput } from '../../../contract/services/essayScoring';
import { type Assessment, statusForResponses } from '../../../domain/assessment';
import { essayItemOf, essayLevelErrors, withEssayLevels } from '../../../domain/essayScoring';
import { sameEntries } from '../../../domain/itemEntryVerification';
import type { ProductDefinition } from '../../../domain/product/productDefinition';
import { scoreAssessment } from '../../../domain/scoring/scoreAssessment';
import { scoringContextFor } from '../../../domain/scoring/scoringContext';
import type { Responses, ScoreResult } from '../../../domain/scoring/scoreTypes';
import type { Db } from '../../db/client';
import { repositories } from '../../db/repositories';
import type { AssessmentRow } from '../../db/repositories/assessments';
import { HttpProblem } from '../../http/problems';
import type { Actor } from '../actor';
import { requireExaminee } from '../examinees/service';
import { productOfAssessment } from '../products/service';
import { requireAssessment, scopeOf, toAssessment } from './service';
import { accountRequiresVerification, verificationAfterSave } from './verificationRule';

type Outcome = { status: Assessment['status']; score: ScoreResult | null; scoredAt: Date | null };

/**
 * The status and score after the levels change. A scored assessment is re-scored; when the new
 * responses are not scorable, or the account requires verified entry they no longer match, it
 * loses its score like a save that changes responses.
 */
async function outcomeAfter(db: Db, actor: Actor, product: ProductDefinition, stored: AssessmentRow, responses: Responses, now: Date): Promise<Outcome> {
  if (stored.status !== 'scored') return { status: statusForResponses(product, responses), score: null, scoredAt: null };
  if (sameEntries(stored.responses, responses)) return { status: stored.status, score: stored.score, scoredAt: stored.scoredAt };
  const examinee = await requireExaminee(db, actor.accountId, stored.examineeRecordId);
  const score = scoreAssessment(product, responses, scoringContextFor(examinee, stored.administration ?? {}, stored.administrationDate));
  // Changed responses are no longer the verified ones, so an account that requires verification cannot keep a score.
  const unverified = await accountRequiresVerification(db, actor.accountId);
  if (!score.scorable || unverified) return { status: statusForResponses(product, responses), score: null, scoredAt: null };
  return { status: 'scored', score, scoredAt: now };
}

/**
 * Stores the levels of essay item `itemId` under `<itemId>.<criterionId>` in one transaction
 * with an audit row (criteria left out keep their level, `null` clears one).
 * @throws HttpProblem notFound (also another account's assessment); conflict (409) when
 *   `input.version` is not the stored version; validation (400) naming `itemId` (not an essay
 *   item of the product) or each `levels.<criterionId>` (unknown criterion or level).
 */
export async function scoreEssay(db: Db, actor: Actor, assessmentId: number, itemId: string, input: EssayScoringInput, now: Date): Promise<Assessment> {
  return db.transaction(async (tx) => {
    const stored = await requireAssessment(tx, actor.accountId, assessmentId, true);
    if (stored.version !== input.version) {
      throw new HttpProblem('conflict', `The assessment is at version ${stored.version}; these rubric scores were made from version ${input.version}.`);
    }
    const product = await productOfAssessment(tx, stored);
    const item = essayItemOf(product, itemId);
    if (!item.ok) throw new HttpProblem('validation', item.error.message, [item.error]);
    const errors = essayLevelErrors(item.value, input.levels);
    if (errors.length > 0) throw new HttpProblem('validation', errors.map((error) => error.message).join(' '), errors);
    const responses = withEssayLevels(stored.responses, item.value, input.levels);
    const outcome = await outcomeAfter(tx, actor, product, stored, responses, now);
    const row = await repositories(tx, scopeOf(actor)).assessments.update(stored.id, {
      responses,
      ...outcome,
      version: stored.version + 1,
      updatedAt: now,
      ...verificationAfterSave(stored, responses),
    });
    if (!row) throw new Error('The assessment update returned nothing.');
    return toAssessment(row);
  });
}
