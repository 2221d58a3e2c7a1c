/**
 * How values read on a report: the report's words from its locale's catalogue, and dates, times
 * and numbers by the generating user's preferences (date format, number separators, time zone),
 * each falling back to the report locale's own style when the preference is not set.
 */
import { type Age, type IsoDate, parseIsoDate } from '../../domain/dates';
import type { Sex } from '../../domain/examinee';
import { formatCalendarDate } from '../../domain/format/dateFormat';
import { calendarDateIn, isKnownTimeZone } from '../../domain/format/instantFormat';
import { type FractionDigits, formatNumber as formatWithSeparators, type NumberSeparators } from '../../domain/format/numberFormat';
import { RAW_DIGITS } from '../../domain/scoring/scoreDigits';
import type { UserPreferences } from '../../domain/identity';
import { bcp47, type Locale } from '../../domain/locale';
import { reportTranslator, type Translate } from './reportMessages';

/** What a report prints for a missing value. */
export const MISSING = '—';

/** The words and formats of one report. */
export interface ReportFormatter {
  readonly locale: Locale;
  /** A message of the report catalogue of {@link locale}. */
  readonly t: Translate;
  /** A calendar date (`YYYY-MM-DD`): the user's date format, else the locale's medium date (`Mar 5, 2024`). */
  date(date: IsoDate): string;
  /** An instant as date and time in the user's time zone, with the zone's name (`Mar 5, 2024, 2:30 PM UTC`). */
  dateTime(instant: string): string;
  /** The calendar date an instant falls on in the user's time zone, written as {@link date}. */
  instantDate(instant: string): string;
  /**
   * A number with at most two decimals, or with `digits` (a scale's `rawScoreDigits`): the
   * user's separators, else the locale's.
   */
  number(value: number, digits?: FractionDigits): string;
  /** A raw score with its possible range (`12 (0-27)`), or {@link MISSING} with the range; `digits` as in {@link number}. */
  score(raw: number | null, range: readonly [number, number], digits?: FractionDigits): string;
  /** An age as years and months, or {@link MISSING}. */
  age(age: Age | null): string;
  /** The printed name of a recorded sex. */
  sex(sex: Sex): string;
}

// Making an Intl formatter costs far more than formatting with it, and a batch formats in the same few locales and zones again and again.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** The date-time formatter of a language tag with options (whose keys are always given in one order), made once per thread. */
function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** The number formatter of a language tag with `digits` (at most two decimals by default), made once per thread. */
function numberFormat(tag: string, digits: FractionDigits = RAW_DIGITS): Intl.NumberFormat {
  const key = `${tag} ${digits.minimumFractionDigits ?? ''} ${digits.maximumFractionDigits ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, digits);
    numberFormats.set(key, format);
  }
  return format;
}

const SEX_MESSAGES = { female: 'sex.female', male: 'sex.male', other: 'sex.other', unspecified: 'sex.unspecified' } as const;

/** The user's separators when both are usable; a decimal separator alone keeps the grouping empty. */
function separatorsOf(preferences: Partial<UserPreferences>): NumberSeparators | null {
  const format = preferences.numberFormat;
  if (!format?.decimalSeparator) return null;
  return { decimalSeparator: format.decimalSeparator, groupingSeparator: format.groupingSeparator ?? '' };
}

/**
 * The formatter of a report in `locale` for a user with `preferences`.
 * @param preferences the generating user's preferences; a missing or empty one takes the locale's style
 *   (time zone: UTC).
 */
export function reportFormatter(locale: Locale, preferences: Partial<UserPreferences>): ReportFormatter {
  const tag = bcp47(locale);
  const t = reportTranslator(locale);
  const pattern = preferences.dateFormat?.dateFormatCode?.trim() ?? '';
  const zoneCode = preferences.timeZone?.timeZoneCode?.trim() ?? '';
  const timeZone = zoneCode !== '' && isKnownTimeZone(zoneCode) ? zoneCode : 'UTC';
  const separators = separatorsOf(preferences);

  const date = (value: IsoDate): string => {
    const parts = parseIsoDate(value);
    if (!parts) return value || MISSING;
    if (pattern !== '') return formatCalendarDate(value, pattern, tag);
    return dateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(Date.UTC(parts.year, parts.month - 1, parts.day)));
  };

  const dateTime = (instant: string): string => {
    const time = new Date(instant);
    if (Number.isNaN(time.getTime())) return instant || MISSING;
    const zoneName = timeZone === 'UTC' ? 'UTC' : timeZone.replace(/_/g, ' ');
    if (pattern === '') {
      return `${dateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(time)} ${zoneName}`;
    }
    const day = calendarDateIn(instant, timeZone) ?? instant;
    const clock = dateTimeFormat(tag, { timeStyle: 'short', timeZone }).format(time);
    return `${formatCalendarDate(day, pattern, tag)} ${clock} ${zoneName}`;
  };

  const number = (value: number, digits: FractionDigits = RAW_DIGITS): string =>
    separators ? formatWithSeparators(value, separators, digits) : numberFormat(tag, digits).format(value);

  return {
    locale,
    t,
    date,
    dateTime,
    instantDate: (instant) => {
      const day = calendarDateIn(instant, timeZone);
      return day === null ? instant || MISSING : date(day);
    },
    number,
    score: (raw, range, digits) => {
      const span = `(${number(range[0])}-${number(range[1])})`;
      return raw === null ? `${MISSING} ${span}` : `${number(raw, digits)} ${span}`;
    },
    age: (age) => (age ? t('age.value', { years: age.years, months: age.months }) : MISSING),
    sex: (sex) => (SEX_MESSAGES[sex] ? t(SEX_MESSAGES[sex]) : MISSING),
  };
}
