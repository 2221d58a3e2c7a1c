/** How the resource library shows a document's size and the day it was added, in the user's locale. */
import { bcp47, type Locale } from '../../../domain/locale';
import { RESOURCE_LIBRARY_TEXT } from '../i18n/resourceLibraryText';

/** A locale's formatting of a document's details. */
export interface DocumentFormat {
  /** "512 bytes", "14 KB", "2.3 MB" in US English (1 KB = 1024 bytes); the locale's digits and units elsewhere. */
  size: (bytes: number) => string;
  /** The day of an ISO 8601 time, in UTC (the day the page has always shown). */
  date: (iso: string) => string;
}

const KIB = 1024;
const MIB = 1024 * 1024;

/** The formatters of one locale, made once for a whole page. */
export function documentFormat(locale: Locale): DocumentFormat {
  const tag = bcp47(locale);
  const units = RESOURCE_LIBRARY_TEXT[locale].size;
  // No grouping: sizes stay below 1024 of a unit, and US English has always said "1000 bytes".
  const whole = new Intl.NumberFormat(tag, { maximumFractionDigits: 0, useGrouping: false });
  const tenths = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    size: (bytes) => {
      if (bytes < KIB) return units.bytes(whole.format(bytes));
      if (bytes < MIB) return units.kilobytes(whole.format(Math.round(bytes / KIB)));
      return units.megabytes(tenths.format(bytes / MIB));
    },
    date: (iso) => day.format(new Date(iso)),
  };
}
