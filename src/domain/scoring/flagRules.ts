/**
 * Flags: which of a product's flag rules the responses and scale scores raise.
 */
import type { FlagRule, ItemCriterion, ItemDefinition, ProductDefinition } from '../product/productDefinition';
import { flagRuleItems } from '../product/productReferences';
import { itemValue } from './itemValues';
import { anchorCellFor } from './normLookup';
import type { RaisedFlag, Responses, ScaleScore, ScoringContext } from './scoreTypes';

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

function isRaised(rule: FlagRule, values: ReadonlyMap<string, number | null>, scales: readonly ScaleScore[]): boolean {
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
      if (flagRuleItems(rule).some((id) => typeof values.get(id) !== 'number')) return false;
      const count = rule.criteria.filter((criterion) => isMet(criterion, values)).length;
      const inRange = count >= rule.min && (rule.max === null || count <= rule.max);
      return inRange && (rule.requireAnyOf.length === 0 || rule.requireAnyOf.some((criterion) => isMet(criterion, values)));
    }
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
export function raisedFlags(product: ProductDefinition, responses: Responses, scales: readonly ScaleScore[], context: ScoringContext): RaisedFlag[] {
  const values = new Map(product.items.map((item) => [item.id, printedValue(item, responses)] as const));
  const raised = product.flags
    .filter((flag) => (flag.rule.kind === 'belowNormAnchor' ? belowNormAnchor(flag.rule, product, scales, context) : isRaised(flag.rule, values, scales)))
    .map((flag) => ({ id: flag.id, label: flag.label, severity: flag.severity, action: flag.action }));
  const order = { critical: 0, warning: 1, info: 2 } as const;
  return raised.sort((a, b) => order[a.severity] - order[b.severity]);
}
