/**
 * The manage-accounts pages' field errors in the signed-in user's language. The rules that
 * refuse a value (the contract's schemas, the setting items' rules, the users service) speak
 * English; each refusal is known here by its field and rule, or for the password rule by the
 * domain's own message constants, and said from manageAccountsValidationText.ts. English, and a
 * refusal the table does not know, keep the rule's own words.
 */
import { ValidationError } from 'yup';
import { ACCOUNT_ROLES } from '../../../contract/services/accountManagement';
import { ACCOUNT_ITEMS, type AccountItemId, accountItemValueSchema, checkAccountItemValue } from '../../../domain/accountItems';
import type { Locale } from '../../../domain/locale';
import { PASSWORD_MESSAGES, type PasswordProblem } from '../../../domain/passwordRule';
import type { HttpProblem } from '../../http/problems';
import { MANAGE_ACCOUNTS_ROLE_TITLES } from '../i18n/manageAccountsRolesText';
import { MANAGE_ACCOUNTS_VALIDATION_TEXT, type ManageAccountsValidationText, type RequiredUserField } from '../i18n/manageAccountsValidationText';
import { passwordChangeErrorText } from '../i18n/myAccountText';
import { CURRENT_PASSWORD_FIELD } from '../../../domain/reauthentication';
import type { FieldError } from '../formParts';

type Text = ManageAccountsValidationText;

/** The words `words` finds in `locale`'s table, or `english` where there is no table or no words. */
function say(locale: Locale, english: string, words: (text: Text) => string | null): string {
  const text = MANAGE_ACCOUNTS_VALIDATION_TEXT[locale];
  return (text ? words(text) : null) ?? english;
}

/** A numeric parameter of a yup rule (`min`, `max`), if it has one. */
const numberParam = (error: ValidationError, name: 'min' | 'max'): number | null => {
  const value = error.params?.[name];
  return typeof value === 'number' ? value : null;
};

const REQUIRED_USER_FIELDS: readonly string[] = ['userName', 'firstName', 'lastName', 'email', 'role', 'examiner', 'active', 'password'] satisfies RequiredUserField[];
const isRequiredUserField = (field: string): field is RequiredUserField => REQUIRED_USER_FIELDS.includes(field);

/** The account roles' names, listed, in place of the schema's list of role codes. */
const roleList = (locale: Locale): string => ACCOUNT_ROLES.map((role) => MANAGE_ACCOUNTS_ROLE_TITLES[locale][role]).join(', ');

function userFieldWords(text: Text, locale: Locale, error: ValidationError): string | null {
  const field = error.path ?? '';
  const min = numberParam(error, 'min');
  const max = numberParam(error, 'max');
  switch (error.type) {
    case 'required':
      return isRequiredUserField(field) ? text.required[field] : null;
    case 'min':
      return field === 'userName' && min !== null ? text.userNameTooShort(min) : null;
    case 'max':
      if (max === null) return null;
      return field === 'userName' ? text.userNameTooLong(max) : text.tooLong(max);
    case 'matches':
      return field === 'userName' ? text.userNameCharacters : null;
    case 'email':
      return text.emailInvalid;
    case 'oneOf':
      return field === 'role' ? text.roleInvalid(roleList(locale)) : null;
    default:
      return null;
  }
}

/** The user form's errors of a failed schema validation: the first of each field, in the order found (a blank user name breaks three rules; one message says it). */
export function userFormErrors(locale: Locale, error: ValidationError): FieldError[] {
  const errors: FieldError[] = [];
  for (const item of error.inner.length > 0 ? error.inner : [error]) {
    const field = item.path ?? '';
    if (errors.some((known) => known.field === field)) continue;
    // The current password's refusal is the re-authentication's one message, as on "my account settings".
    const message = field === CURRENT_PASSWORD_FIELD ? passwordChangeErrorText(locale, item.message) : say(locale, item.message, (text) => userFieldWords(text, locale, item));
    errors.push({ field, message });
  }
  return errors;
}

/**
 * The message of a user list filter the list's schema refused.
 * @param english the page's English message (the schema's own, or the page's for a bad page number).
 */
export function filterErrorMessage(locale: Locale, error: ValidationError, english: string): string {
  return say(locale, english, (text) => {
    const max = numberParam(error, 'max');
    switch (error.path) {
      case 'page':
        return text.pageInvalid;
      case 'search':
        return error.type === 'max' && max !== null ? text.searchTooLong(max) : null;
      case 'role':
        return text.roleInvalid(roleList(locale));
      case 'active':
        return text.stateInvalid;
      default:
        return null;
    }
  });
}

/** The yup rule a setting item's value breaks (its `type`), or `null`. */
function brokenItemRule(id: AccountItemId, value: string): string | null {
  try {
    accountItemValueSchema(id).validateSync(value);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.type ?? null;
    throw error;
  }
}

function itemWords(text: Text, id: AccountItemId, rule: string | null): string | null {
  const item = ACCOUNT_ITEMS[id];
  const name = text.itemNames[id];
  switch (rule) {
    case 'required':
    case 'optionality':
      return item.mayBeBlank ? text.itemMissing(name) : text.itemBlank(name);
    case 'max':
      return text.itemTooLong(name, item.maxLength);
    case 'matches':
      return item.kind === 'verificationCode' ? text.itemCodeCharacters(name) : text.itemOneLine(name);
    default:
      return null;
  }
}

/**
 * Checks a setting item's value with the item's own rule (domain/accountItems.ts).
 * @returns the refusal's message, or `null` when the value may be stored.
 */
export function itemValueError(locale: Locale, id: AccountItemId, value: string): string | null {
  const checked = checkAccountItemValue(id, value);
  if (checked.ok) return null;
  return say(locale, checked.message, (text) => itemWords(text, id, brokenItemRule(id, value)));
}

const PASSWORD_PROBLEMS = Object.keys(PASSWORD_MESSAGES) as PasswordProblem[];

function refusalWords(text: Text, problem: HttpProblem, error: FieldError): string | null {
  if (problem.code === 'duplicate' && error.field === 'userName') return text.userNameTaken;
  if (problem.code === 'conflict' && error.field === 'active') return text.cannotDeactivateSelf;
  if (problem.code === 'conflict' && error.field === 'role') return text.cannotDemoteSelf;
  if (problem.code === 'validation' && error.field === 'password') {
    const broken = PASSWORD_PROBLEMS.find((key) => PASSWORD_MESSAGES[key] === error.message);
    return broken ? text.password[broken] : null;
  }
  return null;
}

/**
 * A service refusal's field errors in `locale`: the users service's self-lockout and taken-name
 * refusals, the password rule, and a refused current password (auth/reauthenticate.ts).
 */
export function refusalFieldErrors(locale: Locale, problem: HttpProblem, errors: readonly FieldError[]): FieldError[] {
  return errors.map((error) => ({
    field: error.field,
    message: error.field === CURRENT_PASSWORD_FIELD ? passwordChangeErrorText(locale, error.message) : say(locale, error.message, (text) => refusalWords(text, problem, error)),
  }));
}
