/**
 * Item-level rules of scoring: which stored responses are valid for an item of each type, and the
 * value an item contributes to a scale (reverse keys, rubric sums).
 */
import { essayResponseKey, type ItemDefinition } from '../product/productDefinition';
import type { Responses } from './scoreTypes';

/** Whether `value` is one of the levels of the criterion `criterionId` of an essay item. */
export function isValidCriterionResponse(item: ItemDefinition, criterionId: string, value: number): boolean {
  if (item.type !== 'essay') return false;
  return item.rubric.some((criterion) => criterion.id === criterionId && criterion.levels.some((level) => level.value === value));
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
 * An item with what scoring reads of it worked out once, in one shape for every item type, so
 * the pass over the responses reads it without looking at the item again.
 */
interface CompiledItem {
  item: ItemDefinition;
  id: string;
  type: ItemDefinition['type'];
  /** A choice item's option values; empty for other items. */
  optionValues: number[];
  /**
   * The whole numbers `min`..`max` are exactly the valid responses: always for a numeric item,
   * and for a choice item whose option values are consecutive whole numbers (0-3, 1-5).
   */
  wholeRange: boolean;
  min: number;
  max: number;
  /**
   * Lowest + highest option value of a reverse-keyed choice item, which scores that sum minus
   * the response (IPIP scoring key: 6 − value on 1-5); `null` for every other item.
   */
  reverseEnds: number | null;
  /** An essay's rubric criteria with their response keys; empty for other items. */
  criteria: { id: string; key: string }[];
}

/** Whether `values` are the whole numbers from their lowest to their highest, each once or more. */
function isWholeRange(values: readonly number[]): boolean {
  if (values.length === 0 || !values.every(Number.isInteger)) return false;
  return new Set(values).size === Math.max(...values) - Math.min(...values) + 1;
}

function compileItem(item: ItemDefinition): CompiledItem {
  const optionValues = item.type === 'choice' ? item.options.map((option) => option.value) : [];
  const range = item.type === 'numeric' || isWholeRange(optionValues);
  return {
    item,
    id: item.id,
    type: item.type,
    optionValues,
    wholeRange: range,
    min: item.type === 'numeric' ? item.min : range ? Math.min(...optionValues) : 0,
    max: item.type === 'numeric' ? item.max : range ? Math.max(...optionValues) : 0,
    reverseEnds: item.type === 'choice' && item.reverse ? Math.min(...optionValues) + Math.max(...optionValues) : null,
    criteria: item.type === 'essay' ? item.rubric.map((criterion) => ({ id: criterion.id, key: essayResponseKey(item.id, criterion.id) })) : [],
  };
}

/** Compiled items by item object: product definitions are immutable, so an item compiles once. */
const compiledItems = new WeakMap<ItemDefinition, CompiledItem>();

/** The compiled form of `item`, made on first use. The item must not be changed afterwards. */
function compiledItem(item: ItemDefinition): CompiledItem {
  let compiled = compiledItems.get(item);
  if (!compiled) {
    compiled = compileItem(item);
    compiledItems.set(item, compiled);
  }
  return compiled;
}

/** {@link isValidResponse} of a compiled item. */
function accepts(compiled: CompiledItem, value: number): boolean {
  if (compiled.wholeRange) return Number.isInteger(value) && value >= compiled.min && value <= compiled.max;
  return compiled.optionValues.includes(value);
}

/**
 * Whether `value` is a valid response to `item`: one of a choice item's option values, a whole
 * number within a numeric item's `min`..`max`. Essay items take their responses per rubric
 * criterion ({@link isValidCriterionResponse}), never under the item id.
 */
export function isValidResponse(item: ItemDefinition, value: number): boolean {
  return accepts(compiledItem(item), value);
}

/** What a valid response to a choice or numeric item contributes to a scale. */
const keyed = (compiled: CompiledItem, value: number): number => (compiled.reverseEnds === null ? value : compiled.reverseEnds - value);

/** An essay's value: the sum of its criteria's levels; `null` until every criterion has a valid level. */
function essayValue(compiled: CompiledItem, responses: Responses): number | null {
  let total = 0;
  for (const criterion of compiled.criteria) {
    const value = responses[criterion.key];
    if (typeof value !== 'number' || !isValidCriterionResponse(compiled.item, criterion.id, value)) return null;
    total += value;
  }
  return total;
}

/**
 * The value an item contributes to a scale, after reverse keying; an essay's is the sum of its
 * criteria's levels.
 * @returns `null` when the item is omitted or its response is invalid (it then counts as omitted).
 */
export function itemValue(item: ItemDefinition, responses: Responses): number | null {
  const compiled = compiledItem(item);
  if (compiled.type === 'essay') return essayValue(compiled, responses);
  const value = responses[compiled.id];
  return typeof value === 'number' && accepts(compiled, value) ? keyed(compiled, value) : null;
}

/** What one pass over a set of responses tells of a product's items, by index in its `items`. */
export interface ItemReadings {
  /** Each item's {@link itemValue}. */
  values: (number | null)[];
  /**
   * Each item's response as printed on the form (not reverse-keyed; an essay's rubric sum), as
   * flag rules are written in the form's values; `null` where the value is.
   */
  printed: (number | null)[];
  /** Whether some item may be omitted (false: none is). */
  someBlank: boolean;
  /** Whether some response may be invalid (false: none is). */
  someInvalid: boolean;
  /** How many choice and numeric items have a response other than `undefined`. */
  found: number;
}

/**
 * Compiles the one pass over the responses that scoring starts with.
 * @param items a product's items; they must not be changed afterwards.
 * @returns a reader answering new arrays each call.
 */
export function compileItemReadings(items: readonly ItemDefinition[]): (responses: Responses) => ItemReadings {
  const list = items.map(compiledItem);
  // Without reverse keys every printed value is the item's value: one array serves both.
  const reversed = list.some((compiled) => compiled.reverseEnds !== null);
  return (responses) => {
    const values: (number | null)[] = [];
    const printed: (number | null)[] = reversed ? [] : values;
    let someBlank = false;
    let someInvalid = false;
    let found = 0;
    for (const compiled of list) {
      let value: number | null = null;
      let form: number | null = null;
      if (compiled.type === 'essay') {
        value = form = essayValue(compiled, responses);
        // An essay without a value has a criterion blank or invalid: the checks find which.
        if (value === null) someBlank = someInvalid = true;
      } else {
        const response = responses[compiled.id];
        if (response !== undefined) found += 1;
        if (response === null || response === undefined) someBlank = true;
        else if (typeof response === 'number' && accepts(compiled, response)) {
          value = keyed(compiled, response);
          form = response;
        } else someInvalid = true;
      }
      values.push(value);
      if (reversed) printed.push(form);
    }
    return { values, printed, someBlank, someInvalid, found };
  };
}
