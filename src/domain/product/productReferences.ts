/**
 * The cross-checks of a product definition that its yup schema cannot express: every id a scale,
 * band, flag, constraint, change rule or norm table names must exist, and comparison groups must have one default.
 */
import type { FlagRule, ProductDefinition, ResponseConstraint, ScaleFormula } from './productDefinition';

/** The item ids a response constraint reads. */
export function constraintItems(constraint: ResponseConstraint): string[] {
  return constraint.kind === 'atMost' ? [constraint.item, constraint.other] : [constraint.item];
}

/**
 * The item or scale ids a scale formula reads: its operands, a per-minute formula's seconds item,
 * a count's criterion items (in that order, repeats kept).
 */
export function formulaOperands(formula: ScaleFormula): string[] {
  switch (formula.kind) {
    case 'perMinute':
      return [...formula.of, formula.seconds];
    case 'countMeeting':
      return formula.criteria.map((criterion) => criterion.item);
    default:
      return [...formula.of];
  }
}

/** The item ids a flag rule reads. */
export function flagRuleItems(rule: FlagRule): string[] {
  switch (rule.kind) {
    case 'itemAtLeast':
      return [rule.item];
    case 'anyItemAtMost':
      return rule.items;
    case 'countAtLeast':
      return [...rule.criteria, ...rule.requireAnyOf].map((criterion) => criterion.item);
    case 'allOf':
      return rule.rules.flatMap(flagRuleItems);
    default:
      return [];
  }
}

/** The scale ids a flag rule reads. */
export function flagRuleScales(rule: FlagRule): string[] {
  switch (rule.kind) {
    case 'scaleAtLeast':
    case 'scaleBelow':
    case 'belowNormAnchor':
      return [rule.scale];
    case 'allOf':
      return rule.rules.flatMap(flagRuleScales);
    default:
      return [];
  }
}

function scaleProblems(product: ProductDefinition, itemIds: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const earlier = new Set<string>();
  for (const scale of product.scales) {
    for (const id of scale.items) if (!itemIds.has(id)) problems.push(`scale ${scale.id} names unknown item ${id}`);
    if (scale.range[0] > scale.range[1]) problems.push(`scale ${scale.id} has its range reversed`);
    const formula = scale.formula;
    if (formula?.kind === 'countMeeting') {
      // A count reads items only, each a member, so the scale's omission rule covers every one.
      const members = new Set(scale.items);
      for (const { item } of formula.criteria) if (!members.has(item)) problems.push(`scale ${scale.id} counts item ${item}, which is not one of its items`);
      if (scale.range[0] !== 0 || scale.range[1] !== formula.criteria.length) problems.push(`scale ${scale.id} counts ${formula.criteria.length} criteria, so its range is 0-${formula.criteria.length}`);
    } else if (formula) {
      for (const operand of formula.of) {
        // A formula reads items or scales computed before it, so scoring needs one pass in order.
        if (!itemIds.has(operand) && !earlier.has(operand)) problems.push(`scale ${scale.id} formula names unknown item or earlier scale ${operand}`);
      }
    }
    earlier.add(scale.id);
  }
  return problems;
}

/** A skip rule reads an earlier choice item's option and scores one of its own item's options. */
function skipRuleProblems(product: ProductDefinition): string[] {
  const problems: string[] = [];
  product.items.forEach((item, index) => {
    const rule = item.type === 'choice' ? item.skippedWhen : undefined;
    if (!rule || item.type !== 'choice') return;
    const source = product.items.slice(0, index).find((candidate) => candidate.id === rule.item);
    if (!source || source.type !== 'choice') problems.push(`item ${item.id} is skipped by ${rule.item}, which is not an earlier choice item`);
    else if (!source.options.some((option) => option.value === rule.response)) problems.push(`item ${item.id} is skipped by response ${rule.response}, which is not an option of ${rule.item}`);
    if (!item.options.some((option) => option.value === rule.scoredAs)) problems.push(`item ${item.id} counts as ${rule.scoredAs} when skipped, which is not one of its options`);
  });
  return problems;
}

