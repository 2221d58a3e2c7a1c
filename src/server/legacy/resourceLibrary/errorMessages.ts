/**
 * The library's refusals in the user's language. The domain rules and the services refuse in US
 * English (the API's words); the pages recognise each message by its US English wording and show
 * the same refusal in the user's language, with its limit or list of kinds filled in.
 */
import type { Locale } from '../../../domain/locale';
import {
  MAX_RESOURCE_DESCRIPTION_LENGTH,
  MAX_RESOURCE_SEARCH_LENGTH,
  MAX_RESOURCE_TITLE_LENGTH,
  RESOURCE_FILE_TYPES,
  type ResourceContentType,
} from '../../../domain/resourceLibrary';
import type { FieldError } from '../formParts';
import { RESOURCE_LIBRARY_FORM_TEXT, type ResourceFieldMessages } from '../i18n/resourceLibraryFormText';

/** The accepted kinds in the domain's order, the order of its own list. */
const CONTENT_TYPES = Object.keys(RESOURCE_FILE_TYPES) as ResourceContentType[];

/** The accepted kinds of file as a list in the locale's words ("PDF, PNG image, ..."). */
export const resourceKindsText = (locale: Locale): string => CONTENT_TYPES.map((type) => RESOURCE_LIBRARY_FORM_TEXT[locale].kinds[type]).join(', ');

/** A message the library's pages can show for a refusal. */
export type ResourceMessageKey = keyof ResourceFieldMessages | 'formExpired' | 'uploadUnreadable';

/** Every refusal's message in a locale, as the page shows it. */
export function resourceMessages(locale: Locale): Readonly<Record<ResourceMessageKey, string>> {
  const text = RESOURCE_LIBRARY_FORM_TEXT[locale];
  const { errors } = text;
  return {
    formExpired: text.formExpired,
    uploadUnreadable: text.uploadUnreadable,
    titleRequired: errors.titleRequired,
    titleTooLong: errors.titleTooLong(MAX_RESOURCE_TITLE_LENGTH),
    descriptionTooLong: errors.descriptionTooLong(MAX_RESOURCE_DESCRIPTION_LENGTH),
    categoryRequired: errors.categoryRequired,
    searchTooLong: errors.searchTooLong(MAX_RESOURCE_SEARCH_LENGTH),
    fileEmpty: errors.fileEmpty,
    fileTooLarge: errors.fileTooLarge,
    fileUnsupportedType: errors.fileUnsupportedType(resourceKindsText(locale)),
    fileContentMismatch: errors.fileContentMismatch,
  };
}

const KEY_OF_ENGLISH_MESSAGE: ReadonlyMap<string, ResourceMessageKey> = new Map(
  (Object.entries(resourceMessages('en_us')) as Array<[ResourceMessageKey, string]>).map(([key, message]) => [message, key]),
);

/**
 * The errors in the locale's words. A form token that did not verify always means an expired
 * form; a message the library does not know stays as the service said it.
 */
export function localizedErrors(locale: Locale, errors: readonly FieldError[]): FieldError[] {
  const messages = resourceMessages(locale);
  return errors.map((error) => {
    const key = error.field === 'formToken' ? 'formExpired' : KEY_OF_ENGLISH_MESSAGE.get(error.message);
    return key ? { field: error.field, message: messages[key] } : error;
  });
}
