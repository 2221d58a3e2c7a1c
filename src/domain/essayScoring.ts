/**
 * Rubric scoring of an essay item: which levels the examiner may enter for its criteria, and
 * the responses they make (each criterion under `<itemId>.<criterionId>`).
 */
import type { FieldError } from './assessment';
import { type EssayItem, essayResponseKey, type ProductDefinition } from './product/productDefinition';
import type { Responses } from './scoring/scoreTypes';

/** The chosen level value of each criterion, by criterion id; `null` clears a criterion. */
export type EssayLevels = Record<string, number | null>;

/** The essay item `itemId` of a product, or the error naming `itemId` when it is missing or not an essay. */
export function essayItemOf(product: ProductDefinition, itemId: string): { ok: true; value: EssayItem } | { ok: false; error: FieldError } {
  const item = product.items.find((candidate) => candidate.id === itemId);
  if (!item) return { ok: false, error: { field: 'itemId', message: `${itemId} is not an item of ${product.code}.` } };
  if (item.type !== 'essay') return { ok: false, error: { field: 'itemId', message: `Item ${item.number} of ${product.code} is not an essay item.` } };
  return { ok: true, value: item };
}

/**
 * Checks levels against the item's rubric.
 * @returns one error per unknown criterion or level, named `levels.<criterionId>`; empty when all are valid.
 */
export function essayLevelErrors(item: EssayItem, levels: EssayLevels): FieldError[] {
  const errors: FieldError[] = [];
  for (const [criterionId, value] of Object.entries(levels)) {
    const criterion = item.rubric.find((candidate) => candidate.id === criterionId);
    const field = `levels.${criterionId}`;
    if (!criterion) errors.push({ field, message: `${criterionId} is not a criterion of the rubric of item ${item.number}.` });
    else if (value !== null && !criterion.levels.some((level) => level.value === value)) {
      const allowed = criterion.levels.map((level) => level.value).join(', ');
      errors.push({ field, message: `${criterion.label} takes the levels ${allowed}; ${value} is not one of them.` });
    }
  }
  return errors;
}

/**
 * The responses with the item's levels stored: a number sets `<itemId>.<criterionId>`, `null`
 * removes it, a criterion left out keeps its stored level.
 */
export function withEssayLevels(responses: Responses, item: EssayItem, levels: EssayLevels): Responses {
  const entered = Object.entries(levels).map(([criterionId, value]) => [essayResponseKey(item.id, criterionId), value] as const);
  const next: Responses = { ...responses, ...Object.fromEntries(entered) };
  return Object.fromEntries(Object.entries(next).filter(([, value]) => value !== null));
}

/** The level of each criterion of the item in `responses` (`null` when not scored), by criterion id. */
export function essayLevelsOf(item: EssayItem, responses: Responses): EssayLevels {
  return Object.fromEntries(
    item.rubric.map((criterion) => {
      const value = responses[essayResponseKey(item.id, criterion.id)];
      return [criterion.id, typeof value === 'number' ? value : null];
    }),
  );
}
