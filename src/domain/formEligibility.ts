/**
 * Whether an examinee may take a form (product) on a test date: the examinee's age on that date
 * inside the form's age range, the form available in the language asked for, and no earlier
 * administration of the same product inside the product's retest interval. These are the
 * warnings of a graceful create, which the examiner confirms or cancels.
 */
import { ageOn, type Age, type IsoDate } from './dates';
import type { Locale } from './locale';

/** The facts of a product the checks read. */
export interface EligibilityProduct {
  id: string;
  code: string;
  ageRange: { minYears: number; maxYears: number } | null;
  languages: readonly Locale[];
  retestIntervalDays: number | null;
}

/** The answer of an age check. */
export interface AgeCheck {
  /** The age on the test date; `null` when the test date is before the date of birth or the date of birth is not recorded. */
  age: Age | null;
  /**
   * Inside the product's age range: always true for a product without one, never for a product
   * with one when the date of birth is not recorded.
   */
  inRange: boolean;
  /** The examinee's date of birth is not recorded (an imported record). */
  birthDateMissing: boolean;
  ageRange: EligibilityProduct['ageRange'];
}

/**
 * The age check: the examinee's age in completed years on `testDate` against the product's range
 * (both ends inclusive: a range of 18 to 99 takes anyone from their 18th birthday until the day
 * before their 100th).
 */
export function ageCheck(product: Pick<EligibilityProduct, 'ageRange'>, birthDate: IsoDate | null, testDate: IsoDate): AgeCheck {
  const range = product.ageRange;
  if (birthDate === null) return { age: null, inRange: range === null, birthDateMissing: true, ageRange: range };
  const age = ageOn(birthDate, testDate);
  const inRange = age !== null && (range === null || (age.years >= range.minYears && age.years <= range.maxYears));
  return { age, inRange, birthDateMissing: false, ageRange: range };
}

/** Why a form is not offered to an examinee: outside its age range, its date of birth not recorded, or the language. */
export type UnavailableReason = 'age' | 'birthDate' | 'language';

/** A form with whether it is offered and, if not, why. */
export interface FormAvailability {
  productId: string;
  available: boolean;
  reasons: UnavailableReason[];
}

/**
 * Whether a form is offered to an examinee on `testDate` in `language` (any language when `null`).
 * @returns the reasons it is not (empty when it is).
 */
export function formAvailability(product: EligibilityProduct, birthDate: IsoDate | null, testDate: IsoDate, language: Locale | null): FormAvailability {
  const reasons: UnavailableReason[] = [];
  const age = ageCheck(product, birthDate, testDate);
  if (!age.inRange) reasons.push(age.birthDateMissing ? 'birthDate' : 'age');
  if (language !== null && !product.languages.includes(language)) reasons.push('language');
  return { productId: product.id, available: reasons.length === 0, reasons };
}

/** Days from `from` to `to` (ISO dates; negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const start = Date.UTC(Number(from.slice(0, 4)), Number(from.slice(5, 7)) - 1, Number(from.slice(8, 10)));
  const end = Date.UTC(Number(to.slice(0, 4)), Number(to.slice(5, 7)) - 1, Number(to.slice(8, 10)));
  return Math.round((end - start) / 86_400_000);
}

/** An earlier administration, as the retest check reads it. */
export interface EarlierAdministration {
  assessmentId: number;
  administrationDate: IsoDate;
}

/**
 * The retest check: the administrations of the same product whose date lies within the product's
 * retest interval of `testDate` (before or after it, the same day included). A product without an
 * interval has no retest rule.
 * @returns the administrations inside the interval, nearest first.
 */
export function retestConflicts(
  product: Pick<EligibilityProduct, 'retestIntervalDays'>,
  earlier: readonly EarlierAdministration[],
  testDate: IsoDate,
): EarlierAdministration[] {
  const interval = product.retestIntervalDays;
  if (interval === null) return [];
  return earlier
    .filter((entry) => Math.abs(daysBetween(entry.administrationDate, testDate)) < interval)
    .sort((a, b) => Math.abs(daysBetween(a.administrationDate, testDate)) - Math.abs(daysBetween(b.administrationDate, testDate)));
}

/** Codes of the warnings a graceful create answers. */
export const CREATE_WARNING_CODES = ['retest', 'ageOutOfRange', 'noLicense'] as const;
/** One of {@link CREATE_WARNING_CODES}. */
export type CreateWarningCode = (typeof CREATE_WARNING_CODES)[number];

/**
 * The facts a warning names, so each client can say it in the user's language and formats:
 * the product's code, the dates (`YYYY-MM-DD`), the retest interval (days), the examinee's age
 * and the form's age range (completed years).
 */
export interface CreateWarningParams {
  product: string;
  date: IsoDate;
  days?: number;
  years?: number;
  min?: number;
  max?: number;
}

/** A warning the examiner confirms or cancels: an English message and the facts it names. */
export interface CreateWarning {
  code: CreateWarningCode;
  message: string;
  params: CreateWarningParams;
}

/**
 * The warnings of creating an assessment of `product` for an examinee born `birthDate` on `testDate`.
 * @param earlier the examinee's earlier administrations of the same product.
 * @param reportLicensed whether a license of the account covers the form's score report today
 *   (licensing.ts); without one the assessment can be given and scored, but its report waits.
 */
export function createWarnings(
  product: EligibilityProduct,
  birthDate: IsoDate | null,
  testDate: IsoDate,
  earlier: readonly EarlierAdministration[],
  reportLicensed = true,
): CreateWarning[] {
  const warnings: CreateWarning[] = [];
  const conflicts = retestConflicts(product, earlier, testDate);
  const nearest = conflicts[0];
  if (nearest) {
    const days = product.retestIntervalDays ?? 0;
    warnings.push({
      code: 'retest',
      message: `${product.code} was administered on ${nearest.administrationDate}, inside its retest interval of ${days} days.`,
      params: { product: product.code, date: nearest.administrationDate, days },
    });
  }
  const age = ageCheck(product, birthDate, testDate);
  // Without a date of birth there is no age to confirm: the create itself asks for the date.
  if (!age.inRange && age.ageRange && !age.birthDateMissing) {
    const years = age.age?.years ?? 0;
    const { minYears: min, maxYears: max } = age.ageRange;
    warnings.push({
      code: 'ageOutOfRange',
      message: `On ${testDate} the examinee is ${years} years old; ${product.code} is normed for ages ${min} to ${max}.`,
      params: { product: product.code, date: testDate, years, min, max },
    });
  }
  if (!reportLicensed) {
    warnings.push({
      code: 'noLicense',
      message: `No license of the account covers ${product.code} reports: the assessment can be given and scored, but its report cannot be generated until one does.`,
      params: { product: product.code, date: testDate },
    });
  }
  return warnings;
}
