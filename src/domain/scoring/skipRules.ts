/**
 * Skip rules of an instrument ({@link SkipRule}): a blank item whose rule holds counts as its
 * `scoredAs` value, so scoring, scorability and the form's completeness see the value the
 * instrument's manual prescribes, while the stored responses keep the blank as entered.
 */
import type { ProductDefinition, SkipRule } from '../product/productDefinition';
import type { Responses } from './scoreTypes';

/** One skipped item's id with its rule. */
interface SkipEntry {
  id: string;
  rule: SkipRule;
}

const blank = (value: unknown): boolean => value === null || value === undefined;

/** Whether `rule` skips its item under `responses` (the earlier item got exactly the skipping option). */
export const skipApplies = (rule: SkipRule, responses: Responses): boolean => responses[rule.item] === rule.response;

/**
 * Compiles the skip rules of `product`.
 * @returns a function answering `responses` itself when no rule fills a blank (always, for a
 *   product without skip rules), else a copy with each skipped blank item set to its `scoredAs`.
 */
export function compileSkipRules(product: ProductDefinition): (responses: Responses) => Responses {
  const entries: SkipEntry[] = product.items.flatMap((item) => (item.type === 'choice' && item.skippedWhen ? [{ id: item.id, rule: item.skippedWhen }] : []));
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
