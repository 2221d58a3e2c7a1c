/**
 * The scoring engine: one pure function from a product definition, item responses and the
 * scoring context (examinee demographics, administration, test date) to scale scores, derived
 * scores from norms, bands, flags and scorability errors. The SPA calls it for on-the-fly scoring
 * while items are entered; the server calls it for the score of record. It never throws.
 */
import type { BandDefinition, ItemDefinition, ProductDefinition, ScaleDefinition } from '../product/productDefinition';
import { raisedFlags } from './flagRules';
import { itemValue } from './itemValues';
import { comparisonGroupFor, lookUpNorms } from './normLookup';
import { responseScorabilityErrors } from './scorability';
import type { Responses, ScaleScore, ScorabilityError, ScoreResult, ScoringContext } from './scoreTypes';

export { isValidResponse } from './itemValues';

/** Rounds to at most two decimals, so sums of decimal multipliers do not print as 7.000000001. */
const round2 = (value: number): number => Math.round(value * 100) / 100;

function bandFor(bands: readonly BandDefinition[], scaleId: string, raw: number): BandDefinition | undefined {
  return bands.find((band) => band.scale === scaleId && raw >= band.min && raw <= band.max);
}

/** The raw score of `method` over the values answered, with proration and the multiplier. */
function combined(scale: ScaleDefinition, values: readonly number[], prorated: boolean): number | null {
  if (values.length === 0) return null;
  const sum = values.reduce((total, value) => total + value, 0);
  const base = scale.method === 'mean' ? sum / values.length : prorated ? (sum / values.length) * scale.items.length : sum;
  return round2(base * scale.multiplier);
}

/** A formula's raw score from item values and earlier scales; `null` while an operand is missing. */
function computed(scale: ScaleDefinition, operand: (id: string) => number | null): number | null {
  const formula = scale.formula;
  if (!formula) return null;
  const [a, b] = formula.of.map(operand);
  if (a === null || a === undefined || b === null || b === undefined) return null;
  if (formula.kind === 'perMinute') {
    const seconds = formulaSeconds(scale, operand);
    // Half up, as a rate is reported in whole words per minute (28 words in 30 s: 56).
    return round2(Math.floor(((a - b) * 60) / seconds + 0.5) * scale.multiplier);
  }
  return round2((a - b) * scale.multiplier);
}

/** The seconds a per-minute formula divides by: its seconds item's value, 60 when absent. */
function formulaSeconds(scale: ScaleDefinition, operand: (id: string) => number | null): number {
  if (scale.formula?.kind !== 'perMinute') return 60;
  const seconds = operand(scale.formula.seconds);
  return seconds === null || seconds <= 0 ? 60 : seconds;
}

function scoreScale(
  product: ProductDefinition,
  scale: ScaleDefinition,
  items: ReadonlyMap<string, ItemDefinition>,
  responses: Responses,
  earlier: ReadonlyMap<string, ScaleScore>,
): Omit<ScaleScore, 'derived'> {
  const values: number[] = [];
  const missingItemNumbers: number[] = [];
  for (const id of scale.items) {
    const item = items.get(id);
    if (!item) continue;
    const value = itemValue(item, responses);
    if (value === null) missingItemNumbers.push(item.number);
    else values.push(value);
  }
  const itemCount = scale.items.length;
  const omitted = itemCount - values.length;
  const scorable = omitted <= scale.maxOmitted;
  const operand = (id: string): number | null => {
    const item = items.get(id);
    return item ? itemValue(item, responses) : (earlier.get(id)?.raw ?? null);
  };
  // A rate from less than a minute of reading is prorated to the minute, and says so.
  const prorated = scale.formula ? scale.formula.kind === 'perMinute' && formulaSeconds(scale, operand) < 60 : scorable && scale.prorate && omitted > 0;
  const value = scale.formula ? computed(scale, operand) : combined(scale, values, prorated);
  // A value outside the scale's range comes only from contradictory entries (more errors than
  // words read); a constraint error says why, and no score is shown.
  const raw = value !== null && value >= scale.range[0] && value <= scale.range[1] ? value : null;
  const band = raw === null ? undefined : bandFor(product.bands, scale.id, raw);
  return {
    scaleId: scale.id,
    name: scale.name,
    raw,
    range: scale.range,
    answered: values.length,
    itemCount,
    missingItemNumbers,
    scorable: scorable && (raw !== null || !scale.formula),
    prorated,
    band: band ? { label: band.label, interpretation: band.interpretation } : null,
  };
}

/** Codes that leave a raw score of record standing (the norms simply have no cell). */
const NON_BLOCKING: readonly ScorabilityError['code'][] = ['NO_NORMS'];

const FIELD_NAMES = { grade: 'grade', season: 'season' } as const;

