/**
 * The scoring engine: one pure function from a product definition and item responses to scale
 * scores, bands, flags and scorability errors. The SPA calls it for on-the-fly scoring while
 * items are entered; the server calls it for the score of record. It never throws.
 */
import type { BandDefinition, ItemDefinition, ProductDefinition, ScaleDefinition } from '../product/productDefinition';
import type { RaisedFlag, Responses, ScaleScore, ScorabilityError, ScoreResult } from './scoreTypes';

/** Whether `value` is one of the item's option values. */
export const isValidResponse = (item: ItemDefinition, value: number): boolean =>
  item.options.some((option) => option.value === value);

function keyedValue(item: ItemDefinition, value: number): number {
  if (!item.reverse) return value;
  const values = item.options.map((option) => option.value);
  return Math.min(...values) + Math.max(...values) - value;
}

/** Rounds to at most two decimals, so sums of decimal multipliers do not print as 7.000000001. */
const round2 = (value: number): number => Math.round(value * 100) / 100;

function bandFor(bands: readonly BandDefinition[], scaleId: string, raw: number): BandDefinition | undefined {
  return bands.find((band) => band.scale === scaleId && raw >= band.min && raw <= band.max);
}

function scoreScale(
  product: ProductDefinition,
  scale: ScaleDefinition,
  items: ReadonlyMap<string, ItemDefinition>,
  responses: Responses,
): ScaleScore {
  const values: number[] = [];
  const missingItemNumbers: number[] = [];
  for (const id of scale.items) {
    const item = items.get(id);
    if (!item) continue;
    const value = responses[id];
    if (value === null || value === undefined || !isValidResponse(item, value)) missingItemNumbers.push(item.number);
    else values.push(keyedValue(item, value));
  }
  const itemCount = scale.items.length;
  const omitted = itemCount - values.length;
  const scorable = omitted <= scale.maxOmitted;
  const prorated = scorable && scale.prorate && omitted > 0;
  let raw: number | null = null;
  if (values.length > 0) {
    const sum = values.reduce((total, value) => total + value, 0);
    const base = scale.method === 'mean' ? sum / values.length : prorated ? (sum / values.length) * itemCount : sum;
    raw = round2(base * scale.multiplier);
  }
  const band = raw === null ? undefined : bandFor(product.bands, scale.id, raw);
  return {
    scaleId: scale.id,
    name: scale.name,
    raw,
    range: scale.range,
    answered: values.length,
    itemCount,
    missingItemNumbers,
    scorable,
    prorated,
    band: band ? { label: band.label, interpretation: band.interpretation } : null,
  };
}

function raisedFlags(product: ProductDefinition, responses: Responses, scales: readonly ScaleScore[]): RaisedFlag[] {
  const raised: RaisedFlag[] = [];
  for (const flag of product.flags) {
    const rule = flag.rule;
    let isRaised: boolean;
    if (rule.kind === 'itemAtLeast') {
      const value = responses[rule.item];
      isRaised = typeof value === 'number' && value >= rule.value;
    } else {
      const scale = scales.find((score) => score.scaleId === rule.scale);
      isRaised = !!scale && scale.scorable && scale.raw !== null && scale.raw >= rule.value;
    }
    if (isRaised) raised.push({ id: flag.id, label: flag.label, severity: flag.severity, action: flag.action });
  }
  const order = { critical: 0, warning: 1, info: 2 } as const;
  return raised.sort((a, b) => order[a.severity] - order[b.severity]);
}

const listNumbers = (numbers: readonly number[]): string =>
  numbers.length === 1 ? `item ${numbers[0]}` : `items ${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;

function scorabilityErrors(
  product: ProductDefinition,
  items: ReadonlyMap<string, ItemDefinition>,
  responses: Responses,
): ScorabilityError[] {
  const errors: ScorabilityError[] = [];
  const unknown = Object.keys(responses).filter((id) => !items.has(id));
  if (unknown.length > 0) {
    errors.push({ code: 'UNKNOWN_ITEM', message: `Unknown item ids: ${unknown.join(', ')}.`, itemNumbers: [] });
  }
  const invalid = product.items.filter((item) => {
    const value = responses[item.id];
    return typeof value === 'number' && !isValidResponse(item, value);
  });
  if (invalid.length > 0) {
    const numbers = invalid.map((item) => item.number);
    errors.push({
      code: 'INVALID_RESPONSE',
      message: `The response to ${listNumbers(numbers)} is not one of the item's options.`,
      itemNumbers: numbers,
    });
  }
  const missing = product.items.filter((item) => {
    const value = responses[item.id];
    return !item.optional && (value === null || value === undefined);
  });
  const scaleBlocking = new Set<number>();
  for (const scale of product.scales) {
    const memberMissing = missing.filter((item) => scale.items.includes(item.id));
    if (memberMissing.length > scale.maxOmitted) memberMissing.forEach((item) => scaleBlocking.add(item.number));
  }
  const requiredUnscored = missing.filter((item) => !item.scored).map((item) => item.number);
  const numbers = [...new Set([...scaleBlocking, ...requiredUnscored])].sort((a, b) => a - b);
  if (numbers.length > 0) {
    errors.push({
      code: 'ITEMS_MISSING',
      message: `Not scorable: ${listNumbers(numbers)} ${numbers.length === 1 ? 'is' : 'are'} not answered.`,
      itemNumbers: numbers,
    });
  }
  return errors;
}

/**
 * Scores an assessment.
 * @param product the product definition (items, scales, bands, flags).
 * @param responses option values by item id; omitted items are absent or `null`.
 * @returns scale scores (raw metric of each scale), bands, raised flags (critical first) and
 *   scorability errors. `scorable` is true only when nothing blocks a score of record.
 *   Item-level flags (a critical item) are raised as soon as the item is answered; scale-level
 *   flags only once the scale is scorable.
 */
export function scoreAssessment(product: ProductDefinition, responses: Responses): ScoreResult {
  const items = new Map(product.items.map((item) => [item.id, item] as const));
  const scales = product.scales.map((scale) => scoreScale(product, scale, items, responses));
  const errors = scorabilityErrors(product, items, responses);
  return {
    productId: product.id,
    productVersion: product.version,
    scorable: errors.length === 0 && scales.every((scale) => scale.scorable),
    scales,
    flags: raisedFlags(product, responses, scales),
    scorabilityErrors: errors,
  };
}
