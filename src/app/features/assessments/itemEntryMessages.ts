/**
 * Texts of keyboard item entry, built from the domain's key rules.
 */
import type { ItemDefinition } from '../../../domain/product/productDefinition';
import { type EntryTarget, type NumericEntryProblem, targetOptionKeys } from '../../../domain/product/itemEntry';

/** "0, 1, 2 or 3": keys listed the way a sentence lists them. */
export function listKeys(keys: readonly string[]): string {
  if (keys.length <= 1) return keys.join('');
  return `${keys.slice(0, -1).join(', ')} or ${keys[keys.length - 1]}`;
}

/** The arguments of the `itemEntry.keyList` message ("{keys} or {last}") for two keys or more. */
export function keyListValues(keys: readonly string[]): { keys: string; last: string } {
  return { keys: keys.slice(0, -1).join(', '), last: keys[keys.length - 1] ?? '' };
}

/**
 * The message of a key that enters nothing, as the action log records it: "Press 0, 1, 2 or 3 for
 * item 4." The screen writes it again in the UI language from the item.
 */
export const invalidKeyMessage = (target: EntryTarget): string => `Press ${listKeys(targetOptionKeys(target))} for item ${target.item.number}.`;

const PROBLEM_TEXT: Readonly<Record<NumericEntryProblem, string>> = {
  notANumber: 'is not a number',
  notWholeNumber: 'is not a whole number',
  outOfRange: 'is out of range',
};

/**
 * The message of typed text a numeric item does not take, as the action log records it: "Item 1
 * is not a whole number: type a whole number from 0 to 400." The screen writes it again in the UI
 * language from the item and the problem.
 */
export const invalidNumberMessage = (item: ItemDefinition, problem: NumericEntryProblem): string =>
  item.type === 'numeric'
    ? `Item ${item.number} ${PROBLEM_TEXT[problem]}: type a whole number from ${item.min} to ${item.max}.`
    : `Item ${item.number} takes no typed number.`;

/** The catalogue message that says, in the UI language, why a numeric item's text enters nothing. */
export const numberProblemMessageId = (problem: NumericEntryProblem) => `itemEntry.numberProblem.${problem}` as const;
