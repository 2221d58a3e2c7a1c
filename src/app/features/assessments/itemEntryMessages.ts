/**
 * Texts of keyboard item entry, built from the domain's key rules.
 */
import type { ItemDefinition } from '../../../domain/product/productDefinition';
import { type EntryTarget, targetOptionKeys } from '../../../domain/product/itemEntry';

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

/** The message of typed text a numeric item does not take: "Type a whole number from 0 to 400 for item 1." */
export const invalidNumberMessage = (item: ItemDefinition): string =>
  item.type === 'numeric' ? `Type a whole number from ${item.min} to ${item.max} for item ${item.number}.` : `Item ${item.number} takes no typed number.`;
