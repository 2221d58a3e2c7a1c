/**
 * A product compiled into its scorer: the Maps, member lists, keys and rules scoring reads are
 * worked out once per product object, so scoring one set of responses (each keystroke of
 * on-the-fly scoring, each score of record) does only what depends on the responses.
 */
import type { ProductDefinition } from '../product/productDefinition';
import { formulaOperands } from '../product/productReferences';
import { compileFlags } from './flagRules';
import { compileItemReadings } from './itemValues';
import { comparisonGroupFor, lookUpNorms } from './normLookup';
import { compileResponseChecks } from './scorability';
import { compileFormulaRangeErrors, compileScale, itemIndexById, type ScaleInputs } from './scaleScorers';
import { compileSkipCounts, compileSkipRules } from './skipRules';
import type { Responses, ScaleScore, ScorabilityError, ScoreResult, ScoringContext } from './scoreTypes';

/**
 * A product's scorer: scores one set of responses in a context ({@link scoreAssessment}). Pure,
 * never throws; each call answers new objects, sharing nothing mutable with another call (a
 * scale's `range` is the definition's own array, as it always was).
 */
export type Scorer = (responses: Responses, context: ScoringContext) => ScoreResult;

/** Codes that leave a raw score of record standing (the norms simply have no cell). */
const NON_BLOCKING: readonly ScorabilityError['code'][] = ['NO_NORMS'];

/** Whether nothing blocks a score of record: every error is non-blocking and every scale scorable. */
function isScorable(errors: readonly ScorabilityError[], scales: readonly ScaleScore[]): boolean {
  for (const error of errors) if (!NON_BLOCKING.includes(error.code)) return false;
  for (const scale of scales) if (!scale.scorable) return false;
  return true;
}

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
 * Sets the derived score of each scorable scale from the comparison group's norms (on the
 * scores of this call, which nothing else holds yet) and answers the norm errors.
 */
function deriveScores(product: ProductDefinition, scales: readonly ScaleScore[], context: ScoringContext): ScorabilityError[] {
  const errors: ScorabilityError[] = [];
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
  if (!group || adminError) return errors;
  for (const scale of scales) {
    if (!scale.scorable || scale.raw === null) continue;
    const lookup = lookUpNorms(product, scale.scaleId, scale.raw, context, group);
    if (lookup.kind === 'noCell') {
      errors.push({
        code: 'NO_NORMS',
        message: `${group.label} has no norms of ${scale.name} for ${contextInWords(context)}; the raw score is reported without a percentile.`,
        itemNumbers: [],
      });
    }
    if (lookup.kind === 'derived') scale.derived = lookup.derived;
  }
  return errors;
}

/** The numbers of the items each scale's formula reads, by scale index; empty sets for item sums and means. */
function formulaItemNumbers(product: ProductDefinition, itemIndex: ReadonlyMap<string, number>): ReadonlySet<number>[] {
  return product.scales.map((scale) => {
    const ids = scale.formula ? formulaOperands(scale.formula) : [];
    return new Set(ids.flatMap((id) => {
      const index = itemIndex.get(id);
      const item = index === undefined ? undefined : product.items[index];
      return item ? [item.number] : [];
    }));
  });
}

/** Compiles `product` (no cache: see {@link compileScorer}). */
function compile(product: ProductDefinition): Scorer {
  const itemIndex = itemIndexById(product.items);
  const readItems = compileItemReadings(product.items);
  const scaleScorers = product.scales.map((_scale, index) => compileScale(product, index, itemIndex));
  const responseErrors = compileResponseChecks(product);
  const formulaRangeErrors = compileFormulaRangeErrors(product, itemIndex);
  const raiseFlags = compileFlags(product, itemIndex);
  const readByFormula = formulaItemNumbers(product, itemIndex);
  const hasNorms = product.norms.length > 0;
  const { id: productId, version: productVersion } = product;
  const fillSkipped = compileSkipRules(product);
  const countSkipped = compileSkipCounts(product, itemIndex);
  return (entered, context) => {
    const responses = fillSkipped(entered);
    const readings = readItems(responses);
    const scales: ScaleScore[] = [];
    const inputs: ScaleInputs = { values: readings.values, printed: readings.printed, scales };
    for (const score of scaleScorers) scales.push(score(inputs));
    // The filler answers the entered object itself when it filled nothing: nothing to count then.
    if (countSkipped && responses !== entered) countSkipped(entered, readings.values, scales);
    const errors = responseErrors(responses, readings);
    // A formula over an entry that breaks a constraint (a probe shorter than the minimum) gives no
    // score of record, nor a derived score, nor a flag on it: the constraint's error says why.
    for (const error of errors) {
      if (error.code !== 'CONSTRAINT_VIOLATED') continue;
      scales.forEach((scale, index) => {
        if (error.itemNumbers.some((number) => readByFormula[index]?.has(number))) scale.scorable = false;
      });
    }
    const normErrors = hasNorms ? deriveScores(product, scales, context) : null;
    // A broken constraint already says why a formula's score is out of range.
    if (formulaRangeErrors && !errors.some((error) => error.code === 'CONSTRAINT_VIOLATED')) formulaRangeErrors(inputs, errors);
    if (normErrors) for (const error of normErrors) errors.push(error);
    return {
      productId,
      productVersion,
      scorable: isScorable(errors, scales),
      scales,
      flags: raiseFlags({ printed: readings.printed, complete: !readings.someBlank && !readings.someInvalid, scales, context }),
      scorabilityErrors: errors,
    };
  };
}

/** Scorers by product object: a product version is immutable, so it compiles once. */
const scorers = new WeakMap<ProductDefinition, Scorer>();

/**
 * The scorer of `product`, compiled on first use and kept for as long as the product object
 * lives (a WeakMap: a dropped definition takes its scorer with it).
 * @param product a parsed product definition. It must not be changed once scored: a changed
 *   definition is a new object (as every parsed product version and every Redux state is).
 * @returns the same scorer for the same object; never throws.
 */
export function compileScorer(product: ProductDefinition): Scorer {
  let scorer = scorers.get(product);
  if (!scorer) {
    scorer = compile(product);
    scorers.set(product, scorer);
  }
  return scorer;
}
