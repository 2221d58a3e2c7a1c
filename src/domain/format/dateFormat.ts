/**
 * Calendar dates written by a user's date format preference (spec §3: dateFormatCode such as
 * `MM/dd/yyyy` or `dd.MM.yyyy`). Pure: month names come from `Intl`, never from the clock.
 */
import { parseIsoDate } from '../dates';
import { dateTimeFormat } from './dateTimeFormats';

/** The tokens a date format code may hold, longest first so `yyyy` wins over `yy` and `MMM` over `MM`. */
const DATE_TOKENS = /yyyy|yy|MMM|MM|M|dd|d/g;

const pad2 = (value: number): string => String(value).padStart(2, '0');

/** The abbreviated month name in `localeTag` ("Mar", "März"); UTC so the day cannot shift. */
function shortMonthName(year: number, month: number, localeTag: string): string {
  return dateTimeFormat(localeTag, { month: 'short', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
}

/**
 * Writes a calendar date (`YYYY-MM-DD`) by a date format code. Tokens: `yyyy` (2024), `yy` (24),
 * `MMM` (short month name in `localeTag`), `MM` (05), `M` (5), `dd` (07), `d` (7); every other
 * character (`/`, `.`, `-`, spaces) is copied as written.
 * @param isoDate the calendar date, `YYYY-MM-DD`.
 * @param pattern the user's `dateFormatCode`; an empty pattern writes the ISO date.
 * @param localeTag the BCP 47 tag month names are written in (`de-DE`).
 * @returns the formatted date, or `isoDate` unchanged when it is not a real calendar date.
 */
export function formatCalendarDate(isoDate: string, pattern: string, localeTag = 'en-US'): string {
  const date = parseIsoDate(isoDate);
  if (!date || pattern.trim() === '') return isoDate;
  return pattern.replace(DATE_TOKENS, (token) => {
    switch (token) {
      case 'yyyy':
        return String(date.year).padStart(4, '0');
      case 'yy':
        return pad2(date.year % 100);
      case 'MMM':
        return shortMonthName(date.year, date.month, localeTag);
      case 'MM':
        return pad2(date.month);
      case 'M':
        return String(date.month);
      case 'dd':
        return pad2(date.day);
      default:
        return String(date.day);
    }
  });
}
