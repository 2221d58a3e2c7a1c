/**
 * The formats a user has until they choose their own (spec §3 preferences): those of the country
 * of their language, so a German user reads 25.11.2026, 1.234,56 and Berlin time on every screen,
 * report and message from the first sign-in, and a US user 11/25/2026, 1,234.56 and Eastern time.
 */
import type { Locale } from './locale';

/** One locale's default date format, number separators and time zone. */
export interface LocaleFormatDefaults {
  /** A date format code of `formatCalendarDate` (`dd.MM.yyyy`). */
  datePattern: string;
  /** The number format's name as the preferences carry it (`1.234,56`). */
  numberFormatName: string;
  decimalSeparator: string;
  groupingSeparator: string;
  /** An IANA time zone of the locale's country (its capital's, or its most populous zone). */
  timeZoneCode: string;
  /** The zone's name as the preferences carry it. */
  timeZoneName: string;
}

const comma = { numberFormatName: '1,234.56', decimalSeparator: '.', groupingSeparator: ',' };
const dot = { numberFormatName: '1.234,56', decimalSeparator: ',', groupingSeparator: '.' };
const space = { numberFormatName: '1 234,56', decimalSeparator: ',', groupingSeparator: ' ' };

/** The defaults of each of the eleven locales (spec §9). */
export const LOCALE_FORMAT_DEFAULTS: Readonly<Record<Locale, LocaleFormatDefaults>> = {
  en_us: { datePattern: 'MM/dd/yyyy', ...comma, timeZoneCode: 'America/New_York', timeZoneName: 'Eastern Time (US & Canada)' },
  en_gb: { datePattern: 'dd/MM/yyyy', ...comma, timeZoneCode: 'Europe/London', timeZoneName: 'London' },
  en_au: { datePattern: 'dd/MM/yyyy', ...comma, timeZoneCode: 'Australia/Sydney', timeZoneName: 'Sydney' },
  da_dk: { datePattern: 'dd.MM.yyyy', ...dot, timeZoneCode: 'Europe/Copenhagen', timeZoneName: 'Copenhagen' },
  de_de: { datePattern: 'dd.MM.yyyy', ...dot, timeZoneCode: 'Europe/Berlin', timeZoneName: 'Berlin' },
  es_es: { datePattern: 'dd/MM/yyyy', ...dot, timeZoneCode: 'Europe/Madrid', timeZoneName: 'Madrid' },
  fr_fr: { datePattern: 'dd/MM/yyyy', ...space, timeZoneCode: 'Europe/Paris', timeZoneName: 'Paris' },
  fr_ca: { datePattern: 'yyyy-MM-dd', ...space, timeZoneCode: 'America/Toronto', timeZoneName: 'Eastern Time (US & Canada)' },
  nl_nl: { datePattern: 'dd-MM-yyyy', ...dot, timeZoneCode: 'Europe/Amsterdam', timeZoneName: 'Amsterdam' },
  nb_no: { datePattern: 'dd.MM.yyyy', ...space, timeZoneCode: 'Europe/Oslo', timeZoneName: 'Oslo' },
  sv_se: { datePattern: 'yyyy-MM-dd', ...space, timeZoneCode: 'Europe/Stockholm', timeZoneName: 'Stockholm' },
};
