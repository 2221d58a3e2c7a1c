/**
 * The choices the "my account settings" page offers for each preference of spec §3, with readable
 * labels. The values are the codes preferencesUpdateSchema (src/domain/preferences.ts) accepts; that
 * schema stays the one rule, these lists only say what the selects show.
 */
import { formatCalendarDate } from '../../domain/format/dateFormat';
import { bcp47, type Locale, LOCALE_NAMES, SUPPORTED_LOCALES } from '../../domain/locale';
import type { Choice } from './formParts';

export type { Choice };

/** The date format codes offered (codes of formatCalendarDate). */
const DATE_FORMAT_CODES: readonly string[] = ['MM/dd/yyyy', 'dd/MM/yyyy', 'dd.MM.yyyy', 'dd-MM-yyyy', 'yyyy-MM-dd', 'd MMM yyyy', 'MMM d, yyyy'];

/** The day every date format is shown with, so the formats can be told apart (day after month). */
const SAMPLE_DATE = '2026-12-31';

/**
 * Date formats, each labelled with 31 December 2026 written in it ("31 Dec 2026 (d MMM yyyy)"),
 * the month names in `locale` as the platform writes them for a user of that language.
 */
export const dateFormatChoices = (locale: Locale): readonly Choice[] =>
  DATE_FORMAT_CODES.map((code) => ({ value: code, label: `${formatCalendarDate(SAMPLE_DATE, code, bcp47(locale))} (${code})` }));

/** A number format: its separators, submitted as the label (one value names both separators). */
export interface NumberFormatChoice extends Choice {
  decimalSeparator: string;
  groupingSeparator: string;
}

/** Number formats, each labelled with 1234.56 written in it. */
export const NUMBER_FORMAT_CHOICES: readonly NumberFormatChoice[] = [
  { value: '1,234.56', label: '1,234.56', decimalSeparator: '.', groupingSeparator: ',' },
  { value: '1.234,56', label: '1.234,56', decimalSeparator: ',', groupingSeparator: '.' },
  { value: '1 234,56', label: '1 234,56', decimalSeparator: ',', groupingSeparator: ' ' },
  { value: '1 234.56', label: '1 234.56', decimalSeparator: '.', groupingSeparator: ' ' },
  { value: "1'234.56", label: "1'234.56", decimalSeparator: '.', groupingSeparator: "'" },
  { value: '1234.56', label: '1234.56', decimalSeparator: '.', groupingSeparator: '' },
  { value: '1234,56', label: '1234,56', decimalSeparator: ',', groupingSeparator: '' },
];

/** The eleven languages (spec §9), each named in its own language. */
export const LANGUAGE_CHOICES: readonly Choice[] = SUPPORTED_LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

/** Every IANA time zone this runtime knows, with UTC first; the label is the zone's name. */
export const TIME_ZONE_CHOICES: readonly Choice[] = [
  { value: 'UTC', label: 'UTC' },
  ...Intl.supportedValuesOf('timeZone')
    .filter((zone) => zone !== 'UTC')
    .map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })),
];

/** The choices with `current` added when it is not among them (a value stored before, or by the SPA). */
export function withCurrent(choices: readonly Choice[], current: string, label = current): readonly Choice[] {
  return choices.some((choice) => choice.value === current) ? choices : [{ value: current, label }, ...choices];
}
