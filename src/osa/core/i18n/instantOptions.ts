/**
 * How the player writes an instant (a link's expiry, its opening time): date and time on the
 * respondent's own clock, with the zone named, since the examiner who set it may live elsewhere.
 * `dateStyle` cannot name the zone, so the fields are spelled out.
 */
export const INSTANT_WITH_ZONE: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};
