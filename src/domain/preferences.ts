/**
 * What a user may change of their own preferences (spec §3), and the rules each value follows.
 * Shared by the SPA's language picker and the server's `account.updateSelfPreferences`.
 */
import * as yup from 'yup';
import { isKnownTimeZone } from './format/instantFormat';
import { SUPPORTED_LANGUAGE_CODES } from './locale';

/** A partial preferences object: only the keys sent change; nested groups change as a whole key by key. */
export interface PreferencesUpdate {
  language?: { languageCode: string; languageName?: string };
  dateFormat?: { dateFormatCode: string; dateFormatName?: string };
  numberFormat?: { decimalSeparator: string; groupingSeparator: string; numberFormatCode?: string; numberFormatName?: string };
  timeZone?: { timeZoneCode: string; timeZoneName?: string };
  itemEntryAutoAdvance?: boolean;
  showStartingTips?: boolean;
  showWarningPopup?: boolean;
  defaultExaminerId?: number;
}

/** Decimal separators a number format may use. */
export const DECIMAL_SEPARATORS = ['.', ','] as const;
/** Grouping separators a number format may use: comma, full stop, space, no-break space, apostrophe or none. */
export const GROUPING_SEPARATORS = [',', '.', ' ', '\u00a0', "'", ''] as const;

/** A date format code: the tokens of formatCalendarDate and separators, with a year, a month and a day. */
const DATE_FORMAT_CODE = /^(?:yyyy|yy|MMM|MM|M|dd|d|[ ./,-])+$/;
const hasYearMonthDay = (code: string): boolean => code.includes('y') && code.includes('M') && code.includes('d');

const optionalName = yup.string().trim().max(100, 'Must be at most 100 characters.');

/** yup schema of {@link PreferencesUpdate}, typed by it; unknown keys (such as isInternalUser) are refused. */
export const preferencesUpdateSchema: yup.ObjectSchema<PreferencesUpdate> = yup
  .object({
    language: yup
      .object({
        languageCode: yup
          .string()
          .required('Choose a language.')
          .test('supported-language', 'Choose one of the supported languages.', (value) => !value || SUPPORTED_LANGUAGE_CODES.includes(value.trim().toLowerCase())),
        languageName: optionalName,
      })
      .noUnknown('Only languageCode and languageName may be set.')
      .default(undefined),
    dateFormat: yup
      .object({
        dateFormatCode: yup
          .string()
          .required('Choose a date format.')
          .test('date-format', 'Use yyyy or yy, MMM, MM or M, dd or d and the separators / . - , or space.', (value) => !value || (DATE_FORMAT_CODE.test(value) && hasYearMonthDay(value))),
        dateFormatName: optionalName,
      })
      .noUnknown('Only dateFormatCode and dateFormatName may be set.')
      .default(undefined),
    numberFormat: yup
      .object({
        decimalSeparator: yup.string().required('Choose a decimal separator.').oneOf([...DECIMAL_SEPARATORS], 'Use . or , as the decimal separator.'),
        groupingSeparator: yup
          .string()
          .defined('Choose a grouping separator.')
          .strict()
          .oneOf([...GROUPING_SEPARATORS], 'Use a comma, full stop, space, apostrophe or nothing as the grouping separator.')
          .test('distinct', 'The grouping separator must differ from the decimal separator.', function distinct(value) {
            return value !== (this.parent as { decimalSeparator?: string }).decimalSeparator;
          }),
        numberFormatCode: optionalName,
        numberFormatName: optionalName,
      })
      .noUnknown('Only the separators, numberFormatCode and numberFormatName may be set.')
      .default(undefined),
    timeZone: yup
      .object({
        timeZoneCode: yup
          .string()
          .required('Choose a time zone.')
          .test('time-zone', 'Choose a known time zone (for example Europe/Berlin).', (value) => !value || isKnownTimeZone(value)),
        timeZoneName: optionalName,
      })
      .noUnknown('Only timeZoneCode and timeZoneName may be set.')
      .default(undefined),
    itemEntryAutoAdvance: yup.boolean().strict(),
    showStartingTips: yup.boolean().strict(),
    showWarningPopup: yup.boolean().strict(),
    defaultExaminerId: yup.number().strict().integer('Choose an examiner.').min(0, 'Choose an examiner.'),
  })
  .noUnknown('This preference cannot be changed here.');
