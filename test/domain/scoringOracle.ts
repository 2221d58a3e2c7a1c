/**
 * The scoring engine as it was before products were compiled into scorers: every rule read
 * straight off the product definition on each call. Kept, frozen, as the test oracle that the
 * compiled scorer (src/domain/scoring/compileScorer.ts) must equal on any responses of any
 * product; it shares with it only the rules that were not recompiled (essay criteria's
 * validity, response keys, norm lookups). Test-only: never imported by src.
 */
import type {
  BandDefinition,
  ChoiceItem,
  FlagRule,
  ItemCriterion,
  ItemDefinition,
  ProductDefinition,
  ScaleDefinition,
} from '../../src/domain/product/productDefinition';
import { essayResponseKey } from '../../src/domain/product/productDefinition';
import { flagRuleItems } from '../../src/domain/product/productReferences';
import { isValidCriterionResponse, responseKeys } from '../../src/domain/scoring/itemValues';
import { anchorCellFor, comparisonGroupFor, lookUpNorms } from '../../src/domain/scoring/normLookup';
import type { RaisedFlag, Responses, ScaleScore, ScorabilityError, ScoreResult, ScoringContext } from '../../src/domain/scoring/scoreTypes';

// Skip rules (skipRules.ts)

/** A blank item whose skip rule holds (the earlier item got the skipping option) counts as the rule's value. */
function withSkipsCounted(product: ProductDefinition, entered: Responses): Responses {
  const responses: Responses = { ...entered };
  for (const item of product.items) {
    if (item.type !== 'choice' || !item.skippedWhen) continue;
    const blank = entered[item.id] === null || entered[item.id] === undefined;
    if (blank && entered[item.skippedWhen.item] === item.skippedWhen.response) responses[item.id] = item.skippedWhen.scoredAs;
  }
  return responses;
}

/** How many members of `scale` were entered blank yet have a value: their skip rule gave it. */
function skippedMembers(scale: ScaleDefinition | undefined, items: ReadonlyMap<string, ItemDefinition>, entered: Responses, responses: Responses): number {
  return (scale?.items ?? []).filter((id) => {
    const item = items.get(id);
    const blank = entered[id] === null || entered[id] === undefined;
    return item?.type === 'choice' && item.skippedWhen !== undefined && blank && itemValue(item, responses) !== null;
  }).length;
}

// Item values (itemValues.ts)

/**
 * Whether `value` is a valid response to `item`: one of a choice item's option values, a whole
 * number within a numeric item's `min`..`max`. Essay items take their responses per rubric
 * criterion ({@link isValidCriterionResponse}), never under the item id.
 */
function isValidResponse(item: ItemDefinition, value: number): boolean {
  switch (item.type) {
    case 'choice':
      return item.options.some((option) => option.value === value);
    case 'numeric':
      return Number.isInteger(value) && value >= item.min && value <= item.max;
    default:
      return false;
  }
}

/** Whether the response stored under `key` (an item id or essay criterion key) is valid. */
function isValidKeyedResponse(item: ItemDefinition, key: string, value: number): boolean {
  if (item.type !== 'essay') return isValidResponse(item, value);
  return isValidCriterionResponse(item, key.slice(item.id.length + 1), value);
}

/** A reverse-keyed choice item scores (lowest + highest option value) minus the response (IPIP scoring key: 6 − value on 1-5). */
function keyedChoice(item: ChoiceItem, value: number): number {
  if (!item.reverse) return value;
  const values = item.options.map((option) => option.value);
  return Math.min(...values) + Math.max(...values) - value;
}

/**
 * The value an item contributes to a scale, after reverse keying; an essay's is the sum of its
 * criteria's levels.
 * @returns `null` when the item is omitted or its response is invalid (it then counts as omitted).
 */
function itemValue(item: ItemDefinition, responses: Responses): number | null {
  if (item.type === 'essay') {
    let total = 0;
    for (const criterion of item.rubric) {
      const value = responses[essayResponseKey(item.id, criterion.id)];
      if (typeof value !== 'number' || !isValidCriterionResponse(item, criterion.id, value)) return null;
      total += value;
    }
    return total;
  }
  const value = responses[item.id];
  if (typeof value !== 'number' || !isValidResponse(item, value)) return null;
  return item.type === 'choice' ? keyedChoice(item, value) : value;
}

// Flags (flagRules.ts)

/**
 * The raw (not reverse-keyed) response of an item, as printed on the form: flag rules are
 * written in the form's values (PHQ-9 item 9 at 1 or more).
 */
