/**
 * Item entry verification: a second, blind entry of an assessment's item responses, compared
 * with the first. Every item whose two values differ is a discrepancy; the examiner resolves
 * each by choosing one of the two values, and the assessment is then verified.
 *
 * The account rule: an account whose `itemEntryVerificationCode` is not blank requires a
 * verified item entry before an assessment may be scored (see {@link verificationRequiredBeforeScoring}).
 */
import type { FieldError } from './assessment';
import type { Responses } from './scoring/scoreTypes';

/** One item whose first and second entries differ (`null`: the item was left blank in that entry). */
export interface Discrepancy {
  itemId: string;
  /** The item's number as printed on the form. */
  itemNumber: number;
  firstValue: number | null;
  secondValue: number | null;
}

/** The examiner's choice for each discrepant item: item id to the correct value. */
export type Resolutions = Record<string, number | null>;

/** An item as the comparison needs it (the product's items carry more). */
export interface ComparableItem {
  id: string;
  number: number;
}

/**
 * The account rule of item entry verification: a non-blank code means every assessment of the
 * account must be verified before it is scored; a blank code means verification is optional.
 */
export const verificationRequiredBeforeScoring = (itemEntryVerificationCode: string): boolean =>
  itemEntryVerificationCode.trim() !== '';

const valueOf = (responses: Responses, itemId: string): number | null => {
  const value = responses[itemId];
  return typeof value === 'number' ? value : null;
};

/**
 * Compares the first and second entry item by item, in the product's item order.
 * A blank (absent or null) value differs from any number; two blanks agree.
 * @returns the discrepancies; empty when both entries agree on every item.
 */
export function compareEntries(items: readonly ComparableItem[], first: Responses, second: Responses): Discrepancy[] {
  const known = new Set(items.map((item) => item.id));
  const numbers = new Map(items.map((item) => [item.id, item.number] as const));
  // Keys beyond the items (rubric criteria, `<itemId>.<criterionId>`) follow, in key order.
  const extra = [...new Set([...Object.keys(first), ...Object.keys(second)])].filter((id) => !known.has(id)).sort();
  const keys = [...items.map((item) => item.id), ...extra];
  return keys
    .map((itemId) => ({
      itemId,
      itemNumber: numbers.get(itemId) ?? numbers.get(itemId.split('.')[0] ?? '') ?? 0,
      firstValue: valueOf(first, itemId),
      secondValue: valueOf(second, itemId),
    }))
    .filter((entry) => entry.firstValue !== entry.secondValue);
}

/**
 * Checks the examiner's resolutions: every discrepancy needs one, and it must be the first or the
 * second value of that item; a resolution of an item that is not discrepant is an error too.
 * @returns one error per problem, named `resolutions.<itemId>`; empty when the resolutions are complete.
 */
export function resolutionErrors(discrepancies: readonly Discrepancy[], resolutions: Resolutions): FieldError[] {
  const errors: FieldError[] = [];
  const byItem = new Map(discrepancies.map((entry) => [entry.itemId, entry] as const));
  for (const entry of discrepancies) {
    if (!(entry.itemId in resolutions)) {
      errors.push({ field: `resolutions.${entry.itemId}`, message: `Choose the correct value of item ${entry.itemNumber}.` });
      continue;
    }
    const chosen = resolutions[entry.itemId] ?? null;
    if (chosen !== entry.firstValue && chosen !== entry.secondValue) {
      errors.push({
        field: `resolutions.${entry.itemId}`,
        message: `Item ${entry.itemNumber} must be resolved to one of its two entered values.`,
      });
    }
  }
  for (const itemId of Object.keys(resolutions)) {
    if (!byItem.has(itemId)) errors.push({ field: `resolutions.${itemId}`, message: `${itemId} has no discrepancy to resolve.` });
  }
  return errors;
}

/**
 * The verified responses: the first entry with each discrepant item set to its resolution
 * (a resolution of `null` leaves the item blank). Call after {@link resolutionErrors} is empty.
 */
export function applyResolutions(first: Responses, resolutions: Resolutions): Responses {
  const merged: Responses = { ...first };
  for (const [itemId, value] of Object.entries(resolutions)) {
    if (value === null) delete merged[itemId];
    else merged[itemId] = value;
  }
  return merged;
}

/**
 * A verification under way, stored with the assessment: begun by whom and when, on which version
 * of the first entry, and, once the second entry is in, its values and the discrepancies.
 */
export interface VerificationSession {
  begunBy: number;
  /** ISO instant. */
  begunAt: string;
  /** The assessment version whose responses are the first entry; a save in between voids the comparison. */
  firstEntryVersion: number;
  /** The second entry, once submitted. */
  secondEntry: Responses | null;
  discrepancies: Discrepancy[] | null;
}

/** Whether two sets of responses hold the same value for every item (blank and absent are the same). */
export function sameEntries(a: Responses, b: Responses): boolean {
  const ids = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...ids].every((id) => valueOf(a, id) === valueOf(b, id));
}

/**
 * Whether an assessment may be scored under the account rule: always when verification is not
 * required; otherwise only when it was verified and the responses to score are the verified ones.
 */
export function mayScore(required: boolean, verified: boolean, verifiedResponses: Responses, responsesToScore: Responses): boolean {
  return !required || (verified && sameEntries(verifiedResponses, responsesToScore));
}
