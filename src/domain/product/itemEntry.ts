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
 * What typed text enters in a numeric item: digits only, a whole number from `min` to `max`.
 * @returns `{ ok: true, value }` (`null` for empty text, which clears the item) or `{ ok: false }`.
 */
export function parseNumericEntry(item: ItemDefinition, text: string): { ok: true; value: number | null } | { ok: false } {
  if (item.type !== 'numeric') return { ok: false };
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (!/^\d{1,6}$/.test(trimmed)) return { ok: false };
  const value = Number(trimmed);
  return value >= item.min && value <= item.max ? { ok: true, value } : { ok: false };
}