function printedValue(item: ItemDefinition | undefined, responses: Responses): number | null {
  if (!item || item.type === 'essay') return item ? itemValue(item, responses) : null;
  return itemValue(item, responses) === null ? null : (responses[item.id] ?? null);
}

function isMet(criterion: ItemCriterion, values: ReadonlyMap<string, number | null>): boolean {
  const value = values.get(criterion.item);
  return typeof value === 'number' && value >= criterion.atLeast;
}

/** Whether a scorable scale is `margin` or more below the score at `percentile` of its norm cell. */
function belowNormAnchor(
  rule: Extract<FlagRule, { kind: 'belowNormAnchor' }>,
  product: ProductDefinition,
  scales: readonly ScaleScore[],
  context: ScoringContext,
): boolean {
  const scale = scales.find((score) => score.scaleId === rule.scale);
  // No derived score means no norms apply (no cell, administration incomplete): nothing to compare with.
  if (!scale || !scale.scorable || scale.raw === null || !scale.derived) return false;
  const anchor = anchorCellFor(product, rule.scale, context)?.anchors.find((candidate) => candidate.percentile === rule.percentile);
  return anchor !== undefined && scale.raw <= anchor.score - rule.margin;
}

function isRaised(rule: FlagRule, values: ReadonlyMap<string, number | null>, scales: readonly ScaleScore[], optional: ReadonlySet<string>): boolean {
  const scaleRaw = (id: string): number | null => {
    const scale = scales.find((score) => score.scaleId === id);
    return scale && scale.scorable ? scale.raw : null;
  };
  switch (rule.kind) {
    case 'itemAtLeast': {
      const value = values.get(rule.item);
      return typeof value === 'number' && value >= rule.value;
    }
    case 'anyItemAtMost':
      return rule.items.some((id) => {
        const value = values.get(id);
        return typeof value === 'number' && value <= rule.value;
      });
    case 'scaleAtLeast': {
      const raw = scaleRaw(rule.scale);
      return raw !== null && raw >= rule.value;
    }
    case 'scaleBelow': {
      const raw = scaleRaw(rule.scale);
      return raw !== null && raw < rule.value;
    }
    case 'countAtLeast': {
      // A count over a partly answered form could still change either way, so it waits for all.
      if (flagRuleItems(rule).some((id) => typeof values.get(id) !== 'number' && !optional.has(id))) return false;
      const count = rule.criteria.filter((criterion) => isMet(criterion, values)).length;
      const inRange = count >= rule.min && (rule.max === null || count <= rule.max);
      return inRange && (rule.requireAnyOf.length === 0 || rule.requireAnyOf.some((criterion) => isMet(criterion, values)));
    }
    case 'allOf':
      return rule.rules.every((inner) => isRaised(inner, values, scales, optional));
    default:
      // belowNormAnchor needs the norms and is decided by raisedFlags.
      return false;
  }
}

/**
 * The raised flags, critical first. Item rules are raised as soon as their items are answered;
 * scale rules only once the scale is scorable; count rules once every item they read is answered;
 * norm-anchor rules once the scale has a derived score.
 */
function raisedFlags(product: ProductDefinition, responses: Responses, scales: readonly ScaleScore[], context: ScoringContext): RaisedFlag[] {
  const values = new Map(product.items.map((item) => [item.id, printedValue(item, responses)] as const));
  const optional = new Set(product.items.filter((item) => item.optional).map((item) => item.id));
  const raised = product.flags
    .filter((flag) => (flag.rule.kind === 'belowNormAnchor' ? belowNormAnchor(flag.rule, product, scales, context) : isRaised(flag.rule, values, scales, optional)))
    .map((flag) => ({ id: flag.id, label: flag.label, severity: flag.severity, action: flag.action }));
  const order = { critical: 0, warning: 1, info: 2 } as const;
  return raised.sort((a, b) => order[a.severity] - order[b.severity]);
}

// Response errors (scorability.ts)

