/**
 * The scoring engine: one pure function from a product definition, item responses and the
 * scoring context (examinee demographics, administration, test date) to scale scores, derived
 * scores from norms, bands, flags and scorability errors. The SPA calls it for on-the-fly scoring
 * while items are entered; the examinee player and the server call it for the score of record.
 * It never throws. The product is compiled into a scorer on its first scoring (compileScorer.ts).
 */
import type { ProductDefinition } from '../product/productDefinition';
import { compileScorer } from './compileScorer';
import type { Responses, ScoreResult, ScoringContext } from './scoreTypes';

export { isValidResponse } from './itemValues';

/**
 * Scores an assessment.
 * @param product the product definition (items, scales, bands, flags, norms); compiled once per
 *   object, so it must not be changed after it is scored (a changed definition is a new object).
 * @param responses values by response key (item id; `<itemId>.<criterionId>` for essay rubric
 *   criteria); omitted items are absent or `null`.
 * @param context the examinee's demographics, the administration (grade, season, comparison
 *   group) and the test date; products without norms read none of it.
 * @returns scale scores (raw metric of each scale) with derived scores from the comparison
 *   group's norms, bands, raised flags (critical first) and scorability errors. `scorable` is true
 *   only when nothing blocks a score of record (`NO_NORMS` does not: the raw score stands).
 *   Item-level flags (a critical item) are raised as soon as the item is answered; scale-level
 *   flags only once the scale is scorable.
 */
export function scoreAssessment(product: ProductDefinition, responses: Responses, context: ScoringContext): ScoreResult {
  return compileScorer(product)(responses, context);
}
