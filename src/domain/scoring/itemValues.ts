/**
 * Item-level rules of scoring: which stored responses are valid for an item of each type, and the
 * value an item contributes to a scale (reverse keys, rubric sums).
 */
import { type ChoiceItem, essayResponseKey, type ItemDefinition } from '../product/productDefinition';
import type { Responses } from './scoreTypes';

/**
 * Whether `value` is a valid response to `item`: one of a choice item's option values, a whole
 * number within a numeric item's `min`..`max`. Essay items take their responses per rubric
 * criterion ({@link isValidCriterionResponse}), never under the item id.
 */
export function isValidResponse(item: ItemDefinition, value: number): boolean {
  switch (item.type) {
    case 'choice':
      return item.options.some((option) => option.value === value);
    case 'numeric':
      return Number.isInteger(value) && value >= item.min && value <= item.max;
    default:
      return false;
  }
}

/** Whether `value` is one of the levels of the criterion `criterionId` of an essay item. */
export function isValidCriterionResponse(item: ItemDefinition, criterionId: string, value: number): boolean {
  if (item.type !== 'essay') return false;
  return item.rubric.some((criterion) => criterion.id === criterionId && criterion.levels.some((level) => level.value === value));
}

/** A reverse-keyed choice item scores (lowest + highest option value) minus the response (IPIP scoring key: 6 − value on 1-5). */
function keyedChoice(item: ChoiceItem, value: number): number {
  if (!item.reverse) return value;
  const values = item.options.map((option) => option.value);
  return Math.min(...values) + Math.max(...values) - value;
}

/**
 * Every response key a product accepts, with the item it belongs to: item ids of choice and
 * numeric items, `<itemId>.<criterionId>` of essay criteria.
 */
export function responseKeys(items: readonly ItemDefinition[]): Map<string, ItemDefinition> {
  const keys = new Map<string, ItemDefinition>();
  for (const item of items) {
    if (item.type === 'essay') for (const criterion of item.rubric) keys.set(essayResponseKey(item.id, criterion.id), item);
    else keys.set(item.id, item);
  }
  return keys;
}

/** Whether the response stored under `key` (an item id or essay criterion key) is valid. */
export function isValidKeyedResponse(item: ItemDefinition, key: string, value: number): boolean {
  if (item.type !== 'essay') return isValidResponse(item, value);
  return isValidCriterionResponse(item, key.slice(item.id.length + 1), value);
}

/** Whether an item has a complete, valid response (every rubric criterion of an essay). */
export function isAnswered(item: ItemDefinition, responses: Responses): boolean {
  return itemValue(item, responses) !== null;
}

/**
 * The value an item contributes to a scale, after reverse keying; an essay's is the sum of its
 * criteria's levels.
 * @returns `null` when the item is omitted or its response is invalid (it then counts as omitted).
 */
export function itemValue(item: ItemDefinition, responses: Responses): number | null {
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
