/**
 * The age rule of a plain create: an examinee whose age on the administration date is outside
 * the form's age range is bad input (400 naming `productId`). A graceful create lets the
 * examiner confirm it instead (see eligibility.ts).
 */
import type { IsoDate } from '../../../domain/dates';
import { ageCheck, type EligibilityProduct } from '../../../domain/formEligibility';
import { invalidField } from '../../http/problems';

/**
 * Refuses a form the examinee is too young or too old for on the administration date, or that has
 * an age range when the examinee's date of birth is not recorded.
 * @throws HttpProblem validation naming `productId`.
 */
export function requireAgeInRange(product: Pick<EligibilityProduct, 'ageRange' | 'code'>, birthDate: IsoDate | null, administrationDate: IsoDate): void {
  const check = ageCheck(product, birthDate, administrationDate);
  if (check.inRange || !check.ageRange) return;
  if (check.birthDateMissing) {
    throw invalidField('productId', `${product.code} is for ages ${check.ageRange.minYears} to ${check.ageRange.maxYears}; record the examinee's date of birth first.`);
  }
  throw invalidField(
    'productId',
    `${product.code} is for ages ${check.ageRange.minYears} to ${check.ageRange.maxYears}; on ${administrationDate} the examinee is ${check.age?.years ?? 0}.`,
  );
}
