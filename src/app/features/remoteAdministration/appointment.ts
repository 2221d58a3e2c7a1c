/**
 * The appointment of a video-proctored invitation as the examiner types it: a native
 * `datetime-local` value (`YYYY-MM-DDTHH:mm`, a wall-clock time without a zone) read in the
 * examiner's time zone preference, the zone the server writes `{startsAt}` in.
 */
import { parseDateTime, toZoned } from '@internationalized/date';

/**
 * The instant a wall-clock time stands for in `timeZone`.
 * @param local a `datetime-local` value, `YYYY-MM-DDTHH:mm` (seconds optional).
 * @param timeZone an IANA zone (`Europe/Berlin`); a time skipped by a clock change moves forward
 *   and a repeated one takes the earlier instant (the `compatible` rule of Temporal and browsers).
 * @returns an ISO 8601 instant in UTC (`2026-11-23T09:00:00.000Z`), or `null` when `local` is
 *   empty or not such a value, or the zone is unknown.
 */
export function appointmentInstant(local: string, timeZone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return null;
  try {
    return toZoned(parseDateTime(local), timeZone).toDate().toISOString();
  } catch {
    // A date that does not exist (2026-02-30) or a zone Intl does not know.
    return null;
  }
}
