/**
 * Scorability errors of the responses themselves: unknown keys, invalid values, missing items
 * beyond what the scales allow, and broken cross-item constraints. The keys, items and numbers
 * they check are worked out once per product.
 */
import { essayResponseKey, type ItemDefinition, type ProductDefinition } from '../product/productDefinition';
import { isValidKeyedResponse, type ItemReadings, responseKeys } from './itemValues';
import { constraintItems } from '../product/productReferences';
import type { Responses, ScorabilityError } from './scoreTypes';

/**
 * The response-level scorability errors of one set of responses. `readings` says whether an item
 * may be blank or invalid at all, so the checks for those run only when one may be.
 */
export type ResponseChecker = (responses: Responses, readings: Pick<ItemReadings, 'someBlank' | 'someInvalid' | 'found'>) => ScorabilityError[];

/** "item 9", "items 5, 6 and 7". */
export const listNumbers = (numbers: readonly number[]): string =>
  numbers.length === 1 ? `item ${numbers[0]}` : `items ${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;

const isBlank = (value: number | null | undefined): boolean => value === null || value === undefined;

const byNumber = (a: number, b: number): number => a - b;

/** Whether the response keys of an item are blank: an essay is omitted while any criterion is not yet scored. */
function omissionOf(item: ItemDefinition): (responses: Responses) => boolean {
  if (item.type !== 'essay') return (responses) => isBlank(responses[item.id]);
  const keys = item.rubric.map((criterion) => essayResponseKey(item.id, criterion.id));
  return (responses) => keys.some((key) => isBlank(responses[key]));
}

/**
 * Keys other than the product's response keys, in the object's key order. When every response
 * key is a choice or numeric item's id, none of which a plain object inherits, the values read
 * (`found`) are own keys; as many own keys as that leaves none unknown, and the keys need no look-up.
 */
function compileUnknownKeys(product: ProductDefinition, keys: ReadonlyMap<string, ItemDefinition>): (responses: Responses, found: number) => ScorabilityError | null {
  const countable = product.items.every((item) => item.type !== 'essay') && [...keys.keys()].every((key) => !(key in Object.prototype));
  return (responses, found) => {
    const own = Object.keys(responses);
    if (countable && own.length === found && isPlain(responses)) return null;
    let unknown: string[] | null = null;
    for (const key of own) if (!keys.has(key)) (unknown ??= []).push(key);
    return unknown ? { code: 'UNKNOWN_ITEM', message: `Unknown item ids: ${unknown.join(', ')}.`, itemNumbers: [] } : null;
  };
}

/** Whether `value` inherits nothing but Object.prototype's own members. */
function isPlain(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function compileInvalidResponses(keys: ReadonlyMap<string, ItemDefinition>): (responses: Responses) => ScorabilityError | null {
  const entries = [...keys];
  return (responses) => {
    let invalid: Set<ItemDefinition> | null = null;
    for (const [key, item] of entries) {
      const value = responses[key];
      // Non-numbers other than null can arrive from unchecked JSON; they are as invalid as 9 on a 0-3 item.
      if (value !== null && value !== undefined && (typeof value !== 'number' || !isValidKeyedResponse(item, key, value))) (invalid ??= new Set()).add(item);
    }
    if (!invalid) return null;
    const items = [...invalid].sort((a, b) => a.number - b.number);
    const numbers = items.map((item) => item.number);
    const numeric = items.filter((item) => item.type === 'numeric');
    const ranges = numeric.map((item) => (item.type === 'numeric' ? ` Item ${item.number} takes a whole number from ${item.min} to ${item.max}.` : '')).join('');
    return {
      code: 'INVALID_RESPONSE',
      message: `The response to ${listNumbers(numbers)} is not one of the item's options.${ranges}`,
      itemNumbers: numbers,
    };
  };
}

/**
 * Required items not answered: a scale's members beyond its `maxOmitted`, and every unscored
 * required item.
 */
function compileMissingItems(product: ProductDefinition): (responses: Responses) => ScorabilityError | null {
  const required = product.items.flatMap((item, index) => (item.optional ? [] : [{ index, item, omitted: omissionOf(item) }]));
  // Each scale's members among the required items, by position in `required`.
  const scales = product.scales.map((scale) => ({
    maxOmitted: scale.maxOmitted,
    members: required.flatMap((entry, position) => (scale.items.includes(entry.item.id) ? [position] : [])),
  }));
  return (responses) => {
    let missing: boolean[] | null = null;
    required.forEach((entry, position) => {
      if (entry.omitted(responses)) (missing ??= new Array<boolean>(required.length).fill(false))[position] = true;
    });
    if (!missing) return null;
    const omitted = missing;
    const numbers = new Set<number>();
    for (const scale of scales) {
      const memberMissing = scale.members.filter((position) => omitted[position]);
      if (memberMissing.length > scale.maxOmitted) for (const position of memberMissing) numbers.add((required[position] as (typeof required)[number]).item.number);
    }
    required.forEach((entry, position) => {
      if (omitted[position] && !entry.item.scored) numbers.add(entry.item.number);
    });
    if (numbers.size === 0) return null;
    const sorted = [...numbers].sort(byNumber);
    return {
      code: 'ITEMS_MISSING',
      message: `Not scorable: ${listNumbers(sorted)} ${sorted.length === 1 ? 'is' : 'are'} not answered.`,
      itemNumbers: sorted,
    };
  };
}

function compileConstraints(product: ProductDefinition): (responses: Responses, errors: ScorabilityError[]) => void {
  const items = new Map(product.items.map((item) => [item.id, item] as const));
  const constraints = product.constraints.map((constraint) => ({
    constraint,
    itemNumbers: constraintItems(constraint).map((id) => items.get(id)?.number).filter((n): n is number => n !== undefined).sort(byNumber),
  }));
  return (responses, errors) => {
    for (const { constraint, itemNumbers } of constraints) {
      const value = responses[constraint.item];
      const broken =
        constraint.kind === 'atMost'
          ? typeof value === 'number' && typeof responses[constraint.other] === 'number' && value > (responses[constraint.other] as number)
          : typeof value === 'number' && value < constraint.value;
      if (broken) errors.push({ code: 'CONSTRAINT_VIOLATED', message: constraint.message, itemNumbers: [...itemNumbers] });
    }
  };
}

/**
 * Compiles the response-level checks of `product`.
 * @returns a checker answering the errors in a fixed order: unknown keys, invalid values, missing
 *   items (beyond each scale's `maxOmitted`, and unscored required items), broken constraints.
 */
export function compileResponseChecks(product: ProductDefinition): ResponseChecker {
  const keys = responseKeys(product.items);
  const unknownKeys = compileUnknownKeys(product, keys);
  const invalidResponses = compileInvalidResponses(keys);
  const missingItems = compileMissingItems(product);
  const constraints = compileConstraints(product);
  return (responses, readings) => {
    const errors: ScorabilityError[] = [];
    const unknown = unknownKeys(responses, readings.found);
    if (unknown) errors.push(unknown);
    const invalid = readings.someInvalid ? invalidResponses(responses) : null;
    if (invalid) errors.push(invalid);
    const missing = readings.someBlank ? missingItems(responses) : null;
    if (missing) errors.push(missing);
    constraints(responses, errors);
    return errors;
  };
}
