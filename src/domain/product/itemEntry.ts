/**
 * Keyboard item entry: which key enters which response option.
 */
import type { ItemDefinition, ResponseOption } from './productDefinition';

/**
 * The key that enters each option of an item. When every option value is a single digit
 * (PHQ-9: 0 to 3), the key is the value itself, as printed on the paper form; otherwise options
 * are keyed 1, 2, 3... in the order shown.
 * @returns the keys in option order.
 */
export function optionKeys(item: ItemDefinition): string[] {
  const digits = item.options.every((option) => Number.isInteger(option.value) && option.value >= 0 && option.value <= 9);
  return item.options.map((option, index) => (digits ? String(option.value) : String(index + 1)));
}

/**
 * The option a key enters for an item.
 * @returns the option, or `null` when the key enters nothing for this item.
 */
export function optionForKey(item: ItemDefinition, key: string): ResponseOption | null {
  const index = optionKeys(item).indexOf(key);
  return index >= 0 ? (item.options[index] ?? null) : null;
}
