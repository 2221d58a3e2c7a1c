/**
 * The choices the "my account settings" page offers for each preference of spec §3, with readable
 * labels. The values are the codes preferencesUpdateSchema (src/domain/preferences.ts) accepts; that
 * schema stays the one rule, these lists only say what the selects show.
 */
import { LOCALE_NAMES, SUPPORTED_LOCALES } from '../../domain/locale';
import type { Choice } from './formParts';

export type { Choice };

/** Date formats (codes of formatCalendarDate), each labelled with 31 December 2026 written in it. */
export const DATE_FORMAT_CHOICES: readonly Choice[] = [
  { value: 'MM/dd/yyyy', label: '12/31/2026 (MM/dd/yyyy)' },
  { value: 'dd/MM/yyyy', label: '31/12/2026 (dd/MM/yyyy)' },
  { value: 'dd.MM.yyyy', label: '31.12.2026 (dd.MM.yyyy)' },
  { value: 'dd-MM-yyyy', label: '31-12-2026 (dd-MM-yyyy)' },
  { value: 'yyyy-MM-dd', label: '2026-12-31 (yyyy-MM-dd)' },
  { value: 'd MMM yyyy', label: '31 Dec 2026 (d MMM yyyy)' },
  { value: 'MMM d, yyyy', label: 'Dec 31, 2026 (MMM d, yyyy)' },
];

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
