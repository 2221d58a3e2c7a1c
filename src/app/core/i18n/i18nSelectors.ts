/**
 * The signed-in user's locale and formats (spec §3, §9), for the IntlProvider and the formatters.
 */
import { createSelector } from 'reselect';
import { formatCalendarDate } from '../../../domain/format/dateFormat';
import { formatInstant } from '../../../domain/format/instantFormat';
import { type FractionDigits, formatNumber } from '../../../domain/format/numberFormat';
import { bcp47, type Locale, localeForLanguage } from '../../../domain/locale';
import type { RootState } from '../../rootReducer';
import { selectCookiePreferences } from '../preferenceCookie/preferenceCookieSelectors';

/** The formats used before sign-in (and for a preference left empty): the platform defaults of en_us. */
const DEFAULT_DATE_PATTERN = 'MM/dd/yyyy';
const DEFAULT_SEPARATORS = { decimalSeparator: '.', groupingSeparator: ',' };

/** The identity's preferences; before it has loaded, those of the preferences cookie (so sign-in speaks the user's language). */
const selectPreferences = (state: RootState) => state.session.identity?.preferences ?? selectCookiePreferences(state);

/** The UI locale: the user's language mapped by spec §9; en_us before sign-in or for an unknown language. */
export const selectLocale = (state: RootState): Locale => localeForLanguage(selectPreferences(state)?.language?.languageCode);

/** The BCP 47 tag of the UI locale (`de-DE`), as react-intl and `Intl` take it. */
export const selectLocaleTag = createSelector([selectLocale], (locale) => bcp47(locale));

/** The user's date pattern, time zone and number separators. */
export const selectFormatPreferences = createSelector([selectPreferences], (preferences) => ({
  datePattern: preferences?.dateFormat?.dateFormatCode || DEFAULT_DATE_PATTERN,
  timeZone: preferences?.timeZone?.timeZoneCode || 'UTC',
  separators: preferences?.numberFormat?.decimalSeparator
    ? { decimalSeparator: preferences.numberFormat.decimalSeparator, groupingSeparator: preferences.numberFormat.groupingSeparator ?? '' }
    : DEFAULT_SEPARATORS,
}));

/** How the SPA writes dates, instants and numbers for the signed-in user. */
export interface Formatters {
  /** A calendar date (`YYYY-MM-DD`) by the user's date format. */
  date: (isoDate: string) => string;
  /** An instant (ISO timestamp) in the user's time zone: their date format and the locale's time of day. */
  dateTime: (iso: string | null | undefined) => string;
  /** A number with the user's decimal and grouping separators. */
  number: (value: number | null | undefined, digits?: FractionDigits) => string;
}

/** The formatters of the user's preferences; one object per preference change, so views may memoize on it. */
export const selectFormatters = createSelector([selectFormatPreferences, selectLocaleTag], ({ datePattern, timeZone, separators }, localeTag): Formatters => ({
  date: (isoDate) => formatCalendarDate(isoDate, datePattern, localeTag),
  dateTime: (iso) => formatInstant(iso, { datePattern, timeZone, localeTag }),
  number: (value, digits) => formatNumber(value, separators, digits),
}));
