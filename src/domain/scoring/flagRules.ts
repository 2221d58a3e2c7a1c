/**
 * Flags: which of a product's flag rules the responses and scale scores raise, each rule compiled
 * once per product into a test over one scoring's values.
 */
import type { FlagDefinition, FlagRule, ItemCriterion, ProductDefinition } from '../product/productDefinition';
import { flagRuleItems } from '../product/productReferences';
import { anchorCellFor } from './normLookup';
import type { RaisedFlag, ScaleScore, ScoringContext } from './scoreTypes';

/**
 * What one scoring gives the flag rules: each item's response as printed on the form, by index in
 * the product's `items` (ItemReadings.printed: rules are written in the form's values, PHQ-9 item
 * 9 at 1 or more), the scale scores and the context.
 */
export interface FlagInputs {
  printed: readonly (number | null)[];
  /** Every item has a valid response (so every printed value is a number). */
  complete: boolean;
  scales: readonly ScaleScore[];
  context: ScoringContext;
}

/** The flags one scoring raises, critical first, in the product's order within a severity. */
export type FlagRaiser = (inputs: FlagInputs) => RaisedFlag[];

type Test = (inputs: FlagInputs) => boolean;

const ORDER = { critical: 0, warning: 1, info: 2 } as const;

/** An item criterion with its item's index (-1 for an unknown id, which is never met). */
interface IndexedCriterion {
  index: number;
  atLeast: number;
}

/** Whether the printed value at `index` is a number of at least `atLeast`. */
function isMet(printed: readonly (number | null)[], index: number, atLeast: number): boolean {
  const value = index < 0 ? undefined : printed[index];
  return typeof value === 'number' && value >= atLeast;
}

/**
 * How many criteria are met, once every required item the rule reads is answered: a count over a
 * partly answered form could still change either way, so it waits for all.
 */
function countAtLeast(rule: Extract<FlagRule, { kind: 'countAtLeast' }>, product: ProductDefinition, indexOf: (id: string) => number): Test {
  const indices = [...new Set(flagRuleItems(rule).map(indexOf))];
  const readsUnknown = indices.includes(-1);
  // An optional item may stay unanswered for good (PHQ-15 item 4, women only): the count does not wait for it.
  const read = indices.filter((index) => index >= 0 && !product.items[index]?.optional);
  const indexed = (criterion: ItemCriterion): IndexedCriterion => ({ index: indexOf(criterion.item), atLeast: criterion.atLeast });
  const criteria = rule.criteria.map(indexed);
  const requireAnyOf = rule.requireAnyOf.map(indexed);
  const { min, max } = rule;
  return ({ printed, complete }) => {
    if (readsUnknown) return false;
    if (!complete) for (const index of read) if (typeof printed[index] !== 'number') return false;
    let count = 0;
    for (const criterion of criteria) if (isMet(printed, criterion.index, criterion.atLeast)) count += 1;
    const inRange = count >= min && (max === null || count <= max);
    return inRange && (requireAnyOf.length === 0 || requireAnyOf.some((criterion) => isMet(printed, criterion.index, criterion.atLeast)));
  };
}

/** The raw score of the first scale of that id when it is scorable, else `null`. */
function scaleRawOf(product: ProductDefinition, id: string): (inputs: FlagInputs) => number | null {
  const index = product.scales.findIndex((scale) => scale.id === id);
  return (inputs) => {
    const scale = inputs.scales[index];
    return scale && scale.scorable ? scale.raw : null;
  };
}

/**
 * A scorable scale `margin` or more below the score at `percentile` of its norm cell. No derived
 * score means no norms apply (no cell, administration incomplete): nothing to compare with.
 */
function belowNormAnchor(rule: Extract<FlagRule, { kind: 'belowNormAnchor' }>, product: ProductDefinition): Test {
  const index = product.scales.findIndex((scale) => scale.id === rule.scale);
  return (inputs) => {
    const scale = inputs.scales[index];
    if (!scale || !scale.scorable || scale.raw === null || !scale.derived) return false;
    const anchor = anchorCellFor(product, rule.scale, inputs.context)?.anchors.find((candidate) => candidate.percentile === rule.percentile);
    return anchor !== undefined && scale.raw <= anchor.score - rule.margin;
  };
}

/**
 * A rule as a test. Item rules hold as soon as their items are answered; scale rules only once the
 * scale is scorable; count rules once every item they read is answered; norm-anchor rules once the
 * scale has a derived score; `allOf` once each of its rules holds.
 * @param indexOf an item's index by id, -1 for an unknown id.
 */
function ruleTest(rule: FlagRule, product: ProductDefinition, indexOf: (id: string) => number): Test {
  switch (rule.kind) {
    case 'itemAtLeast': {
      const index = indexOf(rule.item);
      const atLeast = rule.value;
      return (inputs) => isMet(inputs.printed, index, atLeast);
    }
    case 'anyItemAtMost': {
      const indices = rule.items.map(indexOf);
      const atMost = rule.value;
      return (inputs) =>
        indices.some((index) => {
          const value = index < 0 ? undefined : inputs.printed[index];
          return typeof value === 'number' && value <= atMost;
        });
    }
    case 'scaleAtLeast': {
      const raw = scaleRawOf(product, rule.scale);
      const atLeast = rule.value;
      return (inputs) => {
        const value = raw(inputs);
        return value !== null && value >= atLeast;
      };
    }
    case 'scaleBelow': {
      const raw = scaleRawOf(product, rule.scale);
      const below = rule.value;
      return (inputs) => {
        const value = raw(inputs);
        return value !== null && value < below;
      };
    }
    case 'countAtLeast':
      return countAtLeast(rule, product, indexOf);
    case 'belowNormAnchor':
      return belowNormAnchor(rule, product);
    case 'allOf': {
      const tests = rule.rules.map((inner) => ruleTest(inner, product, indexOf));
      return (inputs) => tests.every((test) => test(inputs));
    }
    default:
      return () => false;
  }
}

/**
 * Compiles `product`'s flag rules.
 * @param itemIndex item index by id (the last item of a repeated id).
 * @returns the raiser of one scoring's flags, critical first; a new array of new flags each call.
 */
export function compileFlags(product: ProductDefinition, itemIndex: ReadonlyMap<string, number>): FlagRaiser {
  const indexOf = (id: string): number => itemIndex.get(id) ?? -1;
  // Sorted once: a stable sort of every flag, filtered, is the stable sort of the raised ones.
  const flags = [...product.flags]
    .sort((a, b) => ORDER[a.severity] - ORDER[b.severity])
    .map(({ id, label, severity, action, rule }: FlagDefinition) => ({ id, label, severity, action, test: ruleTest(rule, product, indexOf) }));
  return (inputs) => {
    const raised: RaisedFlag[] = [];
    for (const { id, label, severity, action, test } of flags) if (test(inputs)) raised.push({ id, label, severity, action });
    return raised;
  };
}
