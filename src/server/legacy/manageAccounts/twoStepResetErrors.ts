/**
 * The refusals of the edit page's two-step reset form (account.resetUserTwoStep) as errors of its
 * own current-password field, in the administrator's language: the page has two password fields,
 * and the reset's errors must show at the reset form's.
 */
import type { Locale } from '../../../domain/locale';
import type { HttpProblem } from '../../http/problems';
import { NOT_ENROLLED_MESSAGE, OWN_RESET_MESSAGE } from '../../services/accountManagement/twoStepResetService';
import type { FieldError } from '../formParts';
import { TWO_STEP_RESET_TEXT } from '../i18n/manageAccountsTwoStepResetText';
import { RESET_CURRENT_PASSWORD_ID } from './userFormPage';

/**
 * The reset form's errors.
 * @param fields the refusal's errors as pageSupport.ts refusalOf words them (a refused current
 *   password already in `locale`; a conflict as an error of no field, in English).
 * @returns a refused password at the reset form's password field; a conflict (nothing to reset,
 *   or the administrator's own) as an error of no field, in `locale`: the page then shows the
 *   user's two-step sign-in as it now is, off (no form), or the administrator's own.
 */
export function twoStepResetErrors(locale: Locale, problem: HttpProblem, fields: readonly FieldError[]): FieldError[] {
  const text = TWO_STEP_RESET_TEXT[locale];
  const conflictWords = (message: string): string => (message === NOT_ENROLLED_MESSAGE ? text.notEnrolled : message === OWN_RESET_MESSAGE ? text.ownReset : message);
  if (problem.code === 'conflict') return [{ field: '', message: conflictWords(problem.detail ?? '') }];
  return fields.map((error) => ({ field: RESET_CURRENT_PASSWORD_ID, message: error.message }));
}
