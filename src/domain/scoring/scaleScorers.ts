/**
 * Scales compiled once per product: each scale's member items, formula operands and bands are
 * resolved from the definition ahead of time, so scoring one set of responses only reads values
 * and does arithmetic.
 */
import type { BandDefinition, ItemCriterion, ItemDefinition, ProductDefinition, ScaleDefinition } from '../product/productDefinition';
import { formulaOperands } from '../product/productReferences';
import type { ScaleScore, ScorabilityError } from './scoreTypes';

/**
 * The item values of one set of responses, by index in the product's `items` (reverse-keyed,
 * `null` for omitted or invalid), and the scale scores worked out so far, by index in `scales`.
 */
export interface ScaleInputs {
  values: readonly (number | null)[];
  /** Each item's response as printed on the form (not reverse-keyed), for counts of criteria met. */
  printed: readonly (number | null)[];
  scales: readonly ScaleScore[];
}

/** A scale of one product, compiled: scores it from the item values and the scales before it. */
export type ScaleScorer = (inputs: ScaleInputs) => ScaleScore;

/** A formula operand's value: an item's, or a scale's raw score; `null` while it has none. */
type Operand = (inputs: ScaleInputs) => number | null;

/** Rounds to at most two decimals, so sums of decimal multipliers do not print as 7.000000001. */
const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Index of the last element of `list` at or before `end` (exclusive) answering `test`; -1 when none. */
function lastIndex<T>(list: readonly T[], end: number, test: (element: T) => boolean): number {
  for (let index = Math.min(end, list.length) - 1; index >= 0; index -= 1) if (test(list[index] as T)) return index;
  return -1;
}

/** Item index by id; a repeated id names its last item, as a Map built from the list does. */
export function itemIndexById(items: readonly ItemDefinition[]): ReadonlyMap<string, number> {
  return new Map(items.map((item, index) => [item.id, index] as const));
}

/**
 * The operand `id`: the item of that id, else the last scale of that id among the first
 * `scaleCount` scales (later scales are not scored yet), else always `null`.
 */
function operandOf(id: string, itemIndex: ReadonlyMap<string, number>, scales: readonly ScaleDefinition[], scaleCount: number): Operand {
  const item = itemIndex.get(id);
  if (item !== undefined) return (inputs) => inputs.values[item] ?? null;
  const scale = lastIndex(scales, scaleCount, (candidate) => candidate.id === id);
  if (scale < 0) return () => null;
  return (inputs) => inputs.scales[scale]?.raw ?? null;
}

/**
 * A count of criteria met over the printed responses: `null` while none of their items is
 * answered, else the criteria met among the answered items.
 */
function countOf(criteria: readonly ItemCriterion[], itemIndex: ReadonlyMap<string, number>, multiplier: number): Operand {
  const indexed = criteria.map((criterion) => ({ index: itemIndex.get(criterion.item) ?? -1, atLeast: criterion.atLeast }));
  return (inputs) => {
    let answered = 0;
    let met = 0;
    for (const { index, atLeast } of indexed) {
      const value = index < 0 ? null : (inputs.printed[index] ?? null);
      if (value === null) continue;
      answered += 1;
      if (value >= atLeast) met += 1;
    }
    return answered === 0 ? null : round2(met * multiplier);
  };
}

/** A compiled formula: its raw score, and the seconds a per-minute rate divides by (60 otherwise). */
interface CompiledFormula {
  value: Operand;
  seconds: (inputs: ScaleInputs) => number;
}

/** A formula's raw score from its operands; `null` without a formula or while an operand is missing. */
function formulaOf(scale: ScaleDefinition, operand: (id: string) => Operand, itemIndex: ReadonlyMap<string, number>): CompiledFormula {
  const formula = scale.formula;
  // The seconds a per-minute formula divides by: its seconds item's value, 60 when absent.
  const secondsOperand = formula?.kind === 'perMinute' ? operand(formula.seconds) : null;
  const seconds = (inputs: ScaleInputs): number => {
    const value = secondsOperand ? secondsOperand(inputs) : 60;
    return value === null || value <= 0 ? 60 : value;
  };
  if (!formula) return { value: () => null, seconds };
  if (formula.kind === 'countMeeting') return { value: countOf(formula.criteria, itemIndex, scale.multiplier), seconds };
  const [first, second] = formula.of.map(operand);
  const kind = formula.kind;
  const value: Operand = (inputs) => {
    const a = first ? first(inputs) : null;
    const b = second ? second(inputs) : null;
    if (a === null || b === null) return null;
    // Half up, as a rate is reported in whole words per minute (28 words in 30 s: 56).
    if (kind === 'perMinute') return round2(Math.floor(((a - b) * 60) / seconds(inputs) + 0.5) * scale.multiplier);
    if (kind === 'ratio') return b === 0 ? null : round2((a / b) * scale.multiplier);
    return round2((a - b) * scale.multiplier);
  };
  return { value, seconds };
}

/** Whether a ratio's denominator is 0 (it then has no value, which blocks nothing). */
function zeroDenominatorOf(scale: ScaleDefinition, operand: (id: string) => Operand): (inputs: ScaleInputs) => boolean {
  if (scale.formula?.kind !== 'ratio') return () => false;
  const denominator = operand(scale.formula.of[1]);
  return (inputs) => denominator(inputs) === 0;
}

