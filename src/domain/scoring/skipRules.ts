/**
 * Skip rules of an instrument ({@link SkipRule}): a blank item whose rule holds counts as its
 * `scoredAs` value, so scoring, scorability and the form's completeness see the value the
 * instrument's manual prescribes, while the stored responses keep the blank as entered.
 */
import type { ProductDefinition, SkipRule } from '../product/productDefinition';
import type { Responses, ScaleScore } from './scoreTypes';

/** One skipped item's id with its rule. */
interface SkipEntry {
  id: string;
  rule: SkipRule;
}

const blank = (value: unknown): boolean => value === null || value === undefined;

/** The items of `product` that a skip rule may fill, with their rules, in item order. */
const skipEntries = (product: ProductDefinition): SkipEntry[] =>
  product.items.flatMap((item) => (item.type === 'choice' && item.skippedWhen ? [{ id: item.id, rule: item.skippedWhen }] : []));

/** Whether `rule` skips its item under `responses` (the earlier item got exactly the skipping option). */
export const skipApplies = (rule: SkipRule, responses: Responses): boolean => responses[rule.item] === rule.response;

/**
 * Compiles the skip rules of `product`.
 * @returns a function answering `responses` itself when no rule fills a blank (always, for a
 *   product without skip rules), else a copy with each skipped blank item set to its `scoredAs`.
 */
export function compileSkipRules(product: ProductDefinition): (responses: Responses) => Responses {
  const entries: SkipEntry[] = skipEntries(product);
  if (entries.length === 0) return (responses) => responses;
  return (responses) => {
    let filled: Record<string, number | null> | null = null;
    for (const { id, rule } of entries) {
      if (blank(responses[id]) && skipApplies(rule, responses)) (filled ??= { ...responses })[id] = rule.scoredAs;
    }
    return filled ?? responses;
  };
}

/** Skip-rule fillers by product object (product versions are immutable). */
const fillers = new WeakMap<ProductDefinition, (responses: Responses) => Responses>();

/**
 * `responses` as scoring reads them: each blank item that its skip rule skips counts as the rule's
 * `scoredAs` value. Pure; never changes `responses`.
 */
export function withSkippedItems(product: ProductDefinition, responses: Responses): Responses {
  let fill = fillers.get(product);
  if (!fill) {
    fill = compileSkipRules(product);
    fillers.set(product, fill);
  }
  return fill(responses);
}

/**
 * Sets each scale score's `skipped`: how many of its answered members were entered blank and
 * count only by their skip rule, so a count of items answered does not pass them off as the
 * examinee's answers ("8 of 10 answered; 2 skipped", not "10 of 10").
 */
export type SkipCounter = (entered: Responses, values: readonly (number | null)[], scales: ScaleScore[]) => void;

/**
 * Compiles the skip counts of `product`'s scales ({@link SkipCounter}).
 * @param itemIndex item index by id, as the scales' members are resolved (`itemIndexById`).
 * @returns `null` when no scale has a member a skip rule may fill (every product without skip
 *   rules), so scoring such a product does no counting; else a counter reading the responses as
 *   entered, the item values as scored (by item index; `null` for omitted or invalid) and the
 *   scale scores (by index in `product.scales`). A scale none of whose members was skipped keeps
 *   no `skipped` field, as scores stored before it was counted have none.
 */
export function compileSkipCounts(product: ProductDefinition, itemIndex: ReadonlyMap<string, number>): SkipCounter | null {
  const skippable = new Set(skipEntries(product).map((entry) => entry.id));
  const members = product.scales.map((scale) =>
    scale.items.flatMap((id) => {
      const index = itemIndex.get(id);
      return index !== undefined && skippable.has(id) ? [{ id, index }] : [];
    }),
  );
  if (members.every((list) => list.length === 0)) return null;
  return (entered, values, scales) => {
    members.forEach((list, scaleIndex) => {
      let skipped = 0;
      // Blank as entered yet valued as scored: only its skip rule gave it a value.
      for (const { id, index } of list) if (blank(entered[id]) && (values[index] ?? null) !== null) skipped += 1;
      const scale = scales[scaleIndex];
      if (scale && skipped > 0) scale.skipped = skipped;
    });
  };
}
