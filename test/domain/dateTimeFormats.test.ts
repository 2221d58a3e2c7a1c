/** Format objects are made once per locale, zone and shape, and reused (domain/format/dateTimeFormats.ts). */
import { dateTimeFormat } from '../../src/domain/format/dateTimeFormats';
import { calendarDateIn, formatInstant, isKnownTimeZone } from '../../src/domain/format/instantFormat';

test('the same locale and options give the same format object; other options another', () => {
  const berlin = dateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', timeStyle: 'short' });
  expect(dateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', timeStyle: 'short' })).toBe(berlin);
  expect(dateTimeFormat('de-DE', { timeZone: 'America/New_York', timeStyle: 'short' })).not.toBe(berlin);
  expect(dateTimeFormat('en-US', { timeZone: 'Europe/Berlin', timeStyle: 'short' })).not.toBe(berlin);
  expect(berlin.format(Date.UTC(2026, 10, 2, 16, 0))).toBe('17:00');
});

test('an unknown time zone is refused each time and never kept', () => {
  expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
  expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
  expect(isKnownTimeZone('America/New_York')).toBe(true);
  // Formatting in an unknown zone falls back to UTC, as before.
  expect(calendarDateIn('2026-11-02T23:30:00Z', 'Mars/Olympus_Mons')).toBe('2026-11-02');
});

test('kept formats give the same text as before, across many zones and locales', () => {
  const zones = ['UTC', 'America/New_York', 'Europe/Berlin', 'Asia/Tokyo', 'Australia/Sydney'];
  for (let round = 0; round < 2; round += 1) {
    for (const timeZone of zones) {
      for (const localeTag of ['en-US', 'de-DE']) {
        const iso = '2026-03-29T01:30:00Z';
        const expected = new Intl.DateTimeFormat(localeTag, { timeZone, timeStyle: 'short' }).format(new Date(iso));
        expect(formatInstant(iso, { datePattern: 'yyyy-MM-dd', timeZone, localeTag }).endsWith(expected)).toBe(true);
      }
    }
  }
});
