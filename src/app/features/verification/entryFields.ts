/**
 * The fields of a second entry, from a product: one per response key. A choice item is a row of
 * options entered with their keys; an essay item gives one row per rubric criterion, its levels
 * keyed 1, 2, 3...; a numeric item is a number typed in.
 */
import { essayResponseKey, type ProductDefinition } from '../../../domain/product/productDefinition';
import { optionKeys } from '../../../domain/product/itemEntry';
import { textIn } from '../../../domain/product/localizedText';
import type { Locale } from '../../../domain/locale';

/** One option of a field: its value, its key and its label. */
export interface EntryOption {
  value: number;
  key: string;
  label: string;
}

/** One field of the second entry. */
export type EntryField =
  | { key: string; itemNumber: number; text: string; kind: 'options'; options: EntryOption[] }
  | { key: string; itemNumber: number; text: string; kind: 'number'; min: number; max: number; unit: string };

/** The fields of a product's items, in item order. */
export function entryFieldsOf(product: ProductDefinition, locale: Locale): EntryField[] {
  return product.items.flatMap((item): EntryField[] => {
    const text = textIn(item.text, locale);
    if (item.type === 'choice') {
      const keys = optionKeys(item);
      const options = item.options.map((option, index) => ({ value: option.value, key: keys[index] ?? '', label: textIn(option.label, locale) }));
      return [{ key: item.id, itemNumber: item.number, text, kind: 'options', options }];
    }
    if (item.type === 'numeric') {
      return [{ key: item.id, itemNumber: item.number, text, kind: 'number', min: item.min, max: item.max, unit: item.unit }];
    }
    return item.rubric.map((criterion) => ({
      key: essayResponseKey(item.id, criterion.id),
      itemNumber: item.number,
      text: `${text} — ${criterion.label}`,
      kind: 'options',
      options: criterion.levels.map((level, index) => ({ value: level.value, key: String(index + 1), label: level.label })),
    }));
  });
}

/** The value a key enters in a field, or `null` when it enters nothing. */
export function valueForKey(field: EntryField, key: string): number | null {
  if (field.kind !== 'options') return null;
  return field.options.find((option) => option.key === key)?.value ?? null;
}