/** "item 9", "items 5, 6 and 7". */
const listNumbers = (numbers: readonly number[]): string =>
  numbers.length === 1 ? `item ${numbers[0]}` : `items ${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;

const isBlank = (value: number | null | undefined): boolean => value === null || value === undefined;

/** Whether an item has no response (an essay: any criterion not yet scored). */
function isOmitted(item: ItemDefinition, responses: Responses): boolean {
  if (item.type === 'essay') return item.rubric.some((criterion) => isBlank(responses[essayResponseKey(item.id, criterion.id)]));
  return isBlank(responses[item.id]);
}

function invalidResponseError(product: ProductDefinition, responses: Responses): ScorabilityError | null {
  const keys = responseKeys(product.items);
  const invalid = new Set<ItemDefinition>();
  for (const [key, item] of keys) {
    const value = responses[key];
    // Non-numbers other than null can arrive from unchecked JSON; they are as invalid as 9 on a 0-3 item.
    if (value !== null && value !== undefined && (typeof value !== 'number' || !isValidKeyedResponse(item, key, value))) invalid.add(item);
  }
  if (invalid.size === 0) return null;
  const items = [...invalid].sort((a, b) => a.number - b.number);
  const numbers = items.map((item) => item.number);
  const numeric = items.filter((item) => item.type === 'numeric');
  const ranges = numeric.map((item) => (item.type === 'numeric' ? ` Item ${item.number} takes a whole number from ${item.min} to ${item.max}.` : '')).join('');
  return {
    code: 'INVALID_RESPONSE',
    message: `The response to ${listNumbers(numbers)} is not one of the item's options.${ranges}`,
    itemNumbers: numbers,
  };
}

function missingItemsError(product: ProductDefinition, responses: Responses): ScorabilityError | null {
  const missing = product.items.filter((item) => !item.optional && isOmitted(item, responses));
  const blocking = new Set<number>();
  for (const scale of product.scales) {
    const memberMissing = missing.filter((item) => scale.items.includes(item.id));
    if (memberMissing.length > scale.maxOmitted) memberMissing.forEach((item) => blocking.add(item.number));
  }
  const requiredUnscored = missing.filter((item) => !item.scored).map((item) => item.number);
  const numbers = [...new Set([...blocking, ...requiredUnscored])].sort((a, b) => a - b);
  if (numbers.length === 0) return null;
  return {
    code: 'ITEMS_MISSING',
    message: `Not scorable: ${listNumbers(numbers)} ${numbers.length === 1 ? 'is' : 'are'} not answered.`,
    itemNumbers: numbers,
  };
}

function constraintErrors(product: ProductDefinition, responses: Responses): ScorabilityError[] {
  const items = new Map(product.items.map((item) => [item.id, item] as const));
  const errors: ScorabilityError[] = [];
  for (const constraint of product.constraints) {
    const value = responses[constraint.item];
    if (constraint.kind === 'minimum') {
      const number = items.get(constraint.item)?.number;
      if (typeof value === 'number' && value < constraint.value) errors.push({ code: 'CONSTRAINT_VIOLATED', message: constraint.message, itemNumbers: number === undefined ? [] : [number] });
      continue;
    }
    const other = responses[constraint.other];
    if (typeof value === 'number' && typeof other === 'number' && value > other) {
      const numbers = [items.get(constraint.item)?.number, items.get(constraint.other)?.number].filter((n): n is number => n !== undefined);
      errors.push({ code: 'CONSTRAINT_VIOLATED', message: constraint.message, itemNumbers: numbers.sort((a, b) => a - b) });
    }
  }
  return errors;
}

/**
 * The response-level scorability errors, in a fixed order: unknown keys, invalid values, missing
 * items (beyond each scale's `maxOmitted`, and unscored required items), broken constraints.
 */
function responseScorabilityErrors(product: ProductDefinition, responses: Responses): ScorabilityError[] {
  const keys = responseKeys(product.items);
  const errors: ScorabilityError[] = [];
  const unknown = Object.keys(responses).filter((key) => !keys.has(key));
  if (unknown.length > 0) errors.push({ code: 'UNKNOWN_ITEM', message: `Unknown item ids: ${unknown.join(', ')}.`, itemNumbers: [] });
  const invalid = invalidResponseError(product, responses);
  if (invalid) errors.push(invalid);
  const missing = missingItemsError(product, responses);
  if (missing) errors.push(missing);
  errors.push(...constraintErrors(product, responses));
  return errors;
}

// The engine (scoreAssessment.ts)

/** Rounds to at most two decimals, so sums of decimal multipliers do not print as 7.000000001. */
const round2 = (value: number): number => Math.round(value * 100) / 100;

function bandFor(bands: readonly BandDefinition[], scaleId: string, raw: number): BandDefinition | undefined {
  return bands.find((band) => band.scale === scaleId && raw >= band.min && raw <= band.max);
}

/**
 * The raw score of `method` over the values answered, with proration (over the required members:
 * `counted` is the answered and omitted required ones), the offset, the multiplier and rounding.
 */