/** The first band of `bands` covering `raw`, as a fresh object of the score. */
function bandFor(bands: readonly BandDefinition[], raw: number | null): ScaleScore['band'] {
  if (raw === null) return null;
  for (const band of bands) if (raw >= band.min && raw <= band.max) return { label: band.label, interpretation: band.interpretation };
  return null;
}

/**
 * Compiles the scale at `index` of `product.scales`. Its score is the raw score of the items
 * answered (after reverse keys, method, proration, offset, multiplier and rounding) or of its formula over items and
 * earlier scales, `null` outside the scale's range; `derived` is left `null` for the norms to fill.
 */
export function compileScale(product: ProductDefinition, index: number, itemIndex: ReadonlyMap<string, number>): ScaleScorer {
  const scale = product.scales[index] as ScaleDefinition;
  const members = scale.items.flatMap((id) => {
    const item = itemIndex.get(id);
    if (item === undefined) return [];
    const definition = product.items[item] as ItemDefinition;
    return [{ index: item, number: definition.number, optional: definition.optional }];
  });
  const bands = product.bands.filter((band) => band.scale === scale.id);
  const operand = (id: string): Operand => operandOf(id, itemIndex, product.scales, index);
  const formula = scale.formula ? formulaOf(scale, operand, itemIndex) : null;
  const zeroDenominator = zeroDenominatorOf(scale, operand);
  const perMinute = scale.formula?.kind === 'perMinute';
  const { id: scaleId, name, range, maxOmitted, method, multiplier } = scale;
  const prorate = scale.prorate;
  const offset = scale.offset ?? 0;
  const round = scale.rounding === 'halfUp' ? (value: number) => Math.floor(value + 0.5) : round2;
  const itemCount = scale.items.length;
  const [low, high] = range;
  return (inputs) => {
    let sum = 0;
    let answered = 0;
    let optionalLeftOut = 0;
    const missingItemNumbers: number[] = [];
    for (const member of members) {
      const value = inputs.values[member.index] ?? null;
      if (value === null) {
        missingItemNumbers.push(member.number);
        if (member.optional) optionalLeftOut += 1;
      } else {
        sum += value;
        answered += 1;
      }
    }
    const omitted = itemCount - answered - optionalLeftOut;
    const enough = omitted <= maxOmitted;
    let value: number | null;
    let prorated: boolean;
    if (formula) {
      // A rate from less than a minute of reading is prorated to the minute, and says so.
      prorated = perMinute && formula.seconds(inputs) < 60;
      value = formula.value(inputs);
    } else {
      prorated = enough && prorate && omitted > 0;
      // Proration fills in the omitted required items only: an optional item left out adds nothing.
      const combined = method === 'mean' ? sum / answered : prorated ? (sum / answered) * (answered + omitted) : sum;
      value = answered === 0 ? null : round((combined + offset) * multiplier);
    }
    // A value outside the scale's range comes only from contradictory entries (more errors than
    // words read); a constraint error says why, and no score is shown.
    const raw = value !== null && value >= low && value <= high ? value : null;
    return {
      scaleId,
      name,
      raw,
      range,
      answered,
      itemCount,
      missingItemNumbers,
      scorable: enough && (raw !== null || !formula || zeroDenominator(inputs)),
      prorated,
      band: bandFor(bands, raw),
      derived: null,
    };
  };
}

/**
 * A formula whose entries are each valid can still compute a score outside its scale's range
 * (a reading probe stopped after a second prorates to thousands of words per minute). Such a
 * score is not one of record: the compiled check says why. Its operands read every scale's
 * score (the last of an id), as the check runs once all are scored.
 * @returns `null` for a product without formulas, else a function of the scored inputs that
 *   appends one `CONSTRAINT_VIOLATED` per such scale to `errors`.
 */
export function compileFormulaRangeErrors(product: ProductDefinition, itemIndex: ReadonlyMap<string, number>): ((inputs: ScaleInputs, errors: ScorabilityError[]) => void) | null {
  const checks = product.scales.flatMap((scale) => {
    const formula = scale.formula;
    if (!formula) return [];
    const { value } = formulaOf(scale, (id) => operandOf(id, itemIndex, product.scales, product.scales.length), itemIndex);
    const itemNumbers = formulaOperands(formula).flatMap((id) => {
      const item = itemIndex.get(id);
      return item === undefined ? [] : [(product.items[item] as ItemDefinition).number];
    });
    return [{ scale, value, itemNumbers: itemNumbers.sort((a, b) => a - b) }];
  });
  if (checks.length === 0) return null;
  return (inputs, errors) => {
    for (const { scale, value: valueOf, itemNumbers } of checks) {
      const value = valueOf(inputs);
      if (value === null || (value >= scale.range[0] && value <= scale.range[1])) continue;
      errors.push({ code: 'CONSTRAINT_VIOLATED', message: `${scale.name} would be ${value}, outside ${scale.range[0]}–${scale.range[1]}: check the entries.`, itemNumbers: [...itemNumbers] });
    }
  };
}
