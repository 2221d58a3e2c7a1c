/**
 * Instants (ISO timestamps) shown in a user's time zone (spec §3: timeZoneCode such as
 * `America/New_York`), the date part written by the user's date format.
 */
import { formatCalendarDate } from './dateFormat';

/** How an instant is written: the user's preferences and the UI's locale. */
export interface InstantFormat {
  /** The user's `dateFormatCode` (`MM/dd/yyyy`). */
  datePattern: string;
  /** The user's IANA `timeZoneCode`; an unknown zone falls back to UTC. */
  timeZone: string;
  /** The BCP 47 tag of the UI locale, for the time of day (`5:00 PM` or `17:00`) and month names. */
  localeTag: string;
}

/** Whether `Intl` knows the time zone (an unknown one throws a RangeError). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The zone to format in: the user's when `Intl` knows it, else UTC, so a bad preference never breaks a page. */
const zoneOrUtc = (timeZone: string): string => (timeZone && isKnownTimeZone(timeZone) ? timeZone : 'UTC');

/**
 * The calendar date (`YYYY-MM-DD`) an instant falls on in a time zone.
 * @returns `null` when `iso` is not a valid timestamp.
 */
export function calendarDateIn(iso: string, timeZone: string): string | null {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zoneOrUtc(timeZone), year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/**
 * Writes an instant as the user's date and the locale's time of day, both in the user's time
 * zone: `05/01/2024 5:00 AM` (en-US, New York) or `01.05.2024 11:00` (de-DE, Berlin).
 * @returns `''` for a missing value; the text unchanged when it is not a valid timestamp.
 */
export function formatInstant(iso: string | null | undefined, format: InstantFormat): string {
  if (!iso) return '';
  const date = calendarDateIn(iso, format.timeZone);
  if (date === null) return iso;
  const time = new Intl.DateTimeFormat(format.localeTag, { timeZone: zoneOrUtc(format.timeZone), timeStyle: 'short' }).format(new Date(iso));
  return `${formatCalendarDate(date, format.datePattern, format.localeTag)} ${time}`;
}