function combined(scale: ScaleDefinition, values: readonly number[], prorated: boolean, counted: number): number | null {
  if (values.length === 0) return null;
  const sum = values.reduce((total, value) => total + value, 0);
  const base = scale.method === 'mean' ? sum / values.length : prorated ? (sum / values.length) * counted : sum;
  const result = (base + (scale.offset ?? 0)) * scale.multiplier;
  return scale.rounding === 'halfUp' ? Math.floor(result + 0.5) : round2(result);
}

/** A formula's raw score from item values and earlier scales; `null` while an operand is missing. */
function computed(scale: ScaleDefinition, operand: (id: string) => number | null, printed: (id: string) => number | null): number | null {
  const formula = scale.formula;
  if (!formula) return null;
  if (formula.kind === 'countMeeting') {
    // The criteria met among the answered items; no count while none is answered.
    const answered = formula.criteria.filter((criterion) => printed(criterion.item) !== null);
    if (answered.length === 0) return null;
    return round2(answered.filter((criterion) => (printed(criterion.item) ?? -Infinity) >= criterion.atLeast).length * scale.multiplier);
  }
  const [a, b] = formula.of.map(operand);
  if (a === null || a === undefined || b === null || b === undefined) return null;
  if (formula.kind === 'ratio') return b === 0 ? null : round2((a / b) * scale.multiplier);
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
  // An optional member left out adds nothing and is not an omission (PHQ-15 item 4).
  let optionalLeftOut = 0;
  for (const id of scale.items) {
    const item = items.get(id);
    if (!item) continue;
    const value = itemValue(item, responses);
    if (value === null) {
      missingItemNumbers.push(item.number);
      if (item.optional) optionalLeftOut += 1;
    } else values.push(value);
  }
  const itemCount = scale.items.length;
  const omitted = itemCount - values.length - optionalLeftOut;
  const scorable = omitted <= scale.maxOmitted;
  const operand = (id: string): number | null => {
    const item = items.get(id);
    return item ? itemValue(item, responses) : (earlier.get(id)?.raw ?? null);
  };
  const printed = (id: string): number | null => printedValue(items.get(id), responses);
  // A rate from less than a minute of reading is prorated to the minute, and says so.
  const prorated = scale.formula ? scale.formula.kind === 'perMinute' && formulaSeconds(scale, operand) < 60 : scorable && scale.prorate && omitted > 0;
  const value = scale.formula ? computed(scale, operand, printed) : combined(scale, values, prorated, values.length + omitted);
  // A ratio over nothing (no word read) has no value and blocks nothing.
  const noRatio = scale.formula?.kind === 'ratio' && operand(scale.formula.of[1]) === 0;
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
    scorable: scorable && (raw !== null || !scale.formula || noRatio),
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
    const value = scale.formula ? computed(scale, operand, (id) => printedValue(items.get(id), responses)) : null;
    if (value === null || (value >= scale.range[0] && value <= scale.range[1])) return [];
    const formula = scale.formula;
    const operands = !formula ? [] : formula.kind === 'countMeeting' ? formula.criteria.map((criterion) => criterion.item) : [...formula.of, ...(formula.kind === 'perMinute' ? [formula.seconds] : [])];
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
export function scoreAssessmentOracle(product: ProductDefinition, entered: Responses, context: ScoringContext): ScoreResult {
  const responses = withSkipsCounted(product, entered);
  const items = new Map(product.items.map((item) => [item.id, item] as const));
  const earlier = new Map<string, ScaleScore>();
  const raw = product.scales.map((scale) => {
    const score = scoreScale(product, scale, items, responses, earlier);
    earlier.set(scale.id, { ...score, derived: null });
    return score;
  });
  const responseErrors = responseScorabilityErrors(product, responses);
  // A formula reading an entry of a broken constraint is no score of record.
  const brokenNumbers = new Set(responseErrors.filter((error) => error.code === 'CONSTRAINT_VIOLATED').flatMap((error) => error.itemNumbers));
  product.scales.forEach((scale, index) => {
    const formula = scale.formula;
    if (!formula) return;
    const operands = formula.kind === 'countMeeting' ? formula.criteria.map((criterion) => criterion.item) : [...formula.of, ...(formula.kind === 'perMinute' ? [formula.seconds] : [])];
    const score = raw[index];
    if (score && operands.some((id) => brokenNumbers.has(items.get(id)?.number ?? -1))) score.scorable = false;
  });
  const derived = deriveScores(product, raw, context);
  derived.scales.forEach((score, index) => {
    const skipped = skippedMembers(product.scales[index], items, entered, responses);
    if (skipped > 0) score.skipped = skipped;
  });
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
