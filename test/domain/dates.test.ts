import { ageOn, isIsoDate } from '../../src/domain/dates';

describe('ageOn', () => {
  it('counts completed years and months', () => {
    expect(ageOn('2015-06-15', '2026-11-21')).toEqual({ years: 11, months: 5 });
    expect(ageOn('2015-06-15', '2026-06-14')).toEqual({ years: 10, months: 11 });
    expect(ageOn('2015-06-15', '2026-06-15')).toEqual({ years: 11, months: 0 });
  });

  it('counts a 29 February birthday on 28 February in a common year', () => {
    expect(ageOn('2016-02-29', '2025-02-28')).toEqual({ years: 9, months: 0 });
    expect(ageOn('2016-02-29', '2025-02-27')).toEqual({ years: 8, months: 11 });
  });

  it('answers null for invalid dates and for a test date before birth', () => {
    expect(ageOn('2015-02-30', '2026-01-01')).toBeNull();
    expect(ageOn('2026-01-02', '2026-01-01')).toBeNull();
  });
});

describe('isIsoDate', () => {
  it('accepts real dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2023-13-01')).toBe(false);
    expect(isIsoDate('23-01-01')).toBe(false);
  });
});
