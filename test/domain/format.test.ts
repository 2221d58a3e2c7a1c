import { formatCalendarDate } from '../../src/domain/format/dateFormat';
import { calendarDateIn, formatInstant, isKnownTimeZone } from '../../src/domain/format/instantFormat';
import { formatNumber } from '../../src/domain/format/numberFormat';

describe('formatCalendarDate', () => {
  it.each([
    ['MM/dd/yyyy', '03/07/2024'],
    ['dd.MM.yyyy', '07.03.2024'],
    ['d/M/yy', '7/3/24'],
    ['yyyy-MM-dd', '2024-03-07'],
    ['dd MMM yyyy', '07 Mar 2024'],
  ])('writes 2024-03-07 by %s as %s', (pattern, expected) => {
    expect(formatCalendarDate('2024-03-07', pattern)).toBe(expected);
  });

  it('writes month names in the locale asked for', () => {
    expect(formatCalendarDate('2024-03-07', 'd. MMM yyyy', 'de-DE')).toBe('7. Mär 2024');
  });

  it('leaves a text that is not a calendar date, or an empty pattern, as it is', () => {
    expect(formatCalendarDate('2023-02-30', 'dd.MM.yyyy')).toBe('2023-02-30');
    expect(formatCalendarDate('2024-03-07', '')).toBe('2024-03-07');
  });
});

describe('formatInstant', () => {
  it('writes the date and time in the user time zone', () => {
    expect(formatInstant('2024-05-01T03:30:00.000Z', { datePattern: 'MM/dd/yyyy', timeZone: 'America/New_York', localeTag: 'en-US' })).toMatch(
      /^04\/30\/2024 11:30\sPM$/,
    );
    expect(formatInstant('2024-05-01T03:30:00.000Z', { datePattern: 'dd.MM.yyyy', timeZone: 'Europe/Berlin', localeTag: 'de-DE' })).toBe('01.05.2024 05:30');
  });

  it('falls back to UTC for an unknown zone and keeps invalid or missing values readable', () => {
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(formatInstant('2024-05-01T03:30:00.000Z', { datePattern: 'yyyy-MM-dd', timeZone: 'Mars/Olympus', localeTag: 'de-DE' })).toBe('2024-05-01 03:30');
    expect(formatInstant('not a date', { datePattern: 'yyyy-MM-dd', timeZone: 'UTC', localeTag: 'en-US' })).toBe('not a date');
    expect(formatInstant(null, { datePattern: 'yyyy-MM-dd', timeZone: 'UTC', localeTag: 'en-US' })).toBe('');
  });

  it('finds the calendar date of an instant in a zone', () => {
    expect(calendarDateIn('2024-05-01T03:30:00.000Z', 'America/New_York')).toBe('2024-04-30');
    expect(calendarDateIn('2024-05-01T03:30:00.000Z', 'Asia/Tokyo')).toBe('2024-05-01');
    expect(calendarDateIn('nonsense', 'UTC')).toBeNull();
  });
});

describe('formatNumber', () => {
  const us = { decimalSeparator: '.', groupingSeparator: ',' };
  const de = { decimalSeparator: ',', groupingSeparator: '.' };

  it('uses the decimal and grouping separators of the user', () => {
    expect(formatNumber(1234567.891, us)).toBe('1,234,567.891');
    expect(formatNumber(1234567.891, de)).toBe('1.234.567,891');
    expect(formatNumber(1234.5, { decimalSeparator: ',', groupingSeparator: ' ' })).toBe('1 234,5');
    expect(formatNumber(12, de)).toBe('12');
  });

  it('rounds and pads fraction digits as asked', () => {
    expect(formatNumber(2.456, de, { maximumFractionDigits: 1 })).toBe('2,5');
    expect(formatNumber(2, de, { minimumFractionDigits: 1 })).toBe('2,0');
    expect(formatNumber(-1234.5, de, { minimumFractionDigits: 2 })).toBe('-1.234,50');
    expect(formatNumber(-0.0001, us, { maximumFractionDigits: 1 })).toBe('0');
  });

  it('writes nothing for a missing value', () => {
    expect(formatNumber(null, us)).toBe('');
    expect(formatNumber(Number.NaN, us)).toBe('NaN');
  });
});
