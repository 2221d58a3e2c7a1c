/**
 * Keyboard item entry: what can be entered (choice and numeric items, each rubric criterion of an
 * essay) and which key enters which response option.
 */
import {
  essayResponseKey,
  type ItemDefinition,
  type ProductDefinition,
  type ResponseOption,
  type RubricCriterion,
} from './productDefinition';

/**
 * One place a response is entered: a choice item (options chosen by key), a numeric item (a
 * number typed), or one rubric criterion of an essay (levels chosen like options).
 */
export interface EntryTarget {
  /** The response key: the item id, or `<itemId>.<criterionId>` for a rubric criterion. */
  key: string;
  item: ItemDefinition;
  /** The rubric criterion, for essay items. */
  criterion: RubricCriterion | null;
  kind: 'choice' | 'numeric';
  /** The options (a criterion's levels as options); empty for numeric entry. */
  options: ResponseOption[];
}

/** Every entry target of a product, in item order (an essay's criteria in rubric order). */
export function entryTargets(product: ProductDefinition): EntryTarget[] {
  return product.items.flatMap((item): EntryTarget[] => {
    if (item.type === 'choice') return [{ key: item.id, item, criterion: null, kind: 'choice', options: item.options }];
    if (item.type === 'numeric') return [{ key: item.id, item, criterion: null, kind: 'numeric', options: [] }];
    return item.rubric.map((criterion) => ({
      key: essayResponseKey(item.id, criterion.id),
      item,
      criterion,
      kind: 'choice',
      // Rubric levels are examiner-facing instrument content, written once, so their labels are en_us.
      options: criterion.levels.map((level) => ({ value: level.value, label: { en_us: level.label } })),
    }));
  });
}

/**
 * The key of each option. When every option value is a single digit (PHQ-9: 0 to 3), the key is
 * the value itself, as printed on the paper form; otherwise options are keyed 1, 2, 3... in the
 * order shown.
 */
function keysOf(options: readonly ResponseOption[]): string[] {
  const digits = options.every((option) => Number.isInteger(option.value) && option.value >= 0 && option.value <= 9);
  return options.map((option, index) => (digits ? String(option.value) : String(index + 1)));
}

/** The keys that enter an entry target's options, in option order (none for numeric entry). */
export const targetOptionKeys = (target: EntryTarget): string[] => keysOf(target.options);

/** The option a key enters for an entry target, or `null` when it enters nothing. */
export function targetOptionForKey(target: EntryTarget, key: string): ResponseOption | null {
  const index = targetOptionKeys(target).indexOf(key);
  return index >= 0 ? (target.options[index] ?? null) : null;
}

/**
 * The key that enters each option of a choice item (none for other item types).
 * @returns the keys in option order.
 */
export function optionKeys(item: ItemDefinition): string[] {
  return item.type === 'choice' ? keysOf(item.options) : [];
}

/**
 * The option a key enters for a choice item.
 * @returns the option, or `null` when the key enters nothing for this item.
 */
export function optionForKey(item: ItemDefinition, key: string): ResponseOption | null {
  if (item.type !== 'choice') return null;
  const index = optionKeys(item).indexOf(key);
  return index >= 0 ? (item.options[index] ?? null) : null;
}

/**
 * Why typed text is not a response of a numeric item: `notANumber` (letters, signs, spaces
 * inside), `notWholeNumber` (a decimal such as `12.5` or `12,5`), `outOfRange` (a whole number
 * below `min` or above `max`, negative numbers and numbers of any length included).
 */
export type NumericEntryProblem = 'notANumber' | 'notWholeNumber' | 'outOfRange';

/** The result of {@link parseNumericEntry}. */
export type NumericEntry = { ok: true; value: number | null } | { ok: false; problem: NumericEntryProblem };

/**
 * What typed text enters in a numeric item: a whole number from `min` to `max`, written with
 * digits (an optional leading minus only to tell "out of range" from "not a number"). The text
 * is never rewritten: `12.5` is not 125 and `401` is not 40; it is refused with its reason.
 * @returns `{ ok: true, value }` (`null` for empty text, which clears the item) or `{ ok: false, problem }`;
 *   any item other than a numeric one answers `notANumber`.
 */
export function parseNumericEntry(item: ItemDefinition, text: string): NumericEntry {
  if (item.type !== 'numeric') return { ok: false, problem: 'notANumber' };
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (/^-?\d*[.,]\d+$|^-?\d+[.,]$/.test(trimmed)) {
    // 12.0 is still written as a decimal: the examiner meant a count, so it is refused, not rounded.
    return { ok: false, problem: 'notWholeNumber' };
  }
  if (!/^-?\d+$/.test(trimmed)) return { ok: false, problem: 'notANumber' };
  // Digits beyond what a count can hold are out of range whatever their value (no float rounding).
  const digits = trimmed.replace(/^-?0*/, '');
  if (trimmed.startsWith('-') && digits !== '') return { ok: false, problem: 'outOfRange' };
  if (digits.length > 15) return { ok: false, problem: 'outOfRange' };
  const value = Number(digits === '' ? '0' : digits);
  return value >= item.min && value <= item.max ? { ok: true, value } : { ok: false, problem: 'outOfRange' };
}