/** The administration facts the product's norms need but the context lacks. */
function administrationError(product: ProductDefinition, context: ScoringContext): ScorabilityError | null {
  const missing = product.administrationFields.filter((field) => context.administration[field] === undefined);
  if (missing.length === 0) return null;
  const names = missing.map((field) => FIELD_NAMES[field]).join(' and ');
  return { code: 'ADMINISTRATION_MISSING', message: `Set the ${names} of the administration to look up the norms.`, itemNumbers: [] };
}

/** "grade 1, fall", or the examinee's age and sex for age norms. */
function contextInWords(context: ScoringContext): string {
  const { grade, season } = context.administration;
  const parts: string[] = [];
  if (grade !== undefined) parts.push(`grade ${grade}`);
  if (season !== undefined) parts.push(season);
  if (parts.length === 0 && context.demographics.sex) parts.push(context.demographics.sex);
  if (parts.length === 0) parts.push(`a test date of ${context.testDate}`);
  return parts.join(', ');
}

/**
 * A formula whose entries are each valid can still compute a score outside its scale's range
 * (a reading probe stopped after a second prorates to thousands of words per minute). Such a
 * score is not one of record: this error says why, unless a broken constraint already does.
 */
function formulaRangeErrors(product: ProductDefinition, items: ReadonlyMap<string, ItemDefinition>, responses: Responses, scales: readonly Omit<ScaleScore, 'derived'>[]): ScorabilityError[] {
  const byId = new Map(scales.map((score) => [score.scaleId, score] as const));
  const operand = (id: string): number | null => {
    const item = items.get(id);
    return item ? itemValue(item, responses) : (byId.get(id)?.raw ?? null);
  };
  return product.scales.flatMap((scale): ScorabilityError[] => {
    const value = scale.formula ? computed(scale, operand) : null;
    if (value === null || (value >= scale.range[0] && value <= scale.range[1])) return [];
    const operands = scale.formula ? [...scale.formula.of, ...(scale.formula.kind === 'perMinute' ? [scale.formula.seconds] : [])] : [];
    const itemNumbers = operands.flatMap((id) => (items.get(id) ? [items.get(id)?.number ?? 0] : [])).sort((a, b) => a - b);
    return [{ code: 'CONSTRAINT_VIOLATED', message: `${scale.name} would be ${value}, outside ${scale.range[0]}–${scale.range[1]}: check the entries.`, itemNumbers }];
  });
}

/** Adds derived scores to the scales and answers the norm errors. */
function deriveScores(
  product: ProductDefinition,
  scales: readonly Omit<ScaleScore, 'derived'>[],
  context: ScoringContext,
): { scales: ScaleScore[]; errors: ScorabilityError[] } {
  const errors: ScorabilityError[] = [];
  if (product.norms.length === 0) return { scales: scales.map((scale) => ({ ...scale, derived: null })), errors };
  const adminError = administrationError(product, context);
  const group = comparisonGroupFor(product, context);
  if (adminError) errors.push(adminError);
  if (!group) {
    errors.push({
      code: 'UNKNOWN_COMPARISON_GROUP',
      message: `${product.code} has no comparison group ${context.administration.comparisonGroupId ?? ''}.`,
      itemNumbers: [],
    });
  }
  const withDerived = scales.map((scale): ScaleScore => {
    if (!group || adminError || !scale.scorable || scale.raw === null) return { ...scale, derived: null };
    const lookup = lookUpNorms(product, scale.scaleId, scale.raw, context, group);
    if (lookup.kind === 'noCell') {
      errors.push({
        code: 'NO_NORMS',
        message: `${group.label} has no norms of ${scale.name} for ${contextInWords(context)}; the raw score is reported without a percentile.`,
        itemNumbers: [],
      });
    }
    return { ...scale, derived: lookup.kind === 'derived' ? lookup.derived : null };
  });
  return { scales: withDerived, errors };
}

/**
 * Scores an assessment.
 * @param product the product definition (items, scales, bands, flags, norms).
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
  const items = new Map(product.items.map((item) => [item.id, item] as const));
  const earlier = new Map<string, ScaleScore>();
  const raw = product.scales.map((scale) => {
    const score = scoreScale(product, scale, items, responses, earlier);
    earlier.set(scale.id, { ...score, derived: null });
    return score;
  });
  const derived = deriveScores(product, raw, context);
  const responseErrors = responseScorabilityErrors(product, responses);
  const rangeErrors = responseErrors.some((error) => error.code === 'CONSTRAINT_VIOLATED') ? [] : formulaRangeErrors(product, items, responses, raw);
  const errors = [...responseErrors, ...rangeErrors, ...derived.errors];
  return {
    productId: product.id,
    productVersion: product.version,
    scorable: errors.every((error) => NON_BLOCKING.includes(error.code)) && derived.scales.every((scale) => scale.scorable),
    scales: derived.scales,
    flags: raisedFlags(product, responses, derived.scales, context),
    scorabilityErrors: errors,
  };
}
