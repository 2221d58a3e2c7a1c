/**
 * The change of an examinee's scores since their previous administration of the same product,
 * judged by the product's change rules (WHO-5: a percentage score 10 or more points from the
 * previous one is a significant change).
 */
import type { IsoDate } from './dates';
import type { ChangeRule } from './product/productDefinition';
import type { ScoreResult } from './scoring/scoreTypes';

/** The examinee's previous score of record of the same product, and which administration it is. */
export interface PreviousScore {
  assessmentId: number;
  administrationDate: IsoDate;
  score: ScoreResult;
}

/**
 * The change of one scale under one change rule. Scores are raw scores in the scale's own metric
 * (after the multiplier); `difference` is `current − previous` (negative when the score fell).
 */
export interface ScoreChange {
  ruleId: string;
  scaleId: string;
  scaleName: string;
  /** The rule's label, shown as a flag when `significant` (`Significant change`). */
  label: string;
  /** The least absolute difference that is significant, in the scale's metric. */
  threshold: number;
  /** Where the rule comes from. */
  source: string;
  previousAssessmentId: number;
  previousDate: IsoDate;
  previous: number;
  current: number;
  difference: number;
  /** |difference| is `threshold` or more. */
  significant: boolean;
}

/**
 * Rounds away the binary noise of subtracting fractional scores (mean scales, proration), so a
 * difference that is exactly the threshold on paper meets it here too.
 */
const clean = (value: number): number => Math.round(value * 1e9) / 1e9;

/**
 * The changes since the previous administration, one per rule whose scale is scorable in both
 * results, in the order of `rules`.
 * @param current the score being shown (normally the score of record).
 * @param previous the same examinee's most recent earlier score of record of the same product;
 *   `null` when there is none.
 * @returns empty when there is no previous score, the previous result was not scorable, or it is
 *   of another product.
 */
export function scoreChanges(current: ScoreResult, previous: PreviousScore | null, rules: readonly ChangeRule[]): ScoreChange[] {
  if (!previous || !previous.score.scorable || previous.score.productId !== current.productId) return [];
  const changes: ScoreChange[] = [];
  for (const rule of rules) {
    const now = current.scales.find((scale) => scale.scaleId === rule.scale);
    const before = previous.score.scales.find((scale) => scale.scaleId === rule.scale);
    if (!now?.scorable || now.raw === null || !before?.scorable || before.raw === null) continue;
    const difference = clean(now.raw - before.raw);
    changes.push({
      ruleId: rule.id,
      scaleId: rule.scale,
      scaleName: now.name,
      label: rule.label,
      threshold: rule.threshold,
      source: rule.source,
      previousAssessmentId: previous.assessmentId,
      previousDate: previous.administrationDate,
      previous: before.raw,
      current: now.raw,
      difference,
      significant: Math.abs(difference) >= rule.threshold,
    });
  }
  return changes;
}

/**
 * A difference with its sign always written: `+12`, `−4` (the minus sign U+2212, which screen
 * readers say as "minus"), `0`.
 * @param formatMagnitude formats the absolute value (the reader's digits and separators).
 */
export function signedDifference(difference: number, formatMagnitude: (value: number) => string): string {
  if (difference > 0) return `+${formatMagnitude(difference)}`;
  if (difference < 0) return `\u2212${formatMagnitude(-difference)}`;
  return formatMagnitude(0);
}
