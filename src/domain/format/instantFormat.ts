/**
 * Instants (ISO timestamps) shown in a user's time zone (spec §3: timeZoneCode such as
 * `America/New_York`), the date part written by the user's date format.
 */
import { formatCalendarDate } from './dateFormat';
import { dateTimeFormat } from './dateTimeFormats';

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
    dateTimeFormat('en-US', { timeZone });
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
  const parts = dateTimeFormat('en-US', { timeZone: zoneOrUtc(timeZone), year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** How far ahead of UTC a zone's wall clock is at an instant, in milliseconds (negative west of Greenwich). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a calendar day begins in a time zone (its first moment, 00:00 on the wall clock;
 * where a daylight-saving change skips midnight, the first moment that exists).
 * @param date `YYYY-MM-DD`; an unknown zone counts as UTC.
 * @returns an ISO instant, or `null` when `date` is not a real calendar date.
 */
export function startOfDayIn(date: string, timeZone: string): string | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!parts) return null;
  const wall = Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]));
  if (Number.isNaN(wall) || new Date(wall).toISOString().slice(0, 10) !== date) return null;
  const zone = zoneOrUtc(timeZone);
  // The offset at the guess is the offset of that day unless a change falls in between: look twice.
  const guess = wall - zoneOffsetMs(wall, zone);
  const instant = wall - zoneOffsetMs(guess, zone);
  return new Date(instant).toISOString();
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
  const time = dateTimeFormat(format.localeTag, { timeZone: zoneOrUtc(format.timeZone), timeStyle: 'short' }).format(new Date(iso));
  return `${formatCalendarDate(date, format.datePattern, format.localeTag)} ${time}`;
}
