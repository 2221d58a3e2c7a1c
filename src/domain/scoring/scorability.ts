/**
 * Scorability errors of the responses themselves: unknown keys, invalid values, missing items
 * beyond what the scales allow, and broken cross-item constraints.
 */
import { essayResponseKey, type ItemDefinition, type ProductDefinition } from '../product/productDefinition';
import { isValidKeyedResponse, responseKeys } from './itemValues';
import type { Responses, ScorabilityError } from './scoreTypes';

/** "item 9", "items 5, 6 and 7". */
export const listNumbers = (numbers: readonly number[]): string =>
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
export function responseScorabilityErrors(product: ProductDefinition, responses: Responses): ScorabilityError[] {
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
