/**
 * The form editor's item changes as pure functions: a new item of a type, a move, and the
 * texts of a language dropped when staff untick it. The server checks the result with the whole
 * draft (`productSchema`, `itemLanguageProblems`).
 */
import { DEFAULT_LOCALE, type Locale } from '../../../../domain/locale';
import type { ItemDefinition, LocalizedText } from '../../../../domain/product/productDefinition';

/** The item types staff can add (`itemDefinition.ts`). */
export const ITEM_TYPES = ['choice', 'numeric', 'essay'] as const;
/** One of {@link ITEM_TYPES}. */
export type ItemType = (typeof ITEM_TYPES)[number];

/** The first `item<n>` (n from 1) no item of `items` has as its id. */
export function unusedItemId(items: readonly ItemDefinition[]): string {
  const taken = new Set(items.map((item) => item.id));
  let n = 1;
  while (taken.has(`item${n}`)) n += 1;
  return `item${n}`;
}

/** The number after the highest one of `items` (1 for the first item); numbers may be edited by hand, so this is max+1, not the count. */
export function nextItemNumber(items: readonly ItemDefinition[]): number {
  return items.reduce((max, item) => (typeof item.number === 'number' && item.number > max ? item.number : max), 0) + 1;
}

/**
 * A new item of `type` added after `items`: a fresh id and the next number; a choice item starts with a
 * copy of the last choice item's options (a rating scale's items share them), or none.
 */
export function newItem(items: readonly ItemDefinition[], type: ItemType): ItemDefinition {
  const common = { id: unusedItemId(items), number: nextItemNumber(items), text: { en_us: '' }, scored: true, optional: false };
  if (type === 'numeric') return { ...common, type, min: 0, max: 0, unit: '', reverse: false };
  if (type === 'essay') return { ...common, type, rubric: [], reverse: false };
  const previous = [...items].reverse().find((item) => item.type === 'choice');
  const options = previous && previous.type === 'choice' ? previous.options.map((option) => ({ value: option.value, label: { ...option.label } })) : [];
  return { ...common, type, options, reverse: false };
}

/** `list` with the entry at `index` swapped with its neighbour (`by` -1: up, 1: down); unchanged at either end. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to] as T, next[index] as T];
  return next;
}

/** `text` without its `locale` entry (US English is never dropped). */
export function withoutLocale(text: LocalizedText, locale: Locale): LocalizedText {
  if (locale === DEFAULT_LOCALE) return text;
  const { [locale]: _dropped, ...rest } = text;
  return rest as LocalizedText;
}

/**
 * `items` without their text and option labels in `locale`: a language unticked takes its words
 * with it, since a form may hold item text only in the languages it lists (`itemLanguageProblems`).
 */
export function itemsWithoutLocale(items: readonly ItemDefinition[], locale: Locale): ItemDefinition[] {
  return items.map((item) =>
    item.type === 'choice'
      ? { ...item, text: withoutLocale(item.text, locale), options: item.options.map((option) => ({ ...option, label: withoutLocale(option.label, locale) })) }
      : { ...item, text: withoutLocale(item.text, locale) },
  );
}