function normProblems(product: ProductDefinition, scaleIds: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const groupIds = new Set(product.comparisonGroups.map((group) => group.id));
  const defaults = product.comparisonGroups.filter((group) => group.default).length;
  if (product.comparisonGroups.length > 0 && defaults !== 1) problems.push('exactly one comparison group must be the default');
  if (product.norms.length > 0 && product.comparisonGroups.length === 0) problems.push('norm tables need comparison groups');
  for (const table of product.norms) {
    if (!scaleIds.has(table.scale)) problems.push(`norm table names unknown scale ${table.scale}`);
    if (!groupIds.has(table.comparisonGroup)) problems.push(`norm table names unknown comparison group ${table.comparisonGroup}`);
    if (table.method === 'percentileAnchors') {
      const benchmark = product.scales.find((scale) => scale.id === table.scale)?.benchmarkPercentile;
      for (const cell of table.cells) {
        if (benchmark !== undefined && !cell.anchors.some((anchor) => anchor.percentile === benchmark)) {
          problems.push(`norm cell ${JSON.stringify(cell.match)} of ${table.scale} has no anchor at its benchmark percentile ${benchmark}`);
        }
        const percentiles = cell.anchors.map((anchor) => anchor.percentile);
        if (new Set(percentiles).size !== percentiles.length) problems.push(`norm cell ${JSON.stringify(cell.match)} repeats a percentile`);
        const sorted = [...cell.anchors].sort((a, b) => a.percentile - b.percentile);
        // A higher percentile with a lower score would make the bands overlap.
        if (sorted.some((anchor, index) => index > 0 && anchor.score < (sorted[index - 1]?.score ?? anchor.score))) {
          problems.push(`norm cell ${JSON.stringify(cell.match)} has scores falling as percentiles rise`);
        }
      }
    }
  }
  return problems;
}

/**
 * Every broken internal reference of a product.
 * @returns one sentence per problem; empty when the definition is consistent.
 */
export function productReferenceProblems(product: ProductDefinition): string[] {
  const itemIds = new Set(product.items.map((item) => item.id));
  const scaleIds = new Set(product.scales.map((scale) => scale.id));
  const problems: string[] = [];
  if (itemIds.size !== product.items.length) problems.push('item ids are not unique');
  if (scaleIds.size !== product.scales.length) problems.push('scale ids are not unique');
  problems.push(...scaleProblems(product, itemIds));
  for (const band of product.bands) {
    if (!scaleIds.has(band.scale)) problems.push(`band ${band.label} names unknown scale ${band.scale}`);
    if (band.min > band.max) problems.push(`band ${band.label} has min above max`);
  }
  for (const flag of product.flags) {
    const rule = flag.rule;
    for (const id of flagRuleItems(rule)) if (!itemIds.has(id)) problems.push(`flag ${flag.id} names unknown item ${id}`);
    for (const id of flagRuleScales(rule)) if (!scaleIds.has(id)) problems.push(`flag ${flag.id} names unknown scale ${id}`);
    if (rule.kind === 'allOf' && rule.rules.some((inner) => inner.kind === 'allOf')) problems.push(`flag ${flag.id} nests allOf rules`);
  }
  const ruleIds = (product.changeRules ?? []).map((rule) => rule.id);
  if (new Set(ruleIds).size !== ruleIds.length) problems.push('change rule ids are not unique');
  for (const rule of product.changeRules ?? []) {
    if (!scaleIds.has(rule.scale)) problems.push(`change rule ${rule.id} names unknown scale ${rule.scale}`);
  }
  for (const constraint of product.constraints) {
    for (const id of constraintItems(constraint)) if (!itemIds.has(id)) problems.push(`constraint names unknown item ${id}`);
  }
  problems.push(...skipRuleProblems(product));
  problems.push(...normProblems(product, scaleIds));
  for (const scale of product.scales) {
    if (scale.benchmarkPercentile !== undefined && !product.norms.some((table) => table.scale === scale.id && table.method === 'percentileAnchors')) {
      problems.push(`scale ${scale.id} has a benchmark percentile but no percentile norms`);
    }
  }
  return problems;
}
